import { startTransition, useLayoutEffect, useState } from 'react';
import {
  createPath,
  matchRoutes,
  NavigationType,
  Router,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type LoaderFunctionArgs,
  type Location,
  type Navigator,
  type Path,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router';
import { BlockersContext, IDLE_BLOCKER, type Blocker, type BlockerFunction, type Blockers } from '@/lib/route-data';
import { RouteTree, type RouteState } from './route-tree';

/**
 * The route table's runner in the browser.
 *
 * React Router's data router (`createBrowserRouter`) is 30 KB gzip of the first JavaScript every page loads; its
 * declarative core (`<Router>`, links, `useNavigate`, `useSearchParams`, matching) is 14 KB. The site uses a small part
 * of what the data router adds (fetchers, actions, forms, revalidation after actions, view transitions, middleware
 * and route discovery are unused), so the browser keeps the declarative core and this file does the rest, with the
 * data router's meaning: a navigation loads the matched routes' lazy modules and runs their loaders before the new
 * page is drawn (the old one stays until then), a loader's `redirect()` goes on to its target, a route's
 * `shouldRevalidate` decides whether its loader runs again, an error is drawn by the nearest `errorElement`, and a
 * blocker holds a navigation (Back and Forward included). The server still answers with React Router's static
 * handler (entry-server.tsx: HTTP redirects, the loaders awaited) and draws the matches it returns with `RouteTree`
 * (route-tree.tsx), as the browser does.
 */

/** What this runner needs of a history (React Router's browser and memory histories). */
export interface RouterHistory {
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location; delta: number | null }) => void): () => void;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  createHref(to: To): string;
  encodeLocation?(to: To): Path;
}

/** A loader's answer: a redirect's target, or its data. */
type Loaded = { redirect: string } | { data: unknown };

/** Whether a thrown or returned value is a redirect `Response` (React Router's `redirect()`), and where to. */
function redirectOf(value: unknown): string | null {
  if (!(value instanceof Response) || value.status < 300 || value.status > 399) return null;
  return value.headers.get('Location');
}

async function runLoader(route: RouteObject, match: RouteMatch, location: Location, signal: AbortSignal, href: (to: To) => string): Promise<Loaded> {
  const loader = route.loader as ((args: LoaderFunctionArgs) => unknown) | undefined;
  if (typeof loader !== 'function') return { data: undefined };
  const request = new Request(new URL(href(location), window.location.origin), { signal });
  try {
    const value = await loader({ request, params: match.params, context: undefined } as LoaderFunctionArgs);
    const target = redirectOf(value);
    return target ? { redirect: target } : { data: value };
  } catch (error) {
    const target = redirectOf(error);
    if (target) return { redirect: target };
    // A thrown non-redirect Response is an error response (`isRouteErrorResponse`), as with the data router.
    if (error instanceof Response) throw new ErrorResponse(error.status, error.statusText, null);
    throw error;
  }
}

/** A lazy route's module, loaded once; what it gives fills what the route does not already say. */
const lazyLoads = new WeakMap<RouteObject, Promise<void>>();
function resolveLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return Promise.resolve();
  let loading = lazyLoads.get(route);
  if (!loading) {
    loading = (async () => {
      const loaded = (await lazy()) as Partial<RouteObject>;
      const target = route as Record<string, unknown>;
      for (const [key, value] of Object.entries(loaded)) if (target[key] === undefined) target[key] = value;
      target.lazy = undefined;
    })();
    lazyLoads.set(route, loading);
    // A failed chunk can be asked again at the next navigation.
    loading.catch(() => lazyLoads.delete(route));
  }
  return loading;
}

const hasLoader = (route: RouteObject) => typeof route.loader === 'function';

const samePath = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search;

/** The data router's default: a route's loader runs again when its own path or its parameters changed, or the query did, or the same address is asked again. */
function shouldLoad(route: RouteObject, current: RouteState, next: { location: Location; match: RouteMatch }): boolean {
  const id = route.id ?? '';
  const before = current.matches.find((match) => match.route.id === id);
  if (!before || !(id in current.loaderData)) return true;
  const newInstance = before.pathname !== next.match.pathname || before.params['*'] !== next.match.params['*'];
  const defaultShouldRevalidate = newInstance || current.location.search !== next.location.search || samePath(current.location, next.location);
  if (!route.shouldRevalidate) return defaultShouldRevalidate;
  const url = (location: Location) => new URL(`${location.pathname}${location.search}`, window.location.origin);
  return route.shouldRevalidate({
    currentUrl: url(current.location),
    currentParams: before.params,
    nextUrl: url(next.location),
    nextParams: next.match.params,
    defaultShouldRevalidate,
  } as Parameters<NonNullable<RouteObject['shouldRevalidate']>>[0]);
}

