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
    const refused = ['addComment', 'editComment', 'likeBuild', 'publishBuild', 'updateProfile', 'createShareLink'];
    expect(refused.filter((name) => !SUSPENDED_WRITES.has(name))).toEqual([]);
    const allowed = ['deleteMyAccount', 'appealModerationDecision', 'updatePreferences', 'signOutOtherSessions'];
    expect(allowed.filter((name) => !SUSPENDED_ALLOWED[name])).toEqual([]);
  });
});
