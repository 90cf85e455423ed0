import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '@/gql';
import { ContentMeta } from '@/components/content/ContentBody';
import { ContentCard_content } from '../content-queries';

/** One document in a list: title linking to its page, byline and summary. */
export function ContentCard(props: { content: FragmentType<typeof ContentCard_content>; headingLevel?: 2 | 3 }) {
  const content = getFragmentData(ContentCard_content, props.content);
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="content-card" aria-labelledby={`card-${content.id}`}>
      <Heading id={`card-${content.id}`}>
        <Link to={content.path}>{content.title}</Link>
      </Heading>
      <ContentMeta author={content.author} publishedAt={content.publishedAt} updatedAt={content.updatedAt} tags={content.tags} />
      <p>{content.summary}</p>
    </article>
  );
}
