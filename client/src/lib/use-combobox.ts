import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';

const DEBOUNCE_MS = 120;

interface ComboboxKeys {
  /** How many options the list shows now. */
  count: number;
  /** Enter: the active option's index, or -1 when none is active or the list is closed; and the input. */
  onEnter: (active: number, expanded: boolean, input: HTMLInputElement) => void;
  /** Escape with the list already closed (the header search clears its text). */
  onEscapeClosed?: () => void;
}

/**
 * An ARIA combobox with a listbox of results (the header search, the planner's monster search):
 * the typed text, the query it becomes after a short pause, whether the list is open, the active
 * option, and the keys (arrows move and wrap, Enter chooses, Escape closes). The caller draws the
 * input with `inputProps({ count, onEnter })` once it knows its options, and each option with
 * `optionId(index)`. `maxLength` is the longest text the box takes (and the query it sends).
 */
export function useCombobox(maxLength: number) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const trimmed = text.trim().slice(0, maxLength);
    const timer = setTimeout(() => setQuery(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, maxLength]);

  const expanded = open && query !== '' && text.trim() !== '';
  const optionId = (index: number) => `${id}-option-${index}`;

  /** Closes the list and empties the box (after a choice). */
  const reset = () => {
    setText('');
    setQuery('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = ({ count, onEnter, onEscapeClosed }: ComboboxKeys, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onEnter(expanded && active >= 0 && active < count ? active : -1, expanded, event.currentTarget);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        onEscapeClosed?.();
      }
    }
  };

  return {
    id,
    listId,
    optionId,
    text,
    setText,
    query,
    expanded,
    active,
    setActive,
    reset,
    /** The input's attributes and handlers for the options shown now. */
    inputProps: (keys: ComboboxKeys): InputHTMLAttributes<HTMLInputElement> => ({
      id: `${id}-input`,
      role: 'combobox',
      autoComplete: 'off',
      spellCheck: false,
      maxLength,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': expanded && active >= 0 && active < keys.count ? optionId(active) : undefined,
      value: text,
      onChange: (event) => {
        setText(event.target.value);
        setOpen(true);
        setActive(-1);
      },
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
      onKeyDown: (event) => onKeyDown(keys, event),
    }),
  };
}
