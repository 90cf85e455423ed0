import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on standard output, one object per line. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'almanac' }, timestamp: pino.stdTimeFunctions.isoTime });
}
