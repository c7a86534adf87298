import type { ResponseView } from '@/response-set/view';
import { viewFromSearch, writeView } from '@/response-set/view-url';

/**
 * A named view of a form's responses, stored on this device: only what the owner chose (tab,
 * search, sort, filters) as the URL writes it, never a response.
 */
export type SavedView = { name: string; params: string };

export const SAVED_VIEW_NAME_MAX = 60;

// Checked by hand, not with valibot: every valibot function a page uses is downloaded with the
// first screen (valibot is one module there).
function toSavedView(item: unknown): SavedView | null {
  if (typeof item !== 'object' || item === null) return null;
  const { name, params } = item as { name?: unknown; params?: unknown };
  if (typeof name !== 'string' || typeof params !== 'string') return null;
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > SAVED_VIEW_NAME_MAX) return null;
  return { name: trimmed, params };
}

/** What storage holds, as a list: anything written by hand or by an older version is left out. */
export function readSavedViews(value: unknown): SavedView[] {
  if (!Array.isArray(value)) return [];
  const names = new Set<string>();
  return value.flatMap((item) => {
    const saved = toSavedView(item);
    if (!saved || names.has(saved.name)) return [];
    names.add(saved.name);
    return [saved];
  });
}

/** A view as URL parameters, in one spelling, so two equal views compare equal. */
export function viewParams(view: ResponseView): string {
  return writeView(new URLSearchParams(), view).toString();
}

export function savedViewOf(saved: SavedView): ResponseView {
  return viewFromSearch(new URLSearchParams(saved.params));
}

/** Saves `view` as `name`; a saved view of the same name is replaced, in its place. */
export function saveView(list: readonly SavedView[], name: string, view: ResponseView) {
  const saved = { name: name.trim(), params: viewParams(view) };
  const at = list.findIndex((item) => item.name === saved.name);
  return at < 0 ? [...list, saved] : list.map((item, index) => (index === at ? saved : item));
}

export function deleteView(list: readonly SavedView[], name: string): SavedView[] {
  return list.filter((item) => item.name !== name);
}

/** The saved view that the current view is, if any. */
export function activeSavedView(list: readonly SavedView[], view: ResponseView) {
  const current = viewParams(view);
  return list.find((item) => viewParams(savedViewOf(item)) === current);
}
