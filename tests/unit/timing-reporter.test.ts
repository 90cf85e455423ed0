import { describe, expect, it } from 'vitest';
import { timingTable, type FileTiming } from '../support/timing-reporter';

const at = (project: string, file: string, start: number, end: number): FileTiming => ({ project, file, start: start * 1000, end: end * 1000 });

describe('timing table at the end of a run', () => {
  it('gives each project its span on the clock and the sum of its files, then the slowest files first', () => {
    const table = timingTable([at('api', 'tests/api/a.test.ts', 0, 10), at('api', 'tests/api/b.test.ts', 0, 30), at('e2e', 'tests/e2e/c.test.ts', 30, 50)], 2);
    expect(table.split('\n')).toEqual([
      'Time per project (span on the clock; sum of its files):',
      '  api: 2 files, 30 s; 40 s',
      '  e2e: 1 file, 20 s; 20 s',
      'Slowest files:',
      '    30 s  api: tests/api/b.test.ts',
      '    20 s  e2e: tests/e2e/c.test.ts',
      '',
    ]);
  });

  it('prints nothing for a run without files', () => {
    expect(timingTable([])).toBe('');
  });
});
