import { startTransition, Suspense, useEffect } from 'react';
import { getFragmentData, graphql } from '@/gql';
import { ContentBody, ContentMeta } from '@/components/content/ContentBody';
import { ContentDocument_content } from '../content-queries';
import { useLiveContent } from '../use-live-content';
import { Loading } from '@/components/ui/Loading';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';

export const PatchNotesQuery = graphql(`
  query PatchNotes($after: String) {
    contents(kind: PATCH_NOTES, first: 20, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...ContentDocument_content
        }
      }
    }
  }
`);

/** The newest patch notes; the page asks for older ones. */
export const PatchNotesRouteData: RouteDataLoader = (query) => query(PatchNotesQuery, {});

/** /patch-notes: every patch note in full, newest version first; each has an anchor (`#2-0`). */
export function PatchNotesRoute() {
  useEffect(() => {
    document.title = 'Patch Notes · Almanac';
  }, []);
  return (
    <section className="page patch-notes-page" aria-labelledby="patch-notes-heading">
      <h1 id="patch-notes-heading">Patch Notes</h1>
      <p>
        What changed in each version of the game data, newest first. <a className="feed-link" href="/patch-notes/feed.xml">Atom feed</a>
      </p>
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<Loading>Loading the patch notes…</Loading>}>
        <PatchNotes />
      </Suspense>
    </section>
  );
}

function PatchNotes() {
  const { data, error, refetch, fetchMore } = useRouteQuery(PatchNotesQuery);
  // In a transition: the notes stay drawn while they are read again, instead of giving way to "Loading…".
  useLiveContent('PATCH_NOTES', () => startTransition(() => void refetch()));
  const notes = data?.contents.edges.map(({ node }) => getFragmentData(ContentDocument_content, node)) ?? [];
  useEffect(() => {
    // The notes arrive after the first paint: scroll to the one the link names once it exists.
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && notes.length > 0) document.getElementById(id)?.scrollIntoView();
  }, [notes.length]);
  return (
    <>
      {error && !data && <p role="alert">The patch notes could not be loaded. Check your connection and reload the page.</p>}
      {notes.length > 0 && (
        <nav aria-label="Versions" className="content-toc">
          <ol>
            {notes.map((note) => (
              <li key={note.id}>
                <a href={`#${note.slug}`}>
                  {note.version} · {note.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {notes.map((note) => (
        <article key={note.id} id={note.slug} className="content-card patch-note" aria-labelledby={`note-${note.id}`}>
          <h2 id={`note-${note.id}`}>
            <span className="patch-version">Version {note.version}</span> {note.title}
          </h2>
          <ContentMeta author={note.author} publishedAt={note.publishedAt} updatedAt={note.updatedAt} tags={note.tags} />
          <ContentBody html={note.bodyHtml} />
        </article>
      ))}
      {data?.contents.pageInfo.hasNextPage && (
        <button type="button" className="button" onClick={() => startTransition(() => void fetchMore({ variables: { after: data.contents.pageInfo.endCursor } }))}>
          Older patch notes
        </button>
      )}
    </>
  );
}
