import '@tanstack/react-query';

type FormdeckMeta = {
  /** A mutation that checks a key before it is stored: its 401 does not end a session. */
  checksCandidateKey?: boolean;
};

type FormdeckQueryMeta = {
  /**
   * A read that fills in a detail (a form's response count): its failed refresh keeps the old
   * value without a toast of its own; the list it belongs to says "Could not refresh" once.
   */
  quietRefresh?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: FormdeckMeta;
    queryMeta: FormdeckQueryMeta;
  }
}
