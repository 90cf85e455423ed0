import { useEffect, useState } from 'react';

/**
 * The time now, known only in the browser after hydration (a page rendered on the server shows
 * no Edit button, so the first render in the browser matches it), and moved on at each comment's
 * editing deadline so its Edit button goes when the window closes.
 */
export function useNow(deadlines: string[]): number | null {
  const [now, setNow] = useState<number | null>(null);
  const key = deadlines.join(' ');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const update = () => {
      const current = Date.now();
      setNow(current);
      const next = key
        .split(' ')
        .map((deadline) => Date.parse(deadline))
        .filter((time) => time >= current)
        .sort((a, b) => a - b)[0];
      if (next !== undefined) timer = setTimeout(update, Math.min(next - current + 1, 2 ** 31 - 1));
    };
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [key]);
  return now;
}
