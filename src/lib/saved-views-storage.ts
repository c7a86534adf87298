// Saved views live in localStorage, one entry per form. The submissions page reads and writes
// them; signing out may forget them all, so where they are is said once, here.

const PREFIX = 'formdeck.views.';

/** The localStorage entry of a form's saved views. */
export const savedViewsKey = (formId: string) => `${PREFIX}${formId}`;

function entries(): string[] {
  try {
    return Object.keys(window.localStorage).filter((key) => key.startsWith(PREFIX));
  } catch {
    // Storage blocked (some private windows): nothing is saved either.
    return [];
  }
}

/** How many views are saved on this device, over every form. */
export function countSavedViews(): number {
  return entries().reduce((sum, key) => {
    try {
      const list: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
      return sum + (Array.isArray(list) ? list.length : 0);
    } catch {
      return sum;
    }
  }, 0);
}

/** Removes every form's saved views from this device. */
export function forgetSavedViews(): void {
  for (const key of entries()) window.localStorage.removeItem(key);
}
