import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { Pace } from '../../server/src/store/pace';

/**
 * A background job (an account's purge) works a slice, then rests as long as it worked; while others keep the event
 * loop busy during its rests (reads waiting behind it), it rests again, up to three times, so they are served first.
 * Counted in rests, not milliseconds: the machine's load moves timers, not what the event loop was busy with.
 */
const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/** The rests the job's step takes after a 100 ms slice (long beside the noise of a loaded machine), with `others` filling the event loop meanwhile or not. */
async function restsAfterSlice(others: boolean): Promise<number> {
  const pace = new Pace(1, 10);
  busyFor(100);
  let resting = true;
  const load = (async () => {
    // Others' work in 5 ms pieces, as requests' callbacks: the loop is busy nearly all the time.
    while (others && resting) {
      busyFor(5);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const rests = await pace.step();
  resting = false;
  await load;
  return rests;
}

describe('Pace', () => {
  it('rests once, as long as the job worked, when nothing else wants the event loop', async () => {
    expect(await restsAfterSlice(false)).toBe(1);
  });

  it('rests again while others keep the event loop busy, up to three rests', async () => {
    expect(await restsAfterSlice(true)).toBe(3);
  });

  it('does not rest before a slice is worked', async () => {
    expect(await new Pace(1, 50).step()).toBe(0);
  });
});
