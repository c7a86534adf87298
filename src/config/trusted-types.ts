import { SANDBOX_WORKER_PATH } from '@/sandbox/keys';

/** The part of the Trusted Types API used here (TypeScript's DOM types do not have it yet). */
type PolicyRules = {
  createHTML: (input: string) => string | null;
  createScriptURL: (input: string) => string | null;
};
type TrustedTypesFactory = { createPolicy(name: 'default', rules: PolicyRules): unknown };

/**
 * The page's one Trusted Types policy, `default`, which the browser consults when a library
 * hands a sink a plain string; returning null blocks the assignment. Two libraries need it:
 * - React writes the CSS Mantine generates (theme variables, responsive style props) into
 *   <style> elements through innerHTML. A string with no `<` passes: text without a tag
 *   creates no element, so no markup or script gets in this way.
 * - msw registers its service worker (a script URL) for the in-browser sandbox: exactly that
 *   one same-origin script passes.
 * Nothing may become script through eval or a script element's text: there is no rule for it.
 */
export function installDefaultTrustedTypesPolicy() {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  factory?.createPolicy('default', {
    createHTML: (input) => (input.includes('<') ? null : input),
    createScriptURL: (input) => (input === SANDBOX_WORKER_PATH ? input : null),
  });
}
