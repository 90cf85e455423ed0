import { performance } from 'node:perf_hooks';
import { COSTLY_DOCUMENTS } from './costly-documents';
import { processCpuMicros } from './harness';

const ONE_MB = 1024 * 1024;
/** The target: no anonymous request under 2 KB makes more than 1 MB of answer or 100 ms of server time. */
const TARGET_MS = 100;
const RUNS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  name: string;
  requestBytes: number;
  answerBytes: number;
  outcome: string;
  wallMedianMs: number;
  wallMaxMs: number;
  cpuMs: number;
}

async function post(url: string, body: string) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  const code = /"code":"([A-Z_]+)"/.exec(text.slice(0, 2000))?.[1];
  return { ms: performance.now() - started, bytes: Buffer.byteLength(text), outcome: response.status === 200 && !code ? '200' : `${response.status} ${code ?? ''}`.trim() };
}

/**
 * The query cost: sends each of the worst anonymous documents found
 * (costly-documents.ts, each under 2 KB) to the running production server, one at a time, RUNS
 * times after one warm-up, and prints each answer's size, what the server answered, the time to
 * the whole answer (loopback: the server's time) and the server process's CPU per request; then
 * four of the largest at once while /healthz is probed. Prints figures only.
 */
export async function runQueryCostBench(url: string, pid: number | undefined): Promise<string[]> {
  const rows: Row[] = [];
  for (const document of COSTLY_DOCUMENTS) {
    const body = JSON.stringify({ query: document.query });
    await post(url, body);
    const times: number[] = [];
    let last = await post(url, body);
    const cpuBefore = processCpuMicros(pid);
    for (let run = 0; run < RUNS; run += 1) {
      last = await post(url, body);
      times.push(last.ms);
    }
    const cpuMs = (processCpuMicros(pid) - cpuBefore) / 1000 / RUNS;
    rows.push({ name: document.name, requestBytes: Buffer.byteLength(body), answerBytes: last.bytes, outcome: last.outcome, wallMedianMs: median(times), wallMaxMs: Math.max(...times), cpuMs });
  }
  const answered = rows.filter((row) => row.outcome === '200');
  const largest = answered.reduce((a, b) => (b.answerBytes > a.answerBytes ? b : a));
  const slowest = rows.reduce((a, b) => (b.wallMedianMs > a.wallMedianMs ? b : a));
  const busiest = rows.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));

  // Four of the largest answer at once, as the re-test sent its five-alias query, with /healthz probed meanwhile.
  const worstBody = JSON.stringify({ query: COSTLY_DOCUMENTS.find((document) => document.name === largest.name)!.query });
  let probing = true;
  const probes: number[] = [];
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${url}/healthz`).then((response) => response.text());
      probes.push(performance.now() - started);
    }
  })();
  const parallelStart = performance.now();
  await Promise.all(Array.from({ length: 4 }, () => post(url, worstBody)));
  const parallelMs = performance.now() - parallelStart;
  probing = false;
  await probe;

  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const lines = [
    `\nQuery cost (the target: an anonymous request under 2 KB makes at most 1 MB of answer and ${TARGET_MS} ms of server time); ${RUNS} runs each, one at a time:`,
    `${'document'.padEnd(40)} ${pad('request B', 9)} ${pad('answer B', 9)} ${'answer'.padEnd(20)} ${pad('p50 ms', 7)} ${pad('max ms', 7)} ${pad('CPU ms', 7)}`,
    ...rows.map(
      (row) =>
        `${row.name.padEnd(40)} ${pad(row.requestBytes, 9)} ${pad(row.answerBytes, 9)} ${row.outcome.padEnd(20)} ${pad(row.wallMedianMs.toFixed(1), 7)} ${pad(row.wallMaxMs.toFixed(1), 7)} ${pad(Number.isNaN(row.cpuMs) ? 'n/a' : row.cpuMs.toFixed(1), 7)}`,
    ),
    `Largest answer: ${(largest.answerBytes / 1024).toFixed(0)} KB (${largest.name}), ${((100 * largest.answerBytes) / ONE_MB).toFixed(0)} % of 1 MB.`,
    `Slowest: ${slowest.wallMedianMs.toFixed(1)} ms median to the whole answer (${slowest.name}); most server CPU: ${busiest.cpuMs.toFixed(1)} ms a request (${busiest.name}); target ${TARGET_MS} ms.`,
    `Refused before running: ${rows.filter((row) => row.outcome.includes('QUERY_TOO_COSTLY')).length} of ${rows.length} documents; the worst refusal took ${Math.max(...rows.filter((row) => row.outcome !== '200').map((row) => row.wallMedianMs)).toFixed(1)} ms.`,
    `Four "${largest.name}" at once: ${parallelMs.toFixed(0)} ms for all four; /healthz meanwhile: ${probes.length} probes, slowest ${Math.max(...probes).toFixed(0)} ms.`,
  ];
  return lines;
}
