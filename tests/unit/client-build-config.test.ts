import { describe, expect, it } from 'vitest';
import type { UserConfig, UserConfigFnObject } from 'vite';
import viteConfig from '../../client/vite.config';

describe('the client build (F20)', () => {
  const build = (mode: string) => ((viteConfig as UserConfigFnObject)({ mode, command: 'build' }) as UserConfig).build!;

  it('ships no source maps in the production build, and keeps them in development builds', () => {
    expect(build('production').sourcemap).toBe(false);
    expect(build('development').sourcemap).toBe(true);
  });
});
