import { useEffect, useRef, useState } from 'react';
import { useUrlState } from '@/lib/url-state';

/**
 * Typed fields mirrored into the query string. The boxes read local state, so each keystroke
 * shows at once (a value that waited for the router's navigation jumped back while typing),
 * and every write carries all the fields, so two quick edits never drop one another.
 */
export function useUrlFields<K extends string>(defaults: Record<K, string>): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [url, setUrl] = useUrlState(defaults);
  const [values, setValues] = useState(url);
  // Nothing is written until a field changes, so an opened link keeps its exact address (and its #section).
  const opened = useRef(values);
  useEffect(() => {
    if (values !== opened.current) setUrl(values);
  }, [values, setUrl]);
  return [values, (patch) => setValues((current) => ({ ...current, ...patch }))];
}
