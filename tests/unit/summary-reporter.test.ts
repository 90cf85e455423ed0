import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/app';

const run = promisify(execFile);

/** Runs vitest on one fixture of tests/fixtures/reporter with only the summary reporter; resolves with its last line. */
async function closingLine(fixture: string): Promise<string> {
  const result = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/fixtures/reporter/vitest.config.ts'], {
    cwd: ROOT,
    env: { ...process.env, FIXTURE: `${fixture}.fixture.ts`, CI: 'true' },
  }).catch((error: { stdout: string }) => error);
  return result.stdout.trim().split('\n').at(-1) ?? '';
}

describe('summary reporter closing line', () => {
  it('counts passing tests when nothing fails', async () => {
    expect(await closingLine('healthy')).toBe('1 passed, 0 failed');
  });

  it('counts a throwing beforeAll as one failure, not as skipped tests', async () => {
    expect(await closingLine('broken-before-all')).toBe('0 passed, 1 failed');
  });

  it('counts a throwing afterAll as a failure beside the tests that passed', async () => {
    expect(await closingLine('broken-after-all')).toBe('1 passed, 1 failed');
  });

  it('counts a module that fails to load as a failure', async () => {
    expect(await closingLine('broken-module')).toBe('0 passed, 1 failed');
  });

  it('counts an unhandled rejection as a failure', async () => {
    expect(await closingLine('unhandled-rejection')).toBe('1 passed, 1 failed');
  });
});
