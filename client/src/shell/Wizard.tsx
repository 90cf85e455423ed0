import { memo, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/lib/preferences';
import { WIZARD_CAST_MS, WIZARD_FRAME_MS, WIZARD_START, wizardTick, wizardTurn, type WizardState } from './wizard-motion';

const COLORS: Record<string, string> = {
  H: '#5b4bb7', h: '#e0a84a', F: '#f1c9a0', E: '#14110d', B: '#e8e4da', R: '#3f5fae', r: '#2c4684',
  S: '#8a5a2b', O: '#f3c46e', L: '#4a3c2a',
};

// Original pixel art, 12 by 16, facing right; mirrored when walking left.
const TOP = [
  '.....HH.....',
  '....HHHH....',
  '...HHHHHH...',
  '..HHHHHHHH..',
  '.hhhhhhhhhh.',
  '...FFFEF....',
];
const WALK_BODY = [
  '...FFFFF..O.',
  '...BBBBB..S.',
  '..RBBBBBRRS.',
  '..RRBBBRR.S.',
  '..RRRBRRR.S.',
  '..RRRRRRR.S.',
  '.RRRRRRRRRS.',
  '.rRRRRRRRrS.',
];
const CAST_BODY = [
  '...FFFFF.RRO',
  '...BBBBBRR.S',
  '..RBBBBBR..S',
  '..RRBBBR...S',
  '..RRRBRR...S',
  '..RRRRRRR..S',
  '.RRRRRRRRR.S',
  '.rRRRRRRRr.S',
];
const LEGS = [
  ['..LL...LL...', '.LLL...LLL..'],
  ['....LLL.....', '...LLLL.....'],
];
const FRAMES = {
  walk: [
    [...TOP, ...WALK_BODY, ...LEGS[0]!],
    [...TOP, ...WALK_BODY, ...LEGS[1]!],
  ],
  cast: [
    [...TOP, ...CAST_BODY, ...LEGS[0]!],
    [...TOP, ...CAST_BODY, ...LEGS[0]!],
  ],
};
const SPRITE_WIDTH = 30;

/** A frame as one path per colour (a few elements instead of one rect per pixel): cheap to swap every tick. */
function framePaths(rows: string[]): Array<[string, string]> {
  const byColor = new Map<string, string>();
  rows.forEach((row, y) => [...row].forEach((cell, x) => cell !== '.' && byColor.set(cell, `${byColor.get(cell) ?? ''}M${x} ${y}h1v1h-1z`)));
  return [...byColor].map(([cell, d]) => [COLORS[cell]!, d]);
}
const PATHS = { walk: FRAMES.walk.map(framePaths), cast: FRAMES.cast.map(framePaths) };

const Sprite = memo(function Sprite({ paths }: { paths: Array<[string, string]> }) {
  return (
    <svg viewBox="0 0 12 16" width={SPRITE_WIDTH} height={40} shapeRendering="crispEdges" focusable="false">
      {paths.map(([fill, d]) => (
        <path key={fill} fill={fill} d={d} />
      ))}
    </svg>
  );
});

/**
 * The decorative wizard in the header: walks at a fixed speed,
 * swaps frames every 130 ms, casts a fireball for 6400 ms at the end of its path, then turns
 * around. Not animated at all when the user prefers reduced motion; hidden from screen readers.
 */
export function Wizard() {
  const reducedMotion = useReducedMotion();
  const track = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<WizardState>(WIZARD_START);

  useEffect(() => {
    if (reducedMotion || !track.current) return;
    // The track's width as the browser reports it after its own layout: reading clientWidth at each
    // tick forced a layout in the timer whenever the page had changed (every 130 ms while a long
    // list added its rows on a phone).
    let width = track.current.clientWidth;
    // (Read in the observer's callback, where layout is already done: reading it costs nothing there.)
    const observer = new ResizeObserver(([entry]) => {
      if (entry) width = (entry.target as HTMLElement).clientWidth;
    });
    observer.observe(track.current);
    const timer = window.setInterval(() => {
      const room = width - SPRITE_WIDTH;
      setState((current) => wizardTick(current, room));
    }, WIZARD_FRAME_MS);
    return () => {
      window.clearInterval(timer);
      observer.disconnect();
    };
  }, [reducedMotion]);

  useEffect(() => {
    if (reducedMotion || state.phase !== 'cast') return;
    const timer = window.setTimeout(() => setState(wizardTurn), WIZARD_CAST_MS);
    return () => window.clearTimeout(timer);
  }, [reducedMotion, state.phase]);

  const shown = reducedMotion ? WIZARD_START : state;
  return (
    <div className="wizard-track" ref={track} aria-hidden="true">
      <div
        className="wizard"
        data-animated={!reducedMotion}
        data-phase={shown.phase}
        data-frame={shown.frame}
        data-direction={shown.direction === 1 ? 'right' : 'left'}
        style={{ transform: `translateX(${shown.x}px) scaleX(${shown.direction})` }}
      >
        <Sprite paths={PATHS[shown.phase][shown.frame]!} />
        {shown.phase === 'cast' && (
          <svg className="wizard-fireball" viewBox="0 0 8 8" width={shown.frame ? 22 : 16} height={shown.frame ? 22 : 16} focusable="false">
            <circle cx="4" cy="4" r="4" fill="#e0705a" />
            <circle cx="4" cy="4" r="2.6" fill="#f3c46e" />
            <circle cx="4.6" cy="3.4" r="1.2" fill="#fff6d8" />
          </svg>
        )}
      </div>
    </div>
  );
}
