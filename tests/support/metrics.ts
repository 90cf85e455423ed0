/** Reads a Prometheus text exposition (`/metrics`), with the bearer token when one is given. */
export async function scrape(url: string, token?: string): Promise<string> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The value of the series `name` whose labels are exactly `labels` (0 when there is none yet, as
 * a counter that never moved has no series).
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).sort(([a], [b]) => a.localeCompare(b));
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = [...(match[2] ?? '').matchAll(/([A-Za-z_][A-Za-z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key!, value!.replace(/\\(.)/g, '$1')]);
    found.sort(([a], [b]) => a!.localeCompare(b!));
    if (JSON.stringify(found) === JSON.stringify(wanted)) return Number(match[3]);
  }
  return 0;
}
