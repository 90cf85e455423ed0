import type { ChangeTagRules } from '../change-tags';
import { CONTENT_COLLECTIONS, NEWS_COLLECTION } from './content.model';

/** Root fields of written content (news and the other kinds). */
const CONTENT_LISTS = ['Query.news', 'Query.contents', 'Query.contentTags', 'Query.search', 'Query.newsPost:null', 'Query.content:null'];

/** What a change of written content (news, articles, patch notes, guides, fixed pages) evicts. */
export const contentChangeTags: ChangeTagRules = Object.fromEntries(
  Object.values(CONTENT_COLLECTIONS).map((collection) => [
    collection,
    ({ id }: { id: string }) => [`${collection === NEWS_COLLECTION ? 'News' : 'Content'}:${id}`, 'News', 'Content', ...CONTENT_LISTS],
  ]),
);
