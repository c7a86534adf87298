import '@tanstack/react-query';

type FormdeckMeta = {
  /** A mutation that checks a key before it is kept: its 401 does not end a session. */
  checksCandidateKey?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: FormdeckMeta;
  }
}
