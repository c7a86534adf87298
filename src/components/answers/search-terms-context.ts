import { createContext } from 'react';

const NO_TERMS: readonly string[] = [];

/**
 * The words of the table's search, without case and accents (`searchTerms`), for the text
 * leaves of the answer renderers to mark. A context rather than a prop: every renderer would
 * otherwise pass it on, and a new search re-renders only the text that reads it, not the
 * memoized rows.
 */
export const SearchTermsContext = createContext<readonly string[]>(NO_TERMS);
