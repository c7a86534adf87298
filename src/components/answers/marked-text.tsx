import { use, useMemo } from 'react';
import { splitMarks } from '@/lib/split-marks';
import { SearchTermsContext } from './search-terms-context';

/**
 * Text with the search's matches in `<mark>`, as text nodes (never HTML). With no search it
 * is the text itself; the split is kept while the text and the terms stay the same.
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
