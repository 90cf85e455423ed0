import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Where each benchmarked server listens. */
export interface BenchTargets {
  /** Express with one JSON route: the baseline every ratio is taken against. */
  bare: string;
  /** The real Almanac server on a fresh embedded store. */
  almanac: string;
  /**
   * A second Almanac server outside production, for scenarios that need signed-in players
   * (the development sign-in is refused in production).
   */
  almanacDev: string;
  /**
   * The same production server with FAST_PATHS=off (every request through Express and Apollo Server): the serving
   * rows again on it say what the fast paths buy. Started only when those rows run.
   */
  almanacPlain?: string;
  /** A production Almanac server whose store holds a build with 100,000 likes and 10,000 comments. */
  almanacHeavy: string;
  /** A development server on seeded demo data, started only for the busy evening (signed-in likes and comments on real builds). */
  almanacEvening?: string;
  /** Process id of the development server (for memory figures). */
  almanacDevPid?: number;
  /**
   * The server the WebSocket rows open their sockets on: the esbuild bundle (`npm run build:server`)
   * under plain node, as production runs it, in development mode for the development sign-in its
   * likes use; started only when one of those rows runs. Its inspector listens on loopback for the
   * heap figures.
   */
  almanacSockets?: { url: string; pid: number; inspectPort: number };
  /** Process ids of the servers, for the CPU time each request costs them. */
  pids?: Partial<Record<HttpRequestSpec['target'] | 'almanacEvening', number>>;
}

export interface BenchSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** One row of the results table. Scenarios that do not measure throughput leave it null. */
export interface Figures {
  requestsPerSecond: number | null;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts, non-2xx answers or wrong answers. */
  failures: number;
  /**
   * Server CPU time (user and system) per request, in microseconds: unlike requests per second it
   * hardly depends on what else runs on the machine, so its ratio to the bare route's holds on a
   * busy one.
   */
  cpuMicrosPerRequest?: number;
  note?: string;
}

/**
 * A benchmark: anything that measures and returns figures. HTTP load tests use
 * {@link httpScenario}; others (WebSocket fan-out, in-process timings) implement `measure`.
 */
export interface Scenario {
  name: string;
  /** The target this row is held to, printed beside the figures (e.g. `>= 80 % of bare, p99 < 50 ms`). */
  target?: string;
  /** The row every ratio is taken against (exactly one scenario). */
  baseline?: boolean;
  measure(targets: BenchTargets, settings: BenchSettings): Promise<Figures>;
}

export interface HttpRequestSpec {
  target: 'bare' | 'almanac' | 'almanacDev' | 'almanacHeavy' | 'almanacPlain';
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Checks one answer before the load starts, so a benchmark never measures an error page. */
  check(status: number, body: string): string | null;
  /** Runs once before the first check (e.g. registers a persisted query). */
  prepare?(baseUrl: string): Promise<void>;
}

async function send(url: string, spec: HttpRequestSpec): Promise<{ status: number; body: string }> {
  const response = await fetch(url + spec.path, { method: spec.method, headers: spec.headers, body: spec.body });
  return { status: response.status, body: await response.text() };
}

/** autocannon against one route: a short warm-up, then the measured run. */
export function httpScenario(name: string, spec: HttpRequestSpec, options: { baseline?: boolean; target?: string } = {}): Scenario {
  return {
    name,
    baseline: options.baseline,
    target: options.target,
    async measure(targets, settings) {
      const url = targets[spec.target];
      if (!url) throw new Error(`${name}: its server (${spec.target}) was not started`);
      await spec.prepare?.(url);
      const first = await send(url, spec);
      const problem = spec.check(first.status, first.body);
      if (problem) throw new Error(`${name}: the answer before the load is wrong: ${problem}`);
      const request = { url: url + spec.path, method: spec.method, headers: spec.headers, body: spec.body, connections: settings.connections };
      if (settings.warmupSeconds > 0) await autocannon({ ...request, duration: settings.warmupSeconds });
      const pid = targets.pids?.[spec.target];
      const cpuBefore = processCpuMicros(pid);
      const result = await autocannon({ ...request, duration: settings.durationSeconds });
      const cpuMicros = processCpuMicros(pid) - cpuBefore;
      const last = await send(url, spec);
      const after = spec.check(last.status, last.body);
      return {
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failures: result.errors + result.non2xx + (after ? 1 : 0),
        cpuMicrosPerRequest: Number.isFinite(cpuMicros) && result.requests.total > 0 ? cpuMicros / result.requests.total : undefined,
        note: after ? `wrong answer after the load: ${after}` : undefined,
      };
    },
  };
}

