import { useEffect, useRef, useState } from 'react';

/**
 * Sends the text on (to the URL), only when it differs from what was sent last. `replace`: the
 * write takes the place of this search's own history entry (see `startSearch`).
 */
type Write = (text: string, options: { replace: boolean }) => void;

/**
 * A search box bound to a value that follows it a moment later (a search in the URL): what is
 * typed shows at once, and the value catching up with what the box wrote never draws over the
 * letters typed since. A change made elsewhere replaces the text.
 *
 * One search (from focus, `startSearch`, or from a change made elsewhere) is one history entry:
 * Back returns to the view before it, not to each word as it was typed.
 */
export function useTypedText(value: string, write: Write) {
  const [text, setText] = useState(value);
  // What the box wrote that the value has not shown yet, oldest first.
  const unseen = useRef<string[]>([]);
  const shown = useRef(value);
  const pushed = useRef(false);
  useEffect(() => {
    if (value === shown.current) return; // first drawn, nothing new
    shown.current = value;
    const at = unseen.current.lastIndexOf(value);
    if (at >= 0) {
      unseen.current = unseen.current.slice(at + 1);
      return;
    }
    unseen.current = [];
    pushed.current = false;
    setText(value);
  }, [value]);
  const send = (next: string) => {
    // Nothing new (a letter typed and deleted): no write, so no empty history entry.
    if (next === (unseen.current.at(-1) ?? shown.current)) return;
    unseen.current.push(next);
    write(next, { replace: pushed.current });
    pushed.current = true;
  };
  const startSearch = () => {
    pushed.current = false;
  };
  return { text, setText, send, startSearch };
}