/**
 * The browser's router: the drawn state, navigations and blockers. `start()` before the first render; `AppRouter`
 * draws it.
 */
export class ClientRouter implements Blockers {
  state: RouteState;
  readonly navigator: Navigator;
  private readonly listeners = new Set<() => void>();
  private current: AbortController | null = null;
  private readonly blockerFunctions = new Map<string, BlockerFunction>();
  private blockers = new Map<string, Blocker>();
  /** Set while the browser's history is being put back after a blocked Back or Forward: that pop is ours, not the player's. */
  private revertingPop: (() => void) | null = null;
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly routes: RouteObject[],
    private readonly history: RouterHistory,
    hydrated: Record<string, unknown> | null,
  ) {
    const location = history.location;
    this.state = { location, action: NavigationType.Pop, matches: matchRoutes(routes, location) ?? [], loaderData: { ...hydrated }, errors: null };
    this.navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: history.encodeLocation === undefined ? undefined : (to) => history.encodeLocation!(to),
      go: (delta) => history.go(delta),
      push: (to, state) => void this.navigate(to, { state }),
      replace: (to, state) => void this.navigate(to, { replace: true, state }),
    };
  }

  /**
   * Before the first render: the matched routes' modules (the server drew their components, so hydration needs them),
   * and the loaders that have no answer from the server (all of them on a page drawn afresh: a redirect goes on).
   */
  async start(): Promise<void> {
    this.unlisten = this.history.listen((update) => this.pop(update.location, update.delta));
    const matches = this.state.matches;
    await Promise.all(matches.map(({ route }) => resolveLazy(route)));
    if (matches.every(({ route }) => !hasLoader(route) || (route.id ?? '') in this.state.loaderData)) return;
    await this.load(NavigationType.Pop, this.history.location, undefined, true);
  }

  stop(): void {
    this.unlisten?.();
    this.current?.abort();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(state: Partial<RouteState>): void {
    this.state = { ...this.state, ...state };
    for (const listener of this.listeners) listener();
  }

  /**
   * A link, `navigate()` or a redirect: held by a blocker, else loaded, then the history and the drawn page move
   * together. A number moves in the history (-1: Back). Settles once the navigation is drawn, cancelled or held.
   */
  navigate(to: To | number, { replace = false, state }: { replace?: boolean; state?: unknown } = {}): Promise<void> {
    if (typeof to === 'number') {
      const drawn = new Promise<void>((resolve) => {
        const unsubscribe = this.subscribe(() => {
          unsubscribe();
          resolve();
        });
      });
      this.history.go(to);
      return drawn;
    }
    const target = this.locationOf(to, state);
    const action = replace ? NavigationType.Replace : NavigationType.Push;
    const blocked = this.blockedBy(target, action);
    if (blocked) {
      this.block(blocked, target, () => void this.load(action, target, state));
      return Promise.resolve();
    }
    return this.load(action, target, state);
  }

  private locationOf(to: To, state: unknown): Location {
    const path = typeof to === 'string' ? new URL(to, `http://router.invalid${createPath(this.state.location)}`) : null;
    const parts = path ? { pathname: path.pathname, search: path.search, hash: path.hash } : { pathname: this.state.location.pathname, search: '', hash: '', ...(to as Partial<Path>) };
    return { ...parts, state: state ?? null, key: Math.random().toString(36).slice(2, 10) } as Location;
  }

  /** Back or Forward: the address has already changed; a blocker puts it back until the player decides. */
  private pop(location: Location, delta: number | null): void {
    if (this.revertingPop) {
      this.revertingPop();
      this.revertingPop = null;
      return;
    }
    const blocked = this.blockedBy(location, NavigationType.Pop);
    if (blocked && delta !== null) {
      const reverted = new Promise<void>((resolve) => {
        this.revertingPop = resolve;
      });
      this.history.go(-delta);
      this.block(blocked, location, () => void reverted.then(() => this.history.go(delta)));
      return;
    }
    void this.load(NavigationType.Pop, location);
  }

  private blockedBy(nextLocation: Location, historyAction: NavigationType): string | null {
    for (const [key, shouldBlock] of this.blockerFunctions) {
      // A blocker the player told to go on does not hold that navigation again.
      if (this.blocker(key).state === 'proceeding') continue;
      if (shouldBlock({ currentLocation: this.state.location, nextLocation, historyAction })) return key;
    }
    return null;
  }

  private block(key: string, location: Location, go: () => void): void {
    this.setBlocker(key, {
      state: 'blocked',
      location,
      proceed: () => {
        this.setBlocker(key, { state: 'proceeding', location });
        go();
      },
      reset: () => this.setBlocker(key, IDLE_BLOCKER),
    });
  }

  private setBlocker(key: string, blocker: Blocker): void {
    this.blockers = new Map(this.blockers).set(key, blocker);
    for (const listener of this.listeners) listener();
  }

  register(key: string, shouldBlock: BlockerFunction): () => void {
    this.blockerFunctions.set(key, shouldBlock);
    return () => {
      this.blockerFunctions.delete(key);
      if (this.blockers.has(key)) {
        this.blockers = new Map(this.blockers);
        this.blockers.delete(key);
      }
    };
  }

  blocker(key: string): Blocker {
    return this.blockers.get(key) ?? IDLE_BLOCKER;
  }

  /**
   * Loads `location`'s routes (their modules, and the loaders that must run), then draws it and moves the history
   * (a pop's address is already there). A newer navigation cancels this one; a redirect goes on in its place.
   */
  private async load(action: NavigationType, location: Location, state?: unknown, initial = false): Promise<void> {
    this.current?.abort();
    const controller = new AbortController();
    this.current = controller;
    const matches = matchRoutes(this.routes, location) ?? [];
    const hashOnly = !initial && samePath(this.state.location, location) && location.hash !== this.state.location.hash;
    const loaderData: Record<string, unknown> = {};
    const errors: Record<string, unknown> = {};
    const found: { redirect: string | null } = { redirect: null };
    // At the start, a loader runs unless the server handed its answer on; later, as the data router decides.
    const needs = (route: RouteObject, match: RouteMatch) => (initial ? !((route.id ?? '') in this.state.loaderData) : shouldLoad(route, this.state, { location, match }));
    const href = (to: To) => this.history.createHref(to);
    /** The route that draws a failure at `index`: the nearest with an error element, at or above it. */
    const boundary = (index: number) => {
      for (let at = index; at >= 0; at--) if (matches[at]!.route.errorElement != null) return matches[at]!.route.id ?? '';
      return matches[0]?.route.id ?? '';
    };
    await Promise.all(
      matches.map(async (match, index) => {
        const { route } = match;
        const id = route.id ?? '';
        try {
          const start = () => (!hashOnly && hasLoader(route) && needs(route, match) ? runLoader(route, match, location, controller.signal, href) : null);
          // A loader the table gives runs beside the page's chunk; one the page's module gives, once it is there.
          const early = start();
          await resolveLazy(route);
          const run = early ?? start();
          if (!run) {
            if (id in this.state.loaderData && this.state.matches.some((before) => before.route.id === id)) loaderData[id] = this.state.loaderData[id];
            return;
          }
          const loaded = await run;
          if ('redirect' in loaded) found.redirect ??= loaded.redirect;
          else loaderData[id] = loaded.data;
        } catch (error) {
          const at = boundary(index);
          if (!(at in errors)) errors[at] = error;
        }
      }),
    );
    if (controller.signal.aborted) return;
    this.current = null;
    if (found.redirect) {
      const target = new URL(found.redirect, window.location.href);
      if (target.origin !== window.location.origin) {
        window.location.replace(target.href);
        return;
      }
      // The address that redirected is not kept: a push goes to the target instead, anything else replaces.
      const next = this.locationOf(`${target.pathname}${target.search}${target.hash}`, null);
      await this.load(action === NavigationType.Push ? NavigationType.Push : NavigationType.Replace, next);
      return;
    }
    if (action === NavigationType.Push) this.history.push(location, state);
    else if (action === NavigationType.Replace) this.history.replace(location, state);
    // What the history keeps is the drawn location (its key, its state).
    const drawn = action === NavigationType.Pop ? location : this.history.location;
    const idle = [...this.blockers.values()].some((blocker) => blocker.state !== 'unblocked') ? new Map<string, Blocker>() : this.blockers;
    this.blockers = idle;
    this.update({ location: drawn, action, matches, loaderData, errors: Object.keys(errors).length > 0 ? errors : null });
  }
}

/** The router drawn: React Router's declarative `<Router>` at the drawn location, the routes inside it. */
export function AppRouter({ router }: { router: ClientRouter }) {
  const [state, setState] = useState(router.state);
  // Each new state is drawn in a transition, as the data router's are: a page that suspends keeps the old one shown.
  // Subscribed before any page's effect can navigate (a parent's layout effect runs before its children's effects),
  // and a navigation always ends after at least one await, so none ends unseen.
  useLayoutEffect(() => router.subscribe(() => startTransition(() => setState(router.state))), [router]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={router.navigator}>
      <BlockersContext.Provider value={router}>
        <RouteTree state={state} />
      </BlockersContext.Provider>
    </Router>
  );
}
