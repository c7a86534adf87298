import { type ReactNode, use, useMemo } from 'react';
import { comparableText } from '@/lib/comparable-text';
import { splitMarks } from '@/lib/split-marks';
import { SearchTermsContext } from './search-terms-context';

/**
 * Text with the search's matches in `<mark>`, as text nodes (never HTML). With no search it
 * is the text itself; the split is reused while the text and the terms stay the same.
 */
export function MarkedText({ text }: { text: string }) {
  const terms = use(SearchTermsContext);
  const parts = useMemo(() => (terms.length === 0 ? null : splitMarks(text, terms)), [text, terms]);
  if (!parts || (parts.length === 1 && !parts[0]!.marked)) return text;
  return parts.map((part, index) =>
    // The runs of one text never reorder: their index is a stable key.
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}

/**
 * What a renderer writes for a text: the text itself, or a MarkedText for it while a search is
 * on. A component per text only when there is something to mark: a table page has hundreds.
 */
export function useMarks(): (text: string) => ReactNode {
  const terms = use(SearchTermsContext);
  if (terms.length === 0) return plain;
  // Converted whole, as the search index converts a response: most texts of a matching row do not
  // contain the words, and need no component to say so.
  return (text) => {
    const comparable = comparableText(text);
    return terms.some((term) => comparable.includes(term)) ? <MarkedText text={text} /> : text;
  };
}

const plain = (text: string): ReactNode => text;
