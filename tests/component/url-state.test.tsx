import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRouter, ClientRouter } from '@/app/data-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlState } from '@/lib/url-state';

afterEach(cleanup);

/** A sort header as the maps' lists have one: each press turns the order round (lib/url-state.ts's toggle). */
function SortHeader({ slow = false }: { slow?: boolean }) {
  const [url, setUrl] = useUrlState({ sort: 'rent', dir: 'asc' });
  return (
    <>
      <button type="button" data-dir={url.dir} onClick={() => setUrl((current) => ({ dir: current.dir === 'asc' ? 'desc' : 'asc' }))}>
        Rent
      </button>
      {slow && <SlowPart />}
    </>
  );
}

/**
 * A part that takes 15 ms to draw, as a long list does on a slow phone: longer than React's 5 ms slice, so React hands
 * the page back to the browser between drawing an address and running the effects that follow it.
 */
function SlowPart() {
  const end = performance.now() + 15;
  while (performance.now() < end);
  return null;
}

describe('page state in the query string', () => {
  it('counts every press of a toggle, also one that comes while the route’s loader for the last press still runs', async () => {
    // A route with a loader (the maps' routes have one): a change of the query string runs it again, and while it runs
    // the page keeps the address before the change.
    const held: Array<() => void> = [];
    let hold = false;
    const router = new ClientRouter(
      [{ id: '0', path: '/', loader: () => (hold ? new Promise<null>((resolve) => held.push(() => resolve(null))) : null), Component: SortHeader }],
      createMemoryHistory({ initialEntries: ['/'] }),
      null,
    );
    await router.start();
    render(<AppRouter router={router} />);
    const header = await screen.findByRole('button', { name: 'Rent' });
    hold = true;
    // First press: its navigation waits on the loader; the page still shows "asc".
    await act(async () => header.click());
    expect(held).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    // Second press before the first one's address is there: it must turn round the order the first press asked for.
    await act(async () => header.click());
    hold = false;
    await act(async () => {
      for (const release of held.splice(0)) release();
    });
    // Third press: descending again, if none was lost (a lost second press leaves it ascending).
    await act(async () => header.click());
    await act(async () => {
      for (const release of held.splice(0)) release();
    });
    // (The third press's navigation ends a few tasks later: waited for, not assumed done with the act.)
    await waitFor(() => expect(router.state.location.search).toBe('?dir=desc'));
    expect(header.getAttribute('data-dir')).toBe('desc');
    router.stop();
  });

  it('counts a press that comes once the last one’s order is drawn but before the page has run what follows the drawing', async () => {
    const router = new ClientRouter([{ id: '0', path: '/', Component: () => <SortHeader slow /> }], createMemoryHistory({ initialEntries: ['/'] }), null);
    await router.start();
    render(<AppRouter router={router} />);
    const header = await screen.findByRole('button', { name: 'Rent' });
    // Each press as soon as the order the one before asked for is on the page (the earliest a player can see it),
    // which on a slow page is before React has run the effects of that drawing.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      seen.push(header.getAttribute('data-dir')!);
      if (seen.length < 3) header.click();
    });
    observer.observe(header, { attributes: true, attributeFilter: ['data-dir'] });
    header.click();
    // Three presses: descending, ascending, descending (a lost third press leaves it ascending).
    await waitFor(() => expect(seen).toEqual(['desc', 'asc', 'desc']));
    await waitFor(() => expect(router.state.location.search).toBe('?dir=desc'));
    observer.disconnect();
    router.stop();
  });
});
