import { useMemo, useState, type RefCallback } from 'react';
import { flushSync } from 'react-dom';
import { useProgressiveCount } from '@/lib/progressive';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/use-media-query';

/** Entries of a map's list (houses, monsters) drawn at first and then at each step. */
const LIST_PIECE = 20;

export interface MapListPieces {
  /** How many entries to draw now. */
  shown: number;
  /** Under the map (a phone): the next entries come as the reader scrolls to the end, not while idle. */
  narrow: boolean;
  showAll: () => void;
}

/**
 * A map's long list beside it (houses, monsters), drawn in pieces of 20: each piece stays a short
 * task on a throttled phone (40 at a time, laid out again with every entry before them, held its
 * main thread 100-200 ms per piece). Beside the map (a wide screen) the rest come while the browser
 * is idle; under it (a phone) as the reader scrolls toward the end of the entries drawn so far:
 * hundreds of entries nobody has reached were most of the page's blocking time. "Show all" draws
 * every entry at once; `atLeast` draws that many at once (a link to an entry further down).
 * Gives the pieces and the ref of the note after the entries drawn so far (MapListMore's `ref`),
 * which the reader scrolls to. The note is watched from when it is in the page: the list comes in a
 * render after the map's (WorldMap), later than this hook's first effects.
 */
export function useMapListPieces(total: number, atLeast = 0): [MapListPieces, RefCallback<HTMLParagraphElement>] {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [note, setNote] = useState<HTMLParagraphElement | null>(null);
  const near = useMemo(() => ({ current: note }), [note]);
  const [all, setAll] = useState(false);
  const shown = useProgressiveCount(total, all ? Number.POSITIVE_INFINITY : Math.max(LIST_PIECE, atLeast), LIST_PIECE, narrow ? near : undefined);
  return [{ shown, narrow, showAll: () => setAll(true) }, setNote];
}

/**
 * Under a list drawn in pieces, until it is whole: how much is there, and a button for the rest.
 * The button goes with the note once every entry is there: the focus moves to the link of the first
 * entry that was not there before (`entries` selects the list's entries inside the note's section).
 */
export function MapListMore({ pieces, total, noun, entries, ref }: { pieces: MapListPieces; total: number; noun: string; entries: string; ref: RefCallback<HTMLParagraphElement> }) {
  if (pieces.shown >= total) return null;
  const showAll = (section: Element | null) => {
    const next = pieces.shown;
    flushSync(pieces.showAll);
    section?.querySelectorAll(entries)[next]?.querySelector<HTMLElement>('a[href]')?.focus();
  };
  return (
    <p className="map-list-more" ref={ref}>
      Showing the first {pieces.shown} of {total} {noun}, the rest follow {pieces.narrow ? 'as you scroll' : 'in a moment'}.{' '}
      <button type="button" className="button" onClick={(event) => showAll(event.currentTarget.closest('section'))}>
        Show all {total} {noun}
      </button>
    </p>
  );
}
