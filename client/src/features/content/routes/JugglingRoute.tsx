import { useMutation } from '@apollo/client/react';
import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { useSession } from '@/lib/session';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { Loading } from '@/components/ui/Loading';
import { ContentBody } from '@/components/content/ContentBody';
import { getFragmentData } from '@/gql';
import { ContentDocument_content } from '../content-queries';
import {
  advance, BALL_RADIUS, BEST_SCORE_KEY, HAND_WIDTH, HAND_Y, newGame, readLocalBest, start,
  type JugglingInput, type JugglingState,
} from '../juggling';
import '../juggling.css';

/** The game's page text and a signed-in player's best score: the route's loader reads them. */
export const JugglingPageQuery = graphql(`
  query JugglingPage {
    content(kind: PAGE, idOrSlug: "juggling-boletus") {
      id
      ...ContentDocument_content
    }
    me {
      id
      jugglingBest
    }
  }
`);

const RecordScoreMutation = graphql(`
  mutation RecordJugglingScore($score: Int!) {
    recordJugglingScore(score: $score) {
      id
      jugglingBest
    }
  }
`);

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Draws the field: mushrooms as golden caps on pale stems, the hands as a wooden paddle. */
function draw(canvas: HTMLCanvasElement, state: JugglingState) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  const toX = (x: number) => x * width;
  const toY = (y: number) => height - y * height;
  context.clearRect(0, 0, width, height);
  context.fillStyle = '#1f1a14';
  context.fillRect(0, 0, width, height);
  const r = BALL_RADIUS * width;
  for (const ball of state.balls) {
    const cx = toX(ball.x);
    const cy = toY(ball.y);
    context.fillStyle = '#efe6d4';
    context.fillRect(cx - r * 0.35, cy - r * 0.1, r * 0.7, r * 0.9);
    context.fillStyle = '#d9982e';
    context.beginPath();
    context.ellipse(cx, cy - r * 0.1, r, r * 0.7, 0, Math.PI, 0);
    context.fill();
  }
  context.fillStyle = '#8a5a2b';
  const handWidth = HAND_WIDTH * width;
  context.fillRect(toX(state.handX) - handWidth / 2, toY(HAND_Y), handWidth, Math.max(6, height * 0.025));
}

/** The route's loader: the query the page reads, started with the page's chunk. */
export const JugglingRouteData: RouteDataLoader = (query) => query(JugglingPageQuery, {});

/** /juggling-boletus: the juggling game of the Boletus Fair. Keyboard, mouse and touch; best score kept. */
export function JugglingRoute() {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense fallback={<Loading />}>
      <JugglingPage />
    </Suspense>
  );
}

