import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SUSPENDED_ALLOWED, SUSPENDED_WRITES } from '../../server/src/modules/moderation/moderation.rules';

const mutations = Object.keys(buildSchema(readFileSync('schema.graphql', 'utf8')).getMutationType()!.getFields()).sort();

describe('what a suspended account may write', () => {
  it('places every mutation of the schema in exactly one list: refused while suspended, or allowed with a reason', () => {
    const unplaced = mutations.filter((name) => !SUSPENDED_WRITES.has(name) && !(name in SUSPENDED_ALLOWED));
    const both = mutations.filter((name) => SUSPENDED_WRITES.has(name) && name in SUSPENDED_ALLOWED);
    expect({ unplaced, both }).toEqual({ unplaced: [], both: [] });
  });

  it('names no mutation the schema does not have', () => {
    const known = new Set(mutations);
    expect([...SUSPENDED_WRITES, ...Object.keys(SUSPENDED_ALLOWED)].filter((name) => !known.has(name))).toEqual([]);
  });

  it('refuses what others can see: comments, likes, publishing, the public profile, short links', () => {
    for (const name of ['addComment', 'editComment', 'likeBuild', 'publishBuild', 'updateProfile', 'createShareLink']) expect(SUSPENDED_WRITES.has(name), name).toBe(true);
    for (const name of ['deleteMyAccount', 'appealModerationDecision', 'updatePreferences', 'signOutOtherSessions']) expect(SUSPENDED_ALLOWED[name], name).toBeTruthy();
  });
});
