import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, redirect, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRouter, ClientRouter } from '@/app/data-router';
import { withRouteIds } from '@/app/route-tree';
import { useBlocker, useLoaderData, useRouteError } from '@/lib/route-data';

/** The route table's runner in the browser (app/data-router.tsx), on a memory history, with routes made for each case. */

afterEach(cleanup);

/** A promise each test resolves when it chooses (a loader held open). */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Page({ name }: { name: string }) {
  const data = useLoaderData<string | undefined>();
  const location = useLocation();
  return (
    <p data-testid="page">
      {name}:{data ?? '-'}:{location.pathname}
      {location.search}
    </p>
  );
}

function Failure() {
  const error = useRouteError();
  return <p role="alert">failed: {error instanceof Error ? error.message : String(error)}</p>;
}

function Layout() {
  return (
    <>
      <Link to="/b">to b</Link>
      <Outlet />
    </>
  );
}

async function start(routes: RouteObject[], at = '/a') {
  const history = createMemoryHistory({ initialEntries: [at] });
  const router = new ClientRouter(withRouteIds(routes), history, null);
  await router.start();
  await act(async () => {
    render(<AppRouter router={router} />);
  });
  return { router, history, page: () => screen.getByTestId('page').textContent };
}

describe('the browser’s router', () => {
  it('keeps the page drawn until the next route’s loader answers, then draws it with that answer', async () => {
    const b = held<string>();
    const { router, page } = await start([
      { path: '/', Component: Layout, children: [{ path: 'a', element: <Page name="a" /> }, { path: 'b', loader: () => b.promise, element: <Page name="b" /> }] },
    ]);
    expect(page()).toBe('a:-:/a');
    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    // The loader has not answered: the old page stays, and so does the address the page reads.
    expect(page()).toBe('a:-:/a');
    expect(router.state.location.pathname).toBe('/a');
    await act(async () => b.resolve('B'));
    await waitFor(() => expect(page()).toBe('b:B:/b'));
  });

  it('follows a loader’s redirect, and keeps only the target in the history (Back returns to where it started)', async () => {
    const { router, history, page } = await start([
      { path: '/a', element: <Page name="a" /> },
      { path: '/old', loader: () => redirect('/new?from=old') },
      { path: '/new', loader: () => 'N', element: <Page name="new" /> },
    ]);
    await act(() => router.navigate('/old'));
    await waitFor(() => expect(page()).toBe('new:N:/new?from=old'));
    expect(history.location.pathname).toBe('/new');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(page()).toBe('a:-:/a'));
  });

  it('follows a redirect on the first page drawn in the browser, replacing it', async () => {
    const { history, page } = await start([{ path: '/', loader: () => redirect('/a') }, { path: '/a', element: <Page name="a" /> }], '/');
    expect(page()).toBe('a:-:/a');
    expect(history.index).toBe(0);
  });

  it('runs a loader again when the query changes unless its route says not, and never for the hash alone', async () => {
    const runs = { always: 0, never: 0 };
    const { router } = await start([
      { path: '/a', loader: () => String(++runs.always), element: <Page name="a" /> },
      { path: '/m', loader: () => String(++runs.never), shouldRevalidate: () => false, element: <Page name="m" /> },
    ]);
    expect(runs.always).toBe(1);
    await act(() => router.navigate('/a?x=1'));
    expect(runs.always).toBe(2);
    await act(() => router.navigate('/a?x=1#part'));
    expect(runs.always).toBe(2);
    await act(() => router.navigate('/m'));
    await act(() => router.navigate('/m?sort=name'));
    expect(runs.never).toBe(1);
    // The answer it gave stays drawn.
    expect(screen.getByTestId('page').textContent).toBe('m:1:/m?sort=name');
  });

  it('draws a failed loader’s error in the nearest error element, and the next navigation draws the page again', async () => {
    const { router, page } = await start([
      {
        path: '/',
        element: <Outlet />,
        errorElement: <Failure />,
        children: [
          { path: 'a', element: <Page name="a" /> },
          {
            path: 'bad',
            loader: () => {
              throw new Error('no such thing');
            },
            element: <Page name="bad" />,
          },
        ],
      },
    ]);
    await act(() => router.navigate('/bad'));
    expect(screen.getByRole('alert').textContent).toBe('failed: no such thing');
    await act(() => router.navigate('/a'));
    expect(page()).toBe('a:-:/a');
  });

  it('draws an error element for a page that throws while it renders, and tries again at the next location', async () => {
    function Broken(): never {
      throw new Error('drawn wrong');
    }
    const { router, page } = await start([
      { path: '/a', element: <Page name="a" /> },
      { path: '/broken', element: <Broken />, errorElement: <Failure /> },
    ]);
    const logged = console.error;
    console.error = () => undefined;
    try {
      await act(() => router.navigate('/broken'));
      expect(screen.getByRole('alert').textContent).toBe('failed: drawn wrong');
    } finally {
      console.error = logged;
    }
    await act(() => router.navigate('/a'));
    expect(page()).toBe('a:-:/a');
  });

  it('draws only the newest of two navigations when the older one’s loader answers last', async () => {
    const slow = held<string>();
    const { router, page } = await start([
      { path: '/a', element: <Page name="a" /> },
      { path: '/slow', loader: () => slow.promise, element: <Page name="slow" /> },
      { path: '/fast', loader: () => 'F', element: <Page name="fast" /> },
    ]);
    const first = router.navigate('/slow');
    await act(() => router.navigate('/fast'));
    await act(async () => {
      slow.resolve('S');
      await first;
    });
    expect(page()).toBe('fast:F:/fast');
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('holds a link and Back behind a blocker: Stay keeps the page and the address, Leave goes on', async () => {
    let guard = true;
    function Guarded() {
      const blocker = useBlocker(({ nextLocation }) => guard && nextLocation.pathname !== '/a');
      return (
        <>
          <Page name="a" />
          {blocker.state === 'blocked' ? (
            <div role="dialog">
              <button type="button" onClick={() => blocker.reset?.()}>
                Stay
              </button>
              <button type="button" onClick={() => blocker.proceed?.()}>
                Leave
              </button>
            </div>
          ) : null}
        </>
      );
    }
    const { router, history, page } = await start(
      [
        { path: '/start', element: <Page name="start" /> },
        { path: '/a', element: <Guarded /> },
        { path: '/b', element: <Page name="b" /> },
      ],
      '/start',
    );
    await act(() => router.navigate('/a'));
    // A link away: held.
    await act(() => router.navigate('/b'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Stay' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page()).toBe('a:-:/a');
    // Back: the history is put back where it was while the player decides.
    await act(async () => history.go(-1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(history.location.pathname).toBe('/a');
    expect(page()).toBe('a:-:/a');
    await act(async () => screen.getByRole('button', { name: 'Leave' }).click());
    await waitFor(() => expect(page()).toBe('start:-:/start'));
    expect(screen.queryByRole('dialog')).toBeNull();
    guard = false;
  });
});