function JugglingPage() {
  const page = useRouteQuery(JugglingPageQuery);
  const intro = page.data?.content ? getFragmentData(ContentDocument_content, page.data.content) : null;
  const { status } = useSession();
  const [record] = useMutation(RecordScoreMutation);
  const [game, setGame] = useState<JugglingState>(newGame);
  const [localBest, setLocalBest] = useState(() => readLocalBest(storage()));
  const [saveError, setSaveError] = useState<string | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const input = useRef<JugglingInput>({ direction: 0, targetX: null });
  const keys = useRef(new Set<string>());
  const gameRef = useRef(game);
  const begin = () => {
    input.current = { direction: 0, targetX: null };
    gameRef.current = start(gameRef.current);
    setGame(gameRef.current);
    // The game keeps the focus (the Start button goes away) and comes fully into view.
    const box = boxRef.current;
    if (box && document.activeElement !== box) box.focus({ preventScroll: true });
    box?.scrollIntoView({ block: 'nearest' });
  };

  useEffect(() => {
    document.title = 'Juggling Boletus · Almanac';
  }, []);

  const profileBest = page.data?.me?.jugglingBest ?? 0;
  const shownBest = status === 'signed-in' ? Math.max(profileBest, 0) : localBest;

  const finish = useCallback(
    (score: number) => {
      if (score > readLocalBest(storage())) {
        storage()?.setItem(BEST_SCORE_KEY, String(score));
        setLocalBest(score);
      }
      if (status === 'signed-in' && score > 0) {
        record({ variables: { score } }).then(
          () => setSaveError(null),
          () => setSaveError('Your score could not be saved to your profile; it is kept in this browser.'),
        );
      }
    },
    [record, status],
  );

  // The game loop runs only while playing; each frame advances the rules by the time that passed.
  useEffect(() => {
    if (game.phase !== 'playing') return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const next = advance(gameRef.current, (now - last) / 1000, input.current);
      last = now;
      gameRef.current = next;
      setGame(next);
      if (next.phase === 'over') finish(next.score);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [game.phase, finish]);

  useEffect(() => {
    if (canvasRef.current) draw(canvasRef.current, game);
  }, [game]);

  const updateDirection = () => {
    const left = keys.current.has('ArrowLeft') || keys.current.has('a');
    const right = keys.current.has('ArrowRight') || keys.current.has('d');
    input.current = { ...input.current, direction: left === right ? 0 : left ? -1 : 1 };
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      if (gameRef.current.phase !== 'playing') begin();
      return;
    }
    if (['ArrowLeft', 'ArrowRight', 'a', 'd'].includes(key)) {
      event.preventDefault();
      keys.current.add(key);
      input.current = { ...input.current, targetX: null };
      updateDirection();
      return;
    }
    // While it runs the game owns the keys that would scroll the page under it.
    if (gameRef.current.phase === 'playing' && ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].includes(key)) event.preventDefault();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    keys.current.delete(event.key.length === 1 ? event.key.toLowerCase() : event.key);
    updateDirection();
  };
  const pointerX = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return box.width > 0 ? (event.clientX - box.left) / box.width : null;
  };
  const onPointer = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' || event.buttons > 0 || event.type === 'pointerdown') input.current = { direction: 0, targetX: pointerX(event) };
  };

  return (
    <section className="page juggling-page" aria-labelledby="juggling-heading">
      <h1 id="juggling-heading">Juggling Boletus</h1>
      <div
        ref={boxRef}
        className="juggling-game"
        role="application"
        aria-label="Juggling Boletus game. Space or Enter starts; the left and right arrow keys move your hands."
        aria-describedby="juggling-status"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={() => {
          keys.current.clear();
          updateDirection();
        }}
      >
        <canvas
          ref={canvasRef}
          className="juggling-field"
          width={480}
          height={480}
          onPointerDown={(event) => {
            if (gameRef.current.phase !== 'playing') begin();
            onPointer(event);
          }}
          onPointerMove={onPointer}
          onPointerUp={(event) => {
            if (event.pointerType !== 'mouse') input.current = { direction: 0, targetX: null };
          }}
        />
        {game.phase !== 'playing' && (
          <div className="juggling-overlay">
            <p>{game.phase === 'over' ? `Dropped! You caught ${game.score}.` : 'Ready when you are.'}</p>
            <button type="button" className="button button-primary" onClick={begin}>
              {game.phase === 'over' ? 'Play again' : 'Start'}
            </button>
          </div>
        )}
      </div>
      <dl className="juggling-scores">
        <div>
          <dt>Score</dt>
          <dd data-testid="juggling-score">{game.score}</dd>
        </div>
        <div>
          <dt>Best</dt>
          <dd data-testid="juggling-best">{Math.max(shownBest, game.phase === 'over' ? game.score : 0)}</dd>
        </div>
      </dl>
      <p id="juggling-status" className="visually-hidden" role="status" aria-live="polite">
        {game.phase === 'over' ? `Game over. You caught ${game.score}.` : game.phase === 'playing' ? 'Playing.' : 'Not started.'}
      </p>
      {saveError && <p role="alert">{saveError}</p>}
      <p className="form-help">
        {status === 'signed-in' ? 'Your best score is kept in your profile.' : 'Your best score is kept in this browser; sign in to keep it in your profile.'}{' '}
        <Link to="/boletus">The story of the boletus</Link>
      </p>
      {/* Last on the page: the text arrives after the game is drawn and moves nothing when it does. */}
      {intro && <ContentBody html={intro.bodyHtml} />}
    </section>
  );
}
