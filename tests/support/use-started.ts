/**
 * A scoped fixture's body: starts the value, hands it to the tests, stops it after them. When the
 * start fails, the tests get a stand-in whose every use throws the start's error, rather than the
 * fixture rejecting: vitest keeps a file or worker fixture's rejected setup and hands it to every
 * later file of the worker (with `isolate: false`, vitest-dev/vitest#11237), so one server that
 * did not start would fail every browser file after it. This way the file whose start failed
 * fails with that error, and the next file starts its own.
 */
export async function useStarted<T extends object>(start: () => Promise<T>, use: (value: T) => Promise<void>, stop: (value: T) => Promise<unknown>): Promise<void> {
  const started = await start().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('error' in started) {
    await use(failedStart<T>(started.error));
    return;
  }
  await use(started.value);
  await stop(started.value);
}

/** An object whose every property throws `error` (but `then`, so that handing it on as a promise's value does not read it as a promise). */
function failedStart<T extends object>(error: unknown): T {
  return new Proxy({} as T, {
    get(_target, property) {
      if (property === 'then' || typeof property === 'symbol') return undefined;
      throw error;
    },
  });
}
