/**
 * Yields from several async iterables as values arrive, in arrival order. Ending the merged
 * iteration (a client unsubscribing) ends every source, so no change feed is left open.
 */
export async function* mergeIterables<T>(...sources: Array<AsyncIterable<T>>): AsyncGenerator<T> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const pending = new Map<number, Promise<{ index: number; result: IteratorResult<T> }>>();
  const pull = (index: number) => pending.set(index, iterators[index]!.next().then((result) => ({ index, result })));
  iterators.forEach((_, index) => pull(index));
  try {
    while (pending.size > 0) {
      const { index, result } = await Promise.race(pending.values());
      if (result.done) {
        pending.delete(index);
        continue;
      }
      pull(index);
      yield result.value;
    }
  } finally {
    await Promise.all(iterators.map((iterator) => iterator.return?.()));
  }
}
