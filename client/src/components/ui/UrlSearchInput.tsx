import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** The value kept in the URL (or any store that answers later than the keyboard). */
  value: string;
  /** Called on every keystroke with the box's whole text. */
  onValueChange: (value: string) => void;
};

/**
 * A search box whose text is owned by the box, not by the URL it writes to. The URL answers a
 * render or more after each key, so a box reading the URL would put back an older text when keys
 * come faster than that and lose what was typed. A URL value the box did not send
 * itself (Back, a link, a reset) replaces the text.
 */
export function UrlSearchInput({ value, onValueChange, ...rest }: Props) {
  const [text, setText] = useState(value);
  // The texts sent and not yet seen coming back, oldest first.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const index = pending.current.indexOf(value);
    if (index >= 0) {
      pending.current.splice(0, index + 1);
      return;
    }
    pending.current = [];
    setText(value);
  }, [value]);
  return (
    <input
      {...rest}
      type="search"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        pending.current.push(next);
        onValueChange(next);
      }}
    />
  );
}
