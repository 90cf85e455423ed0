import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Page state kept in the query string, so every list view is a link. Values equal to their
 * default are left out of the URL; updates replace the history entry (one per keystroke
 * would make Back useless).
 */
export function useUrlState<K extends string>(
  defaults: Record<K, string>,
): [Record<K, string>, (patch: Partial<Record<K, string>> | ((current: Record<K, string>) => Partial<Record<K, string>>)) => void] {
  const [params, setParams] = useSearchParams();
  // setSearchParams hands its updater the params of the last render, so two quick edits (two
  // fields filled before a re-render) would drop the first; the latest value is kept here. It
  // follows the router's params when they change (a navigation committed), not at every render:
  // while a route's loader runs for the last edit, the router draws the page again with the
  // address before it (its navigation "loading"), and a second press of a toggle then read that
  // older address and asked for the same order as the first (the houses list, ascending under
  // three presses).
  // Compared as text: an effect that runs again with the same address (a new object of the same query, or a render of the
  // old address flushed late) must not take the latest value back to it.
  // Nor may an address this hook asked for itself: on a slow page the router commits one edit's address and a second
  // press is handled before React runs this effect, which would then take the latest value back to the first press's
  // (a third press turned the houses list's order round from there, and it stayed ascending). Only an address from
  // elsewhere (Back, a link) is adopted; the ones asked for are forgotten as they arrive.
  const latest = useRef(params);
  const adopted = useRef(params.toString());
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const text = params.toString();
    const mine = asked.current.indexOf(text);
    // Asked for here: it and any asked before it (a navigation the next one cut short never arrives) are done.
    if (mine >= 0) asked.current.splice(0, mine + 1);
    if (text === adopted.current) return;
    adopted.current = text;
    if (mine >= 0) return;
    asked.current = [];
    latest.current = params;
  }, [params]);
  const read = (from: URLSearchParams) => {
    const current = { ...defaults };
    for (const key of Object.keys(defaults) as K[]) {
      const value = from.get(key);
      if (value !== null) current[key] = value;
    }
    return current;
  };
  // The defaults are literals of the caller; their content, not identity, matters.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => read(params), [params, JSON.stringify(defaults)]);
  const update = useCallback(
    // A patch computed from the current values (a toggle) gets the latest ones, not the last render's.
    (change: Partial<Record<K, string>> | ((current: Record<K, string>) => Partial<Record<K, string>>)) => {
      const patch = typeof change === 'function' ? change(read(latest.current)) : change;
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch) as Array<[K, string | undefined]>) {
        if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      asked.current.push(next.toString());
      setParams(next, { replace: true, preventScrollReset: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, JSON.stringify(defaults)],
  );
  return [values, update];
}
