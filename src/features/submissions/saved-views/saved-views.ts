import * as v from 'valibot';
import type { ResponseView } from '@/response-set/view';
import { viewFromSearch, writeView } from '@/response-set/view-url';

/**
 * A named view of a form's responses, kept on this device: only what the owner chose (tab,
 * search, sort, filters) as the URL writes it, never a response.
 */
export type SavedView = { name: string; params: string };

export const SAVED_VIEW_NAME_MAX = 60;

const savedViewSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(SAVED_VIEW_NAME_MAX)),
  params: v.string(),
});

/** What storage holds, as a list: anything written by hand or by an older version is left out. */
export function readSavedViews(value: unknown): SavedView[] {
  if (!Array.isArray(value)) return [];
  const names = new Set<string>();
  return value.flatMap((item) => {
    const parsed = v.safeParse(savedViewSchema, item);
    if (!parsed.success || names.has(parsed.output.name)) return [];
    names.add(parsed.output.name);
    return [parsed.output];
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
