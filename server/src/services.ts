import { NewsService } from './modules/content/news.service';
import { ProfileService } from './modules/profiles/profile.service';
import { BuildsService } from './modules/builds/builds.service';
import { StoreBuildCatalog } from './modules/builds/build-catalog';
import { ItemsService } from './modules/items/items.service';
import { GameService } from './modules/game/game.service';
import type { Store } from './store/port';

/** The domain services, created once per process; resolvers reach them through the context. */
export interface Services {
  news: NewsService;
  profiles: ProfileService;
  builds: BuildsService;
  items: ItemsService;
  /** The reference data served from the checked data pack. */
  game: GameService;
}

/** Creates the services and their indexes. */
export async function createServices(store: Store): Promise<Services> {
  await NewsService.prepare(store);
  await ProfileService.prepare(store);
  await BuildsService.prepare(store);
  await ItemsService.prepare(store);
  const game = new GameService();
  const builds = new BuildsService(store, await StoreBuildCatalog.open(store));
  return { news: new NewsService(store), profiles: new ProfileService(store), builds, items: new ItemsService(store), game };
}
