import { execFileSync } from 'node:child_process';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Loading } from '../../client/src/components/ui/Loading';

describe('the one loading placeholder', () => {
  it('is a busy status region with the class the route checks wait on', () => {
    expect(renderToStaticMarkup(<Loading />)).toBe('<p class="loading" role="status" aria-busy="true">Loading…</p>');
    expect(renderToStaticMarkup(<Loading>Loading the items…</Loading>)).toBe('<p class="loading" role="status" aria-busy="true">Loading the items…</p>');
  });
  it('is the only element of the client with the class loading', () => {
    const found = execFileSync('git', ['grep', '-l', '--untracked', 'className="loading"', '--', 'client/src'], { encoding: 'utf8' }).trim().split('\n');
    expect(found).toEqual(['client/src/components/ui/Loading.tsx']);
  });
});
