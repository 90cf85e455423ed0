import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startAlmanac } from './main';

/** Process entry: read the configuration, start, and stop gracefully on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const almanac = await startAlmanac(config, { logger, viteDev: process.argv.includes('--dev') });
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => {
      logger.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await almanac.stop();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Almanac failed to start:', error);
  process.exit(1);
});
