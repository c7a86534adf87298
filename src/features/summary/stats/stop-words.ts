import {
  cat,
  dan,
  deu,
  eng,
  fin,
  fra,
  ita,
  nld,
  nob,
  pol,
  por,
  ron,
  spa,
  swe,
  tur,
} from 'stopword';
import { comparableText } from '@/lib/comparable-text';

// Stop words of the languages answers are most often written in, from the `stopword` package
// (named imports: only these lists are bundled, with the Summary's code). In lower case,
// without accents and apostrophes, as the words they are compared with.
const LANGUAGES = { cat, dan, deu, eng, fin, fra, ita, nld, nob, pol, por, ron, spa, swe, tur };

let lists: Map<string, ReadonlySet<string>> | null = null;

function stopWordLists(): Map<string, ReadonlySet<string>> {
  lists ??= new Map(
    Object.entries(LANGUAGES).map(([language, words]) => [
      language,
      new Set(words.map((word) => comparableText(word).replace(/['’]/g, ''))),
    ]),
  );
  return lists;
}

/** A language counts as used when its stop words are at least this share of the top one's. */
const USED_SHARE = 0.2;
/** Fewer hits than this say nothing about a language. */
const MIN_HITS = 3;

/**
 * The stop words of the languages `words` are written in: each language is scored by how many
 * of the words are its stop words; the top language and those close to it are used.
 */
export function stopWordsFor(words: Iterable<[string, number]>): ReadonlySet<string> {
  const lists = stopWordLists();
  const hits = new Map<string, number>();
  for (const [word, times] of words) {
    for (const [language, list] of lists) {
      if (list.has(word)) hits.set(language, (hits.get(language) ?? 0) + times);
    }
  }
  const best = Math.max(0, ...hits.values());
  const used = [...hits].filter(([, count]) => count >= MIN_HITS && count >= best * USED_SHARE);
  if (used.length === 1) return lists.get(used[0]![0])!;
  return new Set(used.flatMap(([language]) => [...lists.get(language)!]));
}
