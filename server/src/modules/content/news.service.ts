import type { ChangeFeed, Store, Collection } from '../../store/port';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';

/** A news post as stored. */
export interface NewsDocument {
  _id: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
}

export const NEWS_COLLECTION = 'news';

/** Reads news for the API. Admin editing arrives with the manage issue. */
export class NewsService {
  private readonly news: Collection<NewsDocument>;

  constructor(store: Store) {
    this.news = store.collection<NewsDocument>(NEWS_COLLECTION);
  }

  static async prepare(store: Store): Promise<void> {
    const news = store.collection<NewsDocument>(NEWS_COLLECTION);
    await news.createIndex({ slug: 1 }, { unique: true });
    await news.createIndex({ publishedAt: -1 });
  }

  /** Newest first; ties broken by id so pages never overlap. */
  async list(first: number | null | undefined, after: string | null | undefined): Promise<Connection<NewsDocument>> {
    const size = pageSize(first);
    let filter = {};
    if (after) {
      const [publishedAt, id] = decodeCursor(after, ['string', 'string']);
      filter = { $or: [{ publishedAt: { $lt: publishedAt } }, { publishedAt, _id: { $lt: id } }] };
    }
    const [rows, total] = await Promise.all([
      this.news.find(filter, { sort: { publishedAt: -1, _id: -1 }, limit: size + 1 }),
      this.news.count(),
    ]);
    return toConnection(rows, size, (row) => encodeCursor([row.publishedAt, row._id]), total);
  }

  async byIdOrSlug(idOrSlug: string): Promise<NewsDocument | null> {
    return this.news.findOne({ $or: [{ _id: idOrSlug }, { slug: idOrSlug }] });
  }

  watch(): ChangeFeed<NewsDocument> {
    return this.news.watch();
  }
}
