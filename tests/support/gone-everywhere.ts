import { expect } from 'vitest';
import { surfacesHolding, type SurfaceTarget } from './surfaces';

export { surfacesHolding, type SurfaceTarget } from './surfaces';

/**
 * Waits (up to `withinMs`, 60 s by default: what a deletion promises) until no surface holds
 * `needle`; fails naming those that still do.
 */
export async function expectGoneEverywhere(target: SurfaceTarget, needle: string, withinMs = 60_000): Promise<void> {
  const end = Date.now() + withinMs;
  let holding: string[] = [];
  for (;;) {
    holding = await surfacesHolding(target, needle);
    if (holding.length === 0 || Date.now() >= end) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(holding, `"${needle}" is still on: ${holding.join(', ')}`).toEqual([]);
}
