import { useEffect, useEffectEvent, useRef, useState } from 'react';

type Options = {
  /** Sends the text on (to the URL). Called only when it differs from what was sent last. */
  write: (text: string) => void;
  /** The value was changed elsewhere (Back, Forward, a link): the box now shows that. */
  onChangedElsewhere?: () => void;
};

/**
 * A text box bound to a value that follows it a moment later (a search in the URL): what is
 * typed shows at once, and the value catching up with what the box wrote never draws over the
 * letters typed since. A change made elsewhere replaces the text.
 */
export function useTypedText(value: string, { write, onChangedElsewhere }: Options) {
  const [text, setText] = useState(value);
  // What the box wrote that the value has not shown yet, oldest first.
  const unseen = useRef<string[]>([]);
  const shown = useRef(value);
  const changedElsewhere = useEffectEvent(() => onChangedElsewhere?.());
  useEffect(() => {
    if (value === shown.current) return; // first drawn, nothing new
    shown.current = value;
    const at = unseen.current.lastIndexOf(value);
    if (at >= 0) {
      unseen.current = unseen.current.slice(at + 1);
      return;
    }
    unseen.current = [];
    setText(value);
    changedElsewhere();
  }, [value]);
  const send = (next: string) => {
    // Nothing new (a letter typed and deleted): no write, so no empty history entry.
    if (next === (unseen.current.at(-1) ?? shown.current)) return;
    unseen.current.push(next);
    write(next);
  };
  return { text, setText, send };
}
