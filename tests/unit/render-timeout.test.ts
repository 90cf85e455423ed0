import { describe, expect, it } from 'vitest';
import { isRenderTimeout, RenderTimeoutError } from '../../server/src/http/pages/render-pool';

describe('a render that runs out of time (logged as a warning, the page sent unrendered)', () => {
  it('is the pool\'s own timeout and an in-process render\'s AbortSignal.timeout, and nothing else', async () => {
    const signal = AbortSignal.timeout(1);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect({
      pool: isRenderTimeout(new RenderTimeoutError()),
      signal: isRenderTimeout(signal.reason),
      aborted: isRenderTimeout(new DOMException('stopped', 'AbortError')),
      fault: isRenderTimeout(new TypeError('Cannot read properties of undefined')),
      sameMessage: isRenderTimeout(new Error('Rendering the page took too long')),
      nothing: isRenderTimeout(undefined),
    }).toEqual({ pool: true, signal: true, aborted: false, fault: false, sameMessage: false, nothing: false });
  });
});
