import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HistorySection } from '@/components/patches/EntryHistory';
import { NotFoundStatus } from '@/lib/response-status';
import { useListTitle } from '../use-list-page';
import '../lists.css';

interface EntryPageProps {
  /** "spell": in the headings and messages. */
  noun: string;
  /** What the address asked for (an id, a number). */
  asked: string;
  /** The list the entry belongs to, for the breadcrumb and the way back. */
  list: { path: string; name: string };
  /** The entry as the page's query answered it; null when there is none. */
  entry: { name: string; description: string; history: Parameters<typeof HistorySection>[0]['history'] } | null;
  /** The page's query failed before anything was read. */
  failed: boolean;
  /** The entry's own sections, between its description and its History. */
  children?: ReactNode;
}

/**
 * One reference entry's page (a spell, a trait): breadcrumb, name, description, its own sections and its History, all
 * from the page's one query, so the server draws it whole. An entry the pack does not have answers 404 with a page
 * saying so.
 */
export function EntryPage({ noun, asked, list, entry, failed, children }: EntryPageProps) {
  const Noun = noun[0]!.toUpperCase() + noun.slice(1);
  useListTitle(entry?.name ?? (failed ? Noun : `${Noun} not found`));
  const headingId = `${noun}-heading`;
  const back = (
    <p>
      <Link to={list.path}>Back to the {list.name.toLowerCase()}</Link>
    </p>
  );
  if (failed && !entry) return <p role="alert">The {noun} could not be loaded. Check your connection and reload the page.</p>;
  if (!entry) {
    return (
      <section className="page list-page" aria-labelledby={headingId}>
        <NotFoundStatus />
        <h1 id={headingId}>{Noun} not found</h1>
        <p role="alert">{`There is no ${noun} “${asked}”. It may have been renamed or removed.`}</p>
        {back}
      </section>
    );
  }
  return (
    <article className="page list-page entity-page" aria-labelledby={headingId}>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={list.path}>{list.name}</Link> › {entry.name}
      </nav>
      <h1 id={headingId}>{entry.name}</h1>
      <p>{entry.description}</p>
      {children}
      <HistorySection name={entry.name} history={entry.history} />
      {back}
    </article>
  );
}
