import { NewsService } from './modules/content/news.service';
import type { Store } from './store/port';

/** The domain services, created once per process; resolvers reach them through the context. */
export interface Services {
  news: NewsService;
}

/** Creates the services and their indexes. */
export async function createServices(store: Store): Promise<Services> {
  await NewsService.prepare(store);
  return { news: new NewsService(store) };
}
