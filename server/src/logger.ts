import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on standard output, one object per line. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'almanac' }, timestamp: pino.stdTimeFunctions.isoTime });
}

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);

/**
 * A logger that holds what it is told (its children's lines too) until `release` writes it to
 * `logger`, or `drop` forgets it; afterwards it writes at once (released) or nothing (dropped).
 * The lean path runs a known query with it (lean-graphql.ts): when the result has errors, Apollo
 * runs the query again and logs what its resolvers log, so the first run's lines are dropped and
 * every line is written once.
 */
export function heldLogger(logger: Logger): { logger: Logger; release(): void; drop(): void } {
  let held: Array<() => void> | 'released' | 'dropped' = [];
  const hold = (target: Logger): Logger =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'child') return (...args: Parameters<Logger['child']>) => hold(object.child(...args) as unknown as Logger);
        const value: unknown = Reflect.get(object, property, object);
        if (typeof property !== 'string' || !LEVELS.has(property) || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const write = () => (value as (...a: unknown[]) => void).apply(object, args);
          if (held === 'released') write();
          else if (held !== 'dropped') held.push(write);
        };
      },
    });
  return {
    logger: hold(logger),
    release() {
      const lines = held;
      held = 'released';
      if (Array.isArray(lines)) for (const write of lines) write();
    },
    drop() {
      held = 'dropped';
    },
  };
}
