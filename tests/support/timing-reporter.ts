import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTiming {
  project: string;
  file: string;
  /** When the file started and ended, milliseconds since the epoch. */
  start: number;
  end: number;
}

/**
 * Where a run's time went, in a few lines: per project its files, its span on the clock (first
 * file started to last file ended: what it adds to the run when it runs alone) and the sum of its
 * files' times; then the slowest files. CI prints only the end of a run's log, so this sits just
 * above the closing line, short enough to stay in view.
 */
export function timingTable(timings: ReadonlyArray<FileTiming>, slowest = 12): string {
  if (timings.length === 0) return '';
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
  const projects = new Map<string, FileTiming[]>();
  for (const timing of timings) projects.set(timing.project, [...(projects.get(timing.project) ?? []), timing]);
  const lines = ['Time per project (span on the clock; sum of its files):'];
  for (const [project, files] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
    const span = Math.max(...files.map((file) => file.end)) - Math.min(...files.map((file) => file.start));
    const sum = files.reduce((total, file) => total + (file.end - file.start), 0);
    lines.push(`  ${project || '(no project)'}: ${files.length} file${files.length === 1 ? '' : 's'}, ${seconds(span)}; ${seconds(sum)}`);
  }
  lines.push(`Slowest files:`);
  for (const file of [...timings].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, slowest)) {
    lines.push(`  ${seconds(file.end - file.start).padStart(6)}  ${file.project ? `${file.project}: ` : ''}${file.file}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Prints {@link timingTable} at the end of a run (before the summary reporter's closing line). */
export default class TimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly timings: FileTiming[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now();
    this.timings.push({ project: module.project.name, file: relative(process.cwd(), module.moduleId), start: this.started.get(module.id) ?? end, end });
  }

  onTestRunEnd(): void {
    process.stdout.write(`\n${timingTable(this.timings)}`);
  }
}