/** CPU time (user and system, µs) a process has used so far, from /proc (Linux); NaN elsewhere or without a pid. */
export function processCpuMicros(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** A port that was free a moment ago, for a child server. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a server as its own process (so the load generator does not share its event loop)
 * and resolves once `readyPath` answers 200. Its output is discarded: reading it would cost
 * this process time during the measurement.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  cwd: string,
  /** Node's options before the script: TypeScript through tsx unless a built script says otherwise. */
  nodeOptions: string[] = ['--import', 'tsx'],
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, script], {
    cwd,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${readyPath} within 60 s:\n${stderr}`);
    }
    const ready = await fetch(url + readyPath).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface ScenarioResult extends Figures {
  name: string;
  target?: string;
  /** Requests per second divided by the baseline's; null without throughput figures. */
  ratio: number | null;
  /** The baseline's CPU per request divided by this one's (the same ratio, by CPU); null without CPU figures. */
  cpuRatio: number | null;
}

/** Runs every scenario in turn; a scenario that throws gets a row saying why instead of figures. */
export async function runScenarios(scenarios: Scenario[], targets: BenchTargets, settings: BenchSettings): Promise<ScenarioResult[]> {
  const measured: Array<{ scenario: Scenario; figures: Figures }> = [];
  for (const scenario of scenarios) {
    process.stderr.write(`… ${scenario.name}\n`);
    try {
      measured.push({ scenario, figures: await scenario.measure(targets, settings) });
    } catch (error) {
      measured.push({ scenario, figures: { requestsPerSecond: null, p50Ms: Number.NaN, p99Ms: Number.NaN, failures: 1, note: (error as Error).message } });
    }
  }
  const baseline = measured.find((m) => m.scenario.baseline)?.figures.requestsPerSecond ?? null;
  const baselineCpu = measured.find((m) => m.scenario.baseline)?.figures.cpuMicrosPerRequest;
  return measured.map(({ scenario, figures }) => ({
    name: scenario.name,
    target: scenario.target,
    ...figures,
    ratio: baseline && figures.requestsPerSecond !== null ? figures.requestsPerSecond / baseline : null,
    cpuRatio: baselineCpu && figures.cpuMicrosPerRequest ? baselineCpu / figures.cpuMicrosPerRequest : null,
  }));
}

const fixed = (value: number | null, digits: number) => (value === null || Number.isNaN(value) ? '—' : value.toFixed(digits));

/** The results as an aligned text table, followed by any notes. */
export function formatTable(results: ScenarioResult[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'CPU µs/req', 'vs bare by CPU', 'failures', 'target'];
  const rows = results.map((r) => [
    r.name,
    fixed(r.requestsPerSecond, 0),
    fixed(r.p50Ms, 1),
    fixed(r.p99Ms, 1),
    r.ratio === null ? '—' : `${(r.ratio * 100).toFixed(0)} %`,
    fixed(r.cpuMicrosPerRequest ?? null, 0),
    r.cpuRatio === null ? '—' : `${(r.cpuRatio * 100).toFixed(0)} %`,
    String(r.failures),
    r.target ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  const notes = results.filter((r) => r.note).map((r) => `note: ${r.name}: ${r.note}`);
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line), ...notes].join('\n');
}

/**
 * Builds the server bundle into dist/bench-server (its packages resolve from the project's
 * node_modules) and returns its entry: every bench server runs it under plain node, as production
 * does, never through tsx.
 */
export function buildServerBundle(): string {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const outdir = join(root, 'dist/bench-server');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'server/build.ts', '--outdir', outdir], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`Building the server bundle failed:\n${built.stderr}`);
  return join(outdir, 'index.js');
}
