import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/app';

const run = promisify(execFile);

// vitest in a child process: seconds on a quiet machine, more under load.
describe('a scoped fixture whose start failed', { timeout: 120_000 }, () => {
  it('fails its own file with the error and lets the next file of the worker start its own', async () => {
    const result = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/fixtures/failed-setup/vitest.config.ts'], {
      cwd: ROOT,
      env: { ...process.env, CI: 'true' },
    }).catch((error: { stdout: string; stderr: string }) => error);
    expect(result.stdout.trim().split('\n').at(-1)).toBe('1 passed, 1 failed');
    expect(result.stderr).toContain('the first start failed');
  });
});
