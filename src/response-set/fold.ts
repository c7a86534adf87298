// The folding lives in lib/ so that the cells' search marks (components/) fold text exactly as
// the search does, without the shared UI importing the response set.
export { foldText } from '@/lib/fold-text';
