import { fileURLToPath } from 'node:url';

/** The `@/` and `@test/` paths of tsconfig.json, for the bundler and both Vitest configs. */
export const ALIASES = {
  '@': fileURLToPath(new URL('..', import.meta.url)),
  '@test': fileURLToPath(new URL('../../test', import.meta.url)),
};
