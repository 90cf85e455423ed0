import { CONTENT_COLLECTIONS, type ContentDocument } from './content.model';

/** A news post as stored: a content document of kind `news` (see content.model.ts). */
export type NewsDocument = ContentDocument;

export const NEWS_COLLECTION = CONTENT_COLLECTIONS.news;
