import { useEffect, type ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '@/gql';
import { ContentBody, ContentMeta } from '@/components/content/ContentBody';
import { ContentDocument_content } from '../content-queries';

/** A whole document: heading, byline, table of contents and body; sets the page title. */
export function ContentDocument(props: { content: FragmentType<typeof ContentDocument_content>; before?: ReactNode; after?: ReactNode; hideMeta?: boolean }) {
  const content = getFragmentData(ContentDocument_content, props.content);
  useEffect(() => {
    document.title = `${content.title} · Almanac`;
  }, [content.title]);
  return (
    <article className="page content-page" aria-labelledby="content-heading">
      {props.before}
      <h1 id="content-heading">{content.title}</h1>
      {content.status === 'DRAFT' && <p className="content-draft" role="note">Draft: only admins see this page.</p>}
      {!props.hideMeta && <ContentMeta author={content.author} publishedAt={content.publishedAt} updatedAt={content.updatedAt} tags={content.tags} />}
      <ContentBody html={content.bodyHtml} toc={content.toc} />
      {props.after}
    </article>
  );
}
