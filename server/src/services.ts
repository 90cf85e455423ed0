import { NewsService } from './modules/content/news.service';
import { ProfileService } from './modules/profiles/profile.service';
import type { Store } from './store/port';

/** The domain services, created once per process; resolvers reach them through the context. */
export interface Services {
  news: NewsService;
  profiles: ProfileService;
}

/** Creates the services and their indexes. */
export async function createServices(store: Store): Promise<Services> {
  await NewsService.prepare(store);
  await ProfileService.prepare(store);
  return { news: new NewsService(store), profiles: new ProfileService(store) };
}
