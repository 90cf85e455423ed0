import { readFile } from 'node:fs/promises';

/**
 * The work a bench's server did, read beside it: its CPU time (every thread: the render worker's too) from
 * `/proc/<pid>/stat`, and counts from its own Prometheus metrics (`/metrics` with `METRICS_TOKEN`). Counts of work
 * (entries evicted, misses, renders, store operations) hardly depend on what else runs on the machine; wall-clock
 * times do.
 */
export interface ServerWork {
  cpuSeconds: number;
  /** Sum of each sample's value by `name{labels}` as the endpoint prints it. */
  samples: Map<string, number>;
}

/** Linux's clock ticks a second (`getconf CLK_TCK`), in which /proc gives CPU times. */
const TICKS_PER_SECOND = 100;

async function cpuSecondsOf(pid: number): Promise<number> {
  try {
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis are counted from there.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export async function readServerWork({ url, token, pid }: { url: string; token: string; pid: number }): Promise<ServerWork> {
  const [cpuSeconds, text] = await Promise.all([
    cpuSecondsOf(pid),
    fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) => (r.ok ? r.text() : '')),
  ]);
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return { cpuSeconds, samples };
}

/** The sum of the samples of `name` whose labels include every one of `labels` (`kind="page"`), after minus before. */
function delta(before: ServerWork, after: ServerWork, name: string, ...labels: string[]): number {
  const sum = (work: ServerWork) => {
    let total = 0;
    for (const [key, value] of work.samples) {
      const brace = key.indexOf('{');
      if ((brace < 0 ? key : key.slice(0, brace)) !== name || !labels.every((label) => key.includes(label))) continue;
      total += value;
    }
    return total;
  };
  return sum(after) - sum(before);
}

/** One line of what the server did between two readings. */
export function workBetween(before: ServerWork, after: ServerWork): string {
  const d = (name: string, ...labels: string[]) => delta(before, after, name, ...labels).toLocaleString('en');
  return [
    `${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} CPU-s`,
    `${d('almanac_store_operation_duration_seconds_count')} store operations`,
    `${d('almanac_change_feed_events_total')} changes heard`,
    `${d('almanac_response_cache_evictions_total')} cache entries evicted`,
    `GraphQL GETs ${d('almanac_response_cache_lookups_total', 'kind="graphql"', 'result="hit"')} hit / ${d('almanac_response_cache_lookups_total', 'kind="graphql"', 'result="miss"')} missed`,
    `pages ${d('almanac_response_cache_lookups_total', 'kind="page"', 'result="hit"')} hit / ${d('almanac_response_cache_lookups_total', 'kind="page"', 'result="miss"')} not (stale or drawn)`,
    `${d('almanac_renders_total', 'result="rendered"')} renders`,
  ].join(', ');
}
