import { fileURLToPath } from 'node:url';

/**
 * The `@/` and `@test/` paths of tsconfig.json, for the bundler and both Vitest configs, and one
 * package that would call eval() as it loads (see generator-support.cjs).
 */
export const ALIASES = {
  '@': fileURLToPath(new URL('..', import.meta.url)),
  '@test': fileURLToPath(new URL('../../test', import.meta.url)),
  '@stdlib/assert-has-generator-support': fileURLToPath(
    new URL('./generator-support.cjs', import.meta.url),
  ),
};
