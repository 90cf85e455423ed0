import { ContentService } from './modules/content/content.service';
import { GameRefResolver } from './modules/content/game-refs';
import { AuditService } from './modules/audit/audit.service';
import { SearchService } from './modules/search/search.service';
import { ProfileService } from './modules/profiles/profile.service';
import { BuildsService } from './modules/builds/builds.service';
import { StoreBuildCatalog } from './modules/builds/build-catalog';
import { ItemsService } from './modules/items/items.service';
import { GameService } from './modules/game/game.service';
import type { Store } from './store/port';
import { Followers } from './store/follow';
import type { Logger } from './logger';
import { createRateLimiter } from './rate-limiter';
import { SHARE_LINKS_PER_DAY } from './modules/builds/share-links';
import { AccountDataService } from './modules/account/account-data.service';
import { ActivityService } from './modules/audit/activity';
import { ProfileMergeService } from './modules/profiles/profile-merge';
import { endSessionsOfProfile } from './modules/profiles/player-sessions';
import { Outbox } from './outbox/outbox';
import { BackgroundChanges } from './outbox/background-changes';
import { AccountService } from './modules/profiles/account.service';
import { createModeration, type Moderation, type ModerationSettings } from './modules/moderation/moderation';
import { PatchesService } from './modules/patches/patches.service';

/** The domain services, created once per process; resolvers reach them through the context. */
export interface Services {
  /** News, articles, patch notes, guides and the fixed pages. */
  content: ContentService;
  profiles: ProfileService;
  builds: BuildsService;
  items: ItemsService;
  /** The reference data served from the checked data pack. */
  game: GameService;
  /** Every admin change, and reverting them. */
  audit: AuditService;
  /** One search over everything the site knows. */
  search: SearchService;
  /** Every view kept current by the change feed, stopped together at shutdown. */
  followers: Followers;
  /** A player's own data: its export, and builds imported from one. */
  playerData: AccountDataService;
  /** Each player's own activity list (links, merges, disconnects) and the merge of two profiles. */
  activity: ActivityService;
  merges: ProfileMergeService;
  /** Work queued in the store that must survive a restart; its worker is started by the server. */
  outbox: Outbox;
  /** The changes a background job (an account's purge) marks before writing them: the response cache evicts them a window at a time. */
  backgroundChanges: BackgroundChanges;
  /** A player's sessions, and deleting their account. */
  account: AccountService;
  /** Reports, the queue, decisions, appeals, suspensions and the word list. */
  moderation: Moderation;
  /** Game data versions, the draft patch and what a patch does to a build. */
  patches: PatchesService;
}

/**
 * Creates the services and their indexes. `shareLinksPerDay`: new short links per signed-out
 * address a day (SHARE_LINKS_PER_DAY); `logger`: where a view that fails to apply a change says so.
 */
export async function createServices(store: Store, options: { shareLinksPerDay?: number; logger?: Logger; moderation?: Partial<ModerationSettings> } = {}): Promise<Services> {
  await ContentService.prepare(store);
  await ProfileService.prepare(store);
  await BuildsService.prepare(store);
  await ItemsService.prepare(store);
  await AuditService.prepare(store);
  await AccountDataService.prepare(store);
  await ActivityService.prepare(store);
  const merges = new ProfileMergeService(store, (profileId) => endSessionsOfProfile(store, profileId));
  // A merge a crash cut short (engines without atomic transactions) finishes before anyone signs in.
  await merges.resume();
  await Outbox.prepare(store);
  await AccountService.prepare(store);
  const followers = new Followers((error, collection) => options.logger?.error({ err: error, collection }, 'A view kept current by the change feed failed to apply a change'));
  const game = new GameService();
  const profiles = new ProfileService(store);
  const audit = new AuditService(store);
  const builds = new BuildsService(store, await StoreBuildCatalog.open(store, followers), {
    followers,
    // Counters with the store: processes sharing MongoDB share one cap per address.
    shareLinkDailyCap: createRateLimiter(store, { keyPrefix: 'share-links-day', points: options.shareLinksPerDay ?? SHARE_LINKS_PER_DAY, duration: 86_400 }),
  });
  const items = new ItemsService(store, { profiles, audit });
  const content = new ContentService(store, { refs: new GameRefResolver({ game, items, builds }), profiles, audit, followers });
  // A page that mentions an item shows its new name at once: item changes reset rendered pages.
  const itemsChanged = () => content.itemsChanged();
  followers.follow(items, { onChange: itemsChanged, onReload: itemsChanged }, { load: false });
  const search = await SearchService.open({ store, game, items, content, followers, logger: options.logger });
  const playerData = new AccountDataService(store, builds.catalog);
  const outbox = new Outbox(store, { log: options.logger });
  // The purge's changes, which the response cache evicts a window at a time (http/cache/public-reads.ts).
  const backgroundChanges = new BackgroundChanges();
  const account = new AccountService(store, outbox, builds.social.counts, { log: options.logger, background: backgroundChanges });
  const moderation = await createModeration(store, { builds, profiles, audit, outbox }, options.moderation);
  const patches = await PatchesService.open(store, { profiles, content, game, followers });
  return { content, profiles, builds, items, game, audit, search, followers, playerData, activity: new ActivityService(store), merges, outbox, backgroundChanges, account, moderation, patches };
}
