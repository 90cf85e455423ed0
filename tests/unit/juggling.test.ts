import { describe, expect, it } from 'vitest';
import {
  advance, BALL_RADIUS, CATCHES_PER_BALL, HAND_WIDTH, HAND_Y, MAX_BALLS, newGame, readLocalBest, start, tossDrift, TOSS_SPEED,
  type JugglingInput, type JugglingState,
} from '../../client/src/features/content/juggling';

const still: JugglingInput = { direction: 0, targetX: null };

/** Runs the game in 1/60 s frames until `until` holds or `seconds` pass. */
function run(state: JugglingState, seconds: number, input = still, until: (s: JugglingState) => boolean = () => false): JugglingState {
  let current = state;
  for (let t = 0; t < seconds && current.phase === 'playing' && !until(current); t += 1 / 60) current = advance(current, 1 / 60, input);
  return current;
}

describe('juggling rules', () => {
  it('waits for a start: advancing a new game changes nothing', () => {
    const game = newGame();
    expect(advance(game, 1, still)).toBe(game);
    expect(game).toMatchObject({ phase: 'ready', score: 0, balls: [] });
  });

  it('drops the first mushroom onto the waiting hands: one catch, tossed back up', () => {
    const caught = run(start(newGame()), 3, still, (s) => s.score === 1);
    expect(caught.phase).toBe('playing');
    expect(caught.score).toBe(1);
    expect(caught.balls[0]!.vy).toBeCloseTo(TOSS_SPEED);
    expect(caught.balls[0]!.vx).toBe(tossDrift(1));
  });

  it('ends the game when a mushroom falls past the hands, keeping the score', () => {
    const caught = run(start(newGame()), 3, still, (s) => s.score === 1);
    const over = run(caught, 10, { direction: -1, targetX: null });
    expect(over.phase).toBe('over');
    expect(over.score).toBe(1);
    expect(advance(over, 1, still)).toBe(over);
  });

  it('keeps catching when the hands follow the mushroom', () => {
    let game = start(newGame());
    for (let frame = 0; frame < 60 * 40 && game.phase === 'playing'; frame += 1) {
      const lowest = [...game.balls].filter((b) => b.vy < 0).sort((a, b) => a.y - b.y)[0] ?? game.balls[0]!;
      game = advance(game, 1 / 60, { direction: 0, targetX: lowest.x });
    }
    expect(game.score).toBeGreaterThan(5);
  });

  it('adds a mushroom every ten catches, up to the most', () => {
    const game: JugglingState = { phase: 'playing', handX: 0.5, score: CATCHES_PER_BALL * 99, balls: [{ x: 0.5, y: 0.5, vx: 0, vy: 1 }] };
    let next = game;
    for (let i = 0; i < MAX_BALLS + 2; i += 1) next = advance(next, 1 / 60, still);
    expect(next.balls.length).toBe(MAX_BALLS);
  });

  it('keeps the hands inside the field', () => {
    const game = run(start(newGame()), 2, { direction: -1, targetX: null });
    expect(game.handX).toBeGreaterThanOrEqual(HAND_WIDTH / 2);
    const right = advance({ ...start(newGame()), handX: 0.9 }, 0.5, { direction: 1, targetX: null });
    expect(right.handX).toBeLessThanOrEqual(1 - HAND_WIDTH / 2);
  });

  it('does not let a slow frame tunnel a mushroom through the hands', () => {
    const game: JugglingState = { phase: 'playing', handX: 0.5, score: 0, balls: [{ x: 0.5, y: HAND_Y + BALL_RADIUS + 0.2, vx: 0, vy: -1.5 }] };
    expect(advance(game, 0.5, still).score).toBe(1);
  });

  it('ignores a negative or not-a-number time step', () => {
    const game = start(newGame());
    expect(advance(game, -1, still)).toBe(game);
    expect(advance(game, Number.NaN, still)).toBe(game);
  });

  it('reads the browser best score, zero for anything that is not a positive whole number', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(readLocalBest(storage('12'))).toBe(12);
    expect(readLocalBest(storage(null))).toBe(0);
    expect(readLocalBest(storage('-3'))).toBe(0);
    expect(readLocalBest(storage('1.5'))).toBe(0);
    expect(readLocalBest(storage('abc'))).toBe(0);
    expect(readLocalBest(undefined)).toBe(0);
  });
});
