import { describe, expect, it } from 'vitest';
import { createResponseCache } from '../../server/src/http/cache/response-cache';

/**
 * An answer (a rendered page) read its data after sequence N; when it is stored, only a change after N that touched
 * its tags keeps it out. Every recorded change used to carry `*` (added to evict the entries of unknown content), so
 * any change at all during a render kept its page out: under 5 likes a second a slow page was never stored.
 */
describe('the response cache and the changes made while an answer was read', () => {
  const cache = () => createResponseCache({ path: '/graphql', maxBytes: 1_000_000, maxAgeSeconds: 300 });
  const answer = (tags: string[], startedAt: number) => ({ headers: { 'content-type': 'text/html' }, body: 'page', tags, maxAgeSeconds: 60, startedAt });

  it('stores an answer when the changes meanwhile touched none of its tags', () => {
    const responses = cache();
    const startedAt = responses.sequence;
    responses.evict(['Build:other', 'Query.publicBuilds']);
    responses.evict(['Rating:x']);
    expect(responses.put('page', answer(['PlayerClass:knight', 'Query.classes'], startedAt))).not.toBeNull();
  });

  it('keeps it out when one of them touched its tags, or evicted everything', () => {
    const responses = cache();
    let startedAt = responses.sequence;
    responses.evict(['PlayerClass:knight']);
    expect(responses.put('page', answer(['PlayerClass:knight'], startedAt))).toBeNull();
    startedAt = responses.sequence;
    responses.evict(['*']);
    expect(responses.put('page', answer(['PlayerClass:knight'], startedAt))).toBeNull();
  });

  it('keeps a page whose only touched tags are its shared part, and still evicts one of unknown content', () => {
    const responses = cache();
    const startedAt = responses.sequence;
    responses.evict(['Query.topBuilds']);
    const shared = (tag: string) => tag === 'Query.topBuilds';
    expect(responses.put('page', { ...answer(['PlayerClass:knight', 'Query.topBuilds'], startedAt), shared })).not.toBeNull();
    expect(responses.put('unknown', answer([], responses.sequence))).not.toBeNull();
    expect(responses.size).toBe(2);
    responses.evict(['Build:other']);
    expect(responses.size).toBe(1);
  });
});
