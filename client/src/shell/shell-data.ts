import type { ApolloClient } from '@apollo/client';
import { BuildsBarPrivateDocument, BuildsCarouselTopDocument, SessionViewerDocument } from '@/gql/graphql';
import { isEmbedLocation } from '@/lib/embed';

/**
 * On the server (entry-server.tsx), before a page is drawn: the queries the shell itself asks for
 * on every page it frames (Shell's session, the builds bar's carousel and, signed in, its private
 * builds), read into the request's Apollo cache, so the one render pass finds them answered
 * instead of drawing the whole page once only to discover them and again with their answers (on
 * /items/all that first pass was a fifth of the render's CPU). The same documents and variables as
 * the components' own `useQuery` (Shell.tsx, BuildsCarousel.tsx, PrivateBuilds.tsx): a query left
 * out here, or one that fails, is still asked for by its component and the page drawn again, as
 * before; only the time differs. An embed page has no shell (AppLayout): nothing is read for it.
 */
export async function loadShellData(client: ApolloClient, url: URL): Promise<void> {
  if (isEmbedLocation(url.pathname, url.search)) return;
  const ignore = () => undefined;
  const session = client.query({ query: SessionViewerDocument }).catch(ignore);
  const top = client.query({ query: BuildsCarouselTopDocument }).catch(ignore);
  const signedIn = (await session)?.data?.me;
  await Promise.all([top, signedIn ? client.query({ query: BuildsBarPrivateDocument }).catch(ignore) : null]);
}
