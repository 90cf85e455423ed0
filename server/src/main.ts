import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { createAlmanacServer } from './http/app';
import { buildMetaResolver, playerMetaResolver, shareLinkMetaResolver } from './modules/builds/build.meta';
import { itemsMetaResolver } from './modules/items/items.meta';
import { gameMetaResolver } from './modules/game/game.meta';
import { fixedPagesMetaResolver } from './modules/fixed-pages.meta';
import { contentMetaResolver } from './modules/content/content.meta';
import { patchesMetaResolver } from './modules/patches/patches.meta';
import { createServices } from './services';
import { seedStore } from './seed';
import { holdsDataFolder, openStore, type Store } from './store';
import { observeStore } from './store/observed';
import { fullDataFolderError } from './store/data-folder';
import { startAdminEndpoint, type AdminEndpoint } from './admin-command';
import { listenWhileMigrating, type MigrationListener } from './migration-listener';
import { createMetrics } from './metrics/metrics';
import { countRefusalsOn, storeMetrics } from './metrics/store';
import { observeHttp } from './http/metrics';
import { startMetricsListener } from './metrics/endpoint';
import { SESSIONS_COLLECTION } from './auth/session-store';

export interface RunningAlmanac {
  port: number;
  url: string;
  store: Store;
  logger: Logger;
  /** Where the separate metrics listener answers (`METRICS_LISTEN`), else null. */
  metricsUrl: string | null;
  /** Graceful stop: stop accepting, finish running requests, close the store. */
  stop(): Promise<void>;
}

/** Opens the store, seeds it, and serves the site. Used by the process entry and by tests. */
export async function startAlmanac(config: Config, options: { logger?: Logger; viteDev?: boolean } = {}): Promise<RunningAlmanac> {
  const logger = options.logger ?? createLogger(config.logLevel);
  // The embedded store takes its folder's lock before it reads any file (one process per folder).
  // A migration of NeDB files can take minutes: the port answers 503 with its progress meanwhile.
  // It keeps answering while the indexes are built on the migrated data, until the site listens.
  let migrating: MigrationListener | null = null;
  let opened: Store;
  try {
    opened = await openStore(config, {
      log: logger,
      onMigrationStart: async (progress) => {
        migrating = await listenWhileMigrating(config.port, config.host, progress);
        logger.info({ url: migrating.url }, `Answering 503 with the migration's progress at ${migrating.url}/healthz until the site is ready`);
      },
    });
  } catch (error) {
    await (migrating as MigrationListener | null)?.close();
    throw error;
  }
  // Observed, so the response cache follows every collection the services open (and the metrics time their operations).
  const metrics = createMetrics(opened.engine);
  const observedStore = storeMetrics(metrics);
  const store = observeStore(opened, { wrapCollection: observedStore.wrapCollection });
  countRefusalsOn(store, metrics);
  const stopFollowing = observedStore.followFeeds(store, [SESSIONS_COLLECTION, 'seed_markers']);
  let adminEndpoint: AdminEndpoint | null = null;
  let metricsListener: Awaited<ReturnType<typeof startMetricsListener>> = null;
  try {
    const services = await createServices(store, { shareLinksPerDay: config.shareLinksPerDay, logger, moderation: config.moderation });
    await seedStore(store, { demo: config.seedDemoData, logger });
    const server = await createAlmanacServer({
      config,
      logger,
      store,
      services,
      viteDev: options.viteDev,
      metrics,
      metaResolvers: [
        buildMetaResolver(services.builds, services.patches.versions),
        shareLinkMetaResolver(services.builds, services.items, services.patches.versions),
        playerMetaResolver(services.profiles, services.builds),
        contentMetaResolver(services.content),
        itemsMetaResolver(services.items),
        gameMetaResolver(services.game),
        patchesMetaResolver(() => services.patches.versions.all()),
        fixedPagesMetaResolver(),
      ],
    });
    observeHttp(server.httpServer, metrics);
    // The port the migration answered on (chosen by the system when config.port is 0).
    const holding = migrating as MigrationListener | null;
    await holding?.close();
    const port = await server.listen(holding?.port ?? config.port, config.host);
    metricsListener = await startMetricsListener(config, metrics, store);
    const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
    if (holdsDataFolder(opened)) {
      // Nothing else may open the folder now: `npm run admin` sends its command here instead.
      adminEndpoint = await startAdminEndpoint(store, logger, { store: opened, dataDir: config.store.engine === 'embedded' ? config.store.dataDir : undefined });
      await opened.advertiseAdmin({ url: adminEndpoint.url, secret: adminEndpoint.secret });
    }
    logger.info({ port, url, store: store.engine, env: config.env, metrics: metricsListener?.url }, 'Almanac is listening');
    // Counts a crash left behind their records are set right in the background while the site answers (on SQLite, where a
    // count commits with its record, a safety net run at most daily and resumed where a restart stopped it).
    const reconciling = new AbortController();
    const reconciled = services.builds.social.counts
      .checkAtStart({ log: logger, signal: reconciling.signal })
      .catch((error: unknown) => logger.error({ err: error }, 'Could not check the builds\' like and comment counts'));
    // Queued work (the rest of a deletion, a username's release) runs in every process; a claim keeps two from running one item.
    services.outbox.start();
    let stopping: Promise<void> | null = null;
    return {
      port,
      url,
      store,
      logger,
      metricsUrl: metricsListener?.url ?? null,
      stop: () =>
        (stopping ??= (async () => {
          reconciling.abort();
          await reconciled;
          await services.outbox.stop();
          await server.close();
          await metricsListener?.close();
          stopFollowing();
          await adminEndpoint?.close();
          // The views kept current by the change feed stop before the store they read closes.
          await services.followers.stop();
          await store.close();
        })()),
    };
  } catch (error) {
    await (migrating as MigrationListener | null)?.close();
    await adminEndpoint?.close();
    await metricsListener?.close();
    stopFollowing();
    await store.close().catch(() => undefined);
    // A disk that fills while the start writes (the first start's sample data) gets the folder's one line, not a stack.
    if (config.store.engine === 'embedded') throw (await fullDataFolderError(config.store.dataDir, error, config.store.format)) ?? error;
    throw error;
  }
}
