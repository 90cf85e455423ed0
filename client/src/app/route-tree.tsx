import { Component, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { UNSAFE_RouteContext as RouteContext, type Location, type NavigationType, type RouteMatch, type RouteObject } from 'react-router';
import { RouteFrameContext } from '@/lib/route-data';

/**
 * A page's matched routes drawn inside one another, the same on the server (entry-server.tsx, inside a StaticRouter,
 * from React Router's static handler's matches) and in the browser (data-router.tsx's AppRouter): the markup a page
 * hydrates is the same by construction.
 */

/** The drawn state: the location, its matches, their loaders' answers and the errors by the route drawing them. */
export interface RouteState {
  location: Location;
  action: NavigationType;
  matches: RouteMatch[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}

/**
 * Gives every route its id by its place in the table ("0", "0-3", "0-3-1"), as the data router would: the server's
 * static handler keeps them, so the loaders' answers the page hands on are keyed alike on both sides.
 */
export function withRouteIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const path = [...parent, String(index)];
    return { ...route, id: route.id ?? path.join('-'), ...(route.children ? { children: withRouteIds(route.children, path) } : {}) } as RouteObject;
  });
}

/** A route's page, its error element, or what its children draw. */
function contentOf(route: RouteObject, outlet: ReactNode): ReactNode {
  const Page = route.Component as ComponentType | null | undefined;
  if (Page) return <Page />;
  return route.element ?? outlet;
}

interface BoundaryProps {
  location: Location;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** A route with an error element draws it when its part of the page fails to render; a new location tries again. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location; failed: boolean }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location, failed: false };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location; failed: boolean }) {
    return props.location === state.location ? null : { error: undefined, failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * The matched routes drawn inside one another (each route's `<Outlet />` is the next), each with its loader's answer;
 * at the route an error stopped at, its error element instead of the rest.
 */
export function RouteTree({ state }: { state: RouteState }) {
  const { matches, loaderData, errors, location } = state;
  const stop = errors ? matches.findIndex(({ route }) => route.id !== undefined && route.id in errors) : -1;
  const drawn = stop === -1 ? matches : matches.slice(0, stop + 1);
  let outlet: ReactElement | null = null;
  for (let index = drawn.length - 1; index >= 0; index--) {
    const { route } = drawn[index]!;
    const id = route.id ?? '';
    const failed = index === stop;
    // This route's outlet: what the routes inside it drew (the loop's variable moves on to this route).
    const inner = outlet;
    const frame = (error: unknown) => ({ data: loaderData[id], error });
    const draw = (error: unknown, content: ReactNode): ReactElement => (
      <RouteContext.Provider value={{ outlet: failed ? null : inner, matches: drawn.slice(0, index + 1), isDataRoute: false }}>
        <RouteFrameContext.Provider value={frame(error)}>{content}</RouteFrameContext.Provider>
      </RouteContext.Provider>
    );
    const content: ReactElement = failed ? draw(errors?.[id], route.errorElement) : draw(undefined, contentOf(route, inner));
    outlet =
      route.errorElement != null && !failed ? (
        <RouteErrorBoundary key={id} location={location} fallback={(error) => draw(error, route.errorElement)}>
          {content}
        </RouteErrorBoundary>
      ) : (
        content
      );
  }
  return outlet;
}

