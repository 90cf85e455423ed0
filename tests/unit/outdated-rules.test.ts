import { describe, expect, it } from 'vitest';
import { GAME_DATA_VERSION, outdatedNote } from '../../server/game-data/rules/migrations';

describe('outdatedNote', () => {
  it('marks a build made with an older version and not one made with the current one', () => {
    expect(outdatedNote(1, 2)).toBe('Made with game data v1; current is v2.');
    expect(outdatedNote(2, 2)).toBeNull();
    expect(outdatedNote(GAME_DATA_VERSION)).toBeNull();
    expect(outdatedNote(GAME_DATA_VERSION - 1)).toBe(`Made with game data v${GAME_DATA_VERSION - 1}; current is v${GAME_DATA_VERSION}.`);
  });
});
