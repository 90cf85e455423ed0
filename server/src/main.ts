import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { createAlmanacServer } from './http/app';
import { buildMetaResolver } from './modules/builds/build.meta';
import { contentMetaResolver } from './modules/content/content.meta';
import { createServices } from './services';
import { seedStore } from './seed';
import { openStore, type Store } from './store';
import { observeStore } from './store/observed';

export interface RunningAlmanac {
  port: number;
  url: string;
  store: Store;
  logger: Logger;
  /** Graceful stop: stop accepting, finish running requests, close the store. */
  stop(): Promise<void>;
}

/** Opens the store, seeds it, and serves the site. Used by the process entry and by tests. */
export async function startAlmanac(config: Config, options: { logger?: Logger; viteDev?: boolean } = {}): Promise<RunningAlmanac> {
  const logger = options.logger ?? createLogger(config.logLevel);
  // Observed, so the response cache follows every collection the services open.
  const store = observeStore(await openStore(config));
  try {
    const services = await createServices(store);
    await seedStore(store, { demo: config.seedDemoData, logger });
    const server = await createAlmanacServer({
      config,
      logger,
      store,
      services,
      viteDev: options.viteDev,
      metaResolvers: [buildMetaResolver(services.builds), contentMetaResolver(services.content)],
    });
    const port = await server.listen(config.port, config.host);
    const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
    logger.info({ port, url, store: store.engine, env: config.env }, 'Almanac is listening');
    let stopping: Promise<void> | null = null;
    return {
      port,
      url,
      store,
      logger,
      stop: () =>
        (stopping ??= (async () => {
          await server.close();
          await store.close();
        })()),
    };
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
}
