import { get } from 'node:http';

/**
 * Reads a Prometheus text exposition (`/metrics`), with the bearer token when one is given, on a connection of its own
 * (`agent: false`): a kept-alive socket from a pool can be one the server closed as idle while the test was busy (a
 * heap count of many seconds), and the scrape then fails with ECONNRESET.
 */
export function scrape(url: string, token?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers: token ? { authorization: `Bearer ${token}` } : {} }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', reject);
      response.on('end', () => (response.statusCode === 200 ? resolve(text) : reject(new Error(`${url} answered ${response.statusCode}`))));
    });
    request.on('error', reject);
  });
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
