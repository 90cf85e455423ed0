import { DataFolderError, SqliteFolderError } from './store/data-folder';
import { CorruptDataFileError } from './store/embedded-files';
import { BothFormatsError, SqliteFileError } from './store/sqlite/errors';
import { DataFolderInUseError } from './store/data-lock';
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
  // The handlers are in place before the server starts, so a signal that arrives while it starts
  // (or right after it says it is listening) still gets the graceful stop, not the default kill.
  const starting = startAlmanac(config, { logger, viteDev: process.argv.includes('--dev') });
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => {
      logger.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await (await starting).stop();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await starting;
}

main().catch((error) => {
  // The operator's problems get their one line, without a stack.
  const operatorsProblem = [DataFolderError, DataFolderInUseError, CorruptDataFileError, SqliteFolderError, SqliteFileError, BothFormatsError].some((kind) => error instanceof kind);
  if (operatorsProblem) {
    console.error(error.message);
    process.exit(1);
  }
  console.error('Almanac failed to start:', error);
  process.exit(1);
});
