import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './content.css';
import { formatDate } from '@/lib/format';

export interface TocEntryView {
  level: number;
  id: string;
  text: string;
}

/**
 * Server-rendered Markdown (sanitized on the server, see server/src/modules/content/markdown.ts)
 * with the table of contents of a long page. Links inside the site open without a reload.
 */
export function ContentBody({ html, toc = [], label = 'On this page' }: { html: string; toc?: TocEntryView[]; label?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) return;
    // Feeds are files the server serves, not pages of the app.
    if (href.endsWith('.xml')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <div className="content-layout">
      {toc.length > 0 && (
        <nav className="content-toc" aria-label={label}>
          <h2 className="content-toc-title">{label}</h2>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id} className={`toc-level-${entry.level}`}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* The HTML is rendered and sanitized by the server: no script, event handler or foreign URL scheme survives. */}
      <div className="content-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** The byline of a document: author, dates and tags. */
export function ContentMeta({ author, publishedAt, updatedAt, tags = [] }: { author: string; publishedAt: string | null; updatedAt: string; tags?: string[] }) {
  const shown = publishedAt ?? updatedAt;
  return (
    <p className="content-meta">
      <span>By {author}</span>
      {' · '}
      <time dateTime={shown}>{formatDate(shown)}</time>
      {publishedAt && updatedAt.slice(0, 10) > publishedAt.slice(0, 10) && (
        <>
          {' · updated '}
          <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
        </>
      )}
      {tags.length > 0 && (
        <span className="content-tags">
          {tags.map((tag) => (
            <span key={tag} className="content-tag">
              {tag}
            </span>
          ))}
        </span>
      )}
    </p>
  );
}

