/**
 * Juggling Boletus: the rules of the game, pure and deterministic, so they are unit tested and
 * the page only draws and feeds input. The field is 1 wide and 1 high; y grows upwards, the
 * hands move along y = HAND_Y.
 */

export const FIELD = { width: 1, height: 1 };
export const HAND_WIDTH = 0.24;
export const HAND_Y = 0.08;
export const HAND_SPEED = 1.3;
/** Field heights per second squared; a toss reaches about 0.85 of the field. */
export const GRAVITY = 1.5;
export const TOSS_SPEED = Math.sqrt(2 * GRAVITY * 0.78);
export const BALL_RADIUS = 0.045;
/** One more mushroom every this many catches, up to {@link MAX_BALLS}. */
export const CATCHES_PER_BALL = 10;
export const MAX_BALLS = 5;
/** The longest step simulated at once, so a slow frame cannot tunnel a mushroom through the hands. */
export const MAX_STEP = 1 / 30;

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

export interface JugglingState {
  phase: 'ready' | 'playing' | 'over';
  balls: Ball[];
  /** Centre of the hands. */
  handX: number;
  score: number;
}

export interface JugglingInput {
  /** -1 left, 0 still, 1 right (keyboard). */
  direction: -1 | 0 | 1;
  /** Where a pointer or finger asks the hands to go; null when none does. */
  targetX: number | null;
}

export const newGame = (): JugglingState => ({ phase: 'ready', balls: [], handX: 0.5, score: 0 });

/** Starts (or restarts) a game: one mushroom falling from above the hands. */
export function start(state: JugglingState): JugglingState {
  return { phase: 'playing', handX: state.handX, score: 0, balls: [{ x: state.handX, y: 0.7, vx: 0, vy: 0 }] };
}

/** The sideways speed of a toss: varied by the score, always the same for the same score. */
export function tossDrift(score: number): number {
  return (((score * 7) % 9) - 4) * 0.05;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Advances the game by `seconds` (split into short steps); returns the new state. */
export function advance(state: JugglingState, seconds: number, input: JugglingInput): JugglingState {
  if (state.phase !== 'playing' || !(seconds > 0)) return state;
  let next = state;
  for (let left = Math.min(seconds, 0.5); left > 1e-9 && next.phase === 'playing'; left -= MAX_STEP) next = step(next, Math.min(MAX_STEP, left), input);
  return next;
}

function step(state: JugglingState, dt: number, input: JugglingInput): JugglingState {
  const half = HAND_WIDTH / 2;
  let handX = state.handX + input.direction * HAND_SPEED * dt;
  if (input.targetX !== null) {
    const gap = input.targetX - state.handX;
    handX = state.handX + Math.sign(gap) * Math.min(Math.abs(gap), HAND_SPEED * 1.5 * dt);
  }
  handX = clamp(handX, half, FIELD.width - half);
  let score = state.score;
  const balls: Ball[] = [];
  for (const ball of state.balls) {
    let { x, y, vx, vy } = ball;
    vy -= GRAVITY * dt;
    x += vx * dt;
    y += vy * dt;
    if (x < BALL_RADIUS) [x, vx] = [BALL_RADIUS, Math.abs(vx)];
    if (x > FIELD.width - BALL_RADIUS) [x, vx] = [FIELD.width - BALL_RADIUS, -Math.abs(vx)];
    if (vy < 0 && y - BALL_RADIUS <= HAND_Y && y - BALL_RADIUS > HAND_Y - 0.06 && Math.abs(x - handX) <= half + BALL_RADIUS * 0.5) {
      score += 1;
      y = HAND_Y + BALL_RADIUS;
      vy = TOSS_SPEED;
      vx = tossDrift(score);
    }
    if (y < -BALL_RADIUS) return { phase: 'over', balls: state.balls, handX, score };
    balls.push({ x, y, vx, vy });
  }
  const wanted = Math.min(MAX_BALLS, 1 + Math.floor(score / CATCHES_PER_BALL));
  if (balls.length < wanted) balls.push({ x: clamp(1 - handX, 0.15, 0.85), y: 1.05, vx: 0, vy: 0 });
  return { phase: 'playing', balls, handX, score };
}

/** The best score kept in this browser for players who are not signed in. */
export const BEST_SCORE_KEY = 'almanac.juggling.best';

export function readLocalBest(storage: Pick<Storage, 'getItem'> | undefined): number {
  const value = Number(storage?.getItem(BEST_SCORE_KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
}
