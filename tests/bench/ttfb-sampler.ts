/**
 * The time to first byte of rendered pages, sampled from a process of its own (forked by interactions.ts): the bench's
 * own process also drives Chromium and the busy evening's load, so an answer's first byte may wait there for its event
 * loop, and would be counted as the server's. This process does nothing else: it reads `pages` in turn at `perSecond`
 * (an open loop, as the one it replaces) until its parent sends "stop", then sends back each page's times.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openLoop, readFirstByte } from './steady-reads';

export interface SamplerRequest { url: string; pages: string[]; perSecond: number }
export interface SamplerResult { times: Record<string, number[]>; failures: Record<string, string[]>; unsent: number; loopDelayP99: number }

function sample({ url, pages, perSecond }: SamplerRequest): () => Promise<SamplerResult> {
  const times: Record<string, number[]> = Object.fromEntries(pages.map((page) => [page, []]));
  const failures: Record<string, string[]> = Object.fromEntries(pages.map((page) => [page, []]));
  const readPage = (i: number) => {
    const page = pages[i % pages.length]!;
    return readFirstByte(url + page, times[page]!, failures[page]!);
  };
  const unsent: string[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const stop = openLoop(perSecond, 100, readPage, unsent);
  return async () => {
    await stop();
    loopDelay.disable();
    return { times, failures, unsent: unsent.length, loopDelayP99: loopDelay.percentile(99) / 1e6 };
  };
}

if (process.send) {
  let stop: (() => Promise<SamplerResult>) | null = null;
  process.on('message', (message: { start?: SamplerRequest; stop?: true }) => {
    if (message.start) stop = sample(message.start);
    else if (message.stop && stop) void stop().then((result) => process.send!({ result }, () => process.exit(0)));
  });
  process.send({ ready: true });
}
