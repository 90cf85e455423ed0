import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Logger } from './logger';
import { PROFILES_COLLECTION, type ProfileDocument, type Role } from './modules/profiles/profile.model';
import { purgeUnopenedShareLinks } from './modules/builds/share-links';
import type { Store } from './store/port';
import { writeBackup } from './store/backup/format';
import { engineOf, snapshotDocuments, type StoreHandle } from './store/backup/snapshot';

export const ADMIN_USAGE =
  'Usage: npm run admin -- grant <username> | revoke <username> | list | purge-links --unopened --older-than <days>d | backup <file> | restore <file> [--force]';

/** A refusal meant for the operator (bad usage, unknown username): its message is the whole story. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

type AdminCommand = ['list'] | ['grant' | 'revoke', string] | ['purge-links', number];

/** `--older-than 90d`: whole days, at least 1 (a link made today may not have been shared yet). */
const OLDER_THAN = /^([1-9]\d{0,4})d$/;

/** Checks the words of an admin command; throws the usage when they are not one. */
export function parseAdminCommand(args: unknown): AdminCommand {
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string' && a.length <= 100)) throw new AdminCommandError(ADMIN_USAGE);
  const [command, username] = args as string[];
  if (command === 'list' && args.length === 1) return ['list'];
  if ((command === 'grant' || command === 'revoke') && username && args.length === 2) return [command, username];
  if (command === 'purge-links') {
    const options = (args as string[]).slice(1);
    const at = options.indexOf('--older-than');
    const days = at >= 0 ? OLDER_THAN.exec(options[at + 1] ?? '') : null;
    // Only links never opened may go: `--unopened` says so, so nobody purges opened links by a slip.
    if (options.length === 3 && options.includes('--unopened') && days) return ['purge-links', Number(days[1])];
  }
  throw new AdminCommandError(ADMIN_USAGE);
}

/** Grants or revokes the admin role, lists the admins, or purges short links never opened, on an open store. */
export async function applyAdminCommand(store: Store, args: unknown): Promise<string> {
  const parsed = parseAdminCommand(args);
  if (parsed[0] === 'purge-links') {
    const before = new Date(Date.now() - parsed[1] * 86_400_000);
    const purged = await purgeUnopenedShareLinks(store, before);
    return `Deleted ${purged} short ${purged === 1 ? 'link' : 'links'} made before ${before.toISOString()} and never opened.`;
  }
  const [command, username] = parsed;
  const profiles = store.collection<ProfileDocument>(PROFILES_COLLECTION);
  if (command === 'list') {
    const admins = await profiles.find({ role: 'admin' }, { sort: { usernameLower: 1 } });
    return admins.length ? admins.map((p) => p.username).join('\n') : 'No admins yet.';
  }
  const role: Role = command === 'grant' ? 'admin' : 'user';
  const updated = await profiles.findOneAndUpdate({ usernameLower: username.toLowerCase() }, { $set: { role, updatedAt: new Date().toISOString() } });
  if (!updated) throw new AdminCommandError(`No profile has the username "${username}".`);
  return `${updated.username} is now ${role === 'admin' ? 'an admin' : 'a user'}.`;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface AdminEndpoint {
  url: string;
  secret: string;
  close(): Promise<void>;
}

/**
 * Where `npm run admin` sends its command while this process holds the embedded store's folder
 * (nothing else may open it then). A server of its own on 127.0.0.1 and a free port, whatever
 * HOST says, that takes only callers on loopback carrying the secret written in the folder's
 * lock file (readable by the folder's owner only): whoever may read the data files may do this.
 */
export async function startAdminEndpoint(store: Store, logger: Logger, folder: StoreHandle): Promise<AdminEndpoint> {
  const secret = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${secret}`);
  const allowed = (req: express.Request) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    return LOOPBACK.has(req.socket.remoteAddress ?? '') && given.length === expected.length && timingSafeEqual(given, expected);
  };
  const app = express();
  app.disable('x-powered-by');
  // `npm run admin -- backup`: the backup file's bytes, streamed while the site keeps serving;
  // the command writes them to its file and checks them (see store/backup/).
  app.post('/admin-backup', (req, res) => {
    if (!allowed(req)) {
      res.status(403).json({ error: 'Refused.' });
      return;
    }
    res.type('application/gzip');
    const started = Date.now();
    writeBackup(engineOf(folder.store).kind, snapshotDocuments(folder), res).then(
      () => logger.info({ ms: Date.now() - started }, 'Wrote a backup for npm run admin'),
      (error: unknown) => {
        logger.error({ err: error }, 'A backup failed');
        // Cut off: the command sees a broken transfer and keeps nothing.
        res.destroy();
      },
    );
  });
  app.post('/admin-command', express.json({ limit: '2kb' }), (req, res) => {
    if (!allowed(req)) {
      res.status(403).json({ error: 'Refused.' });
      return;
    }
    const args = (req.body as { args?: unknown } | undefined)?.args;
    applyAdminCommand(store, args).then(
      (message) => {
        logger.info({ args }, 'Applied an admin command from npm run admin');
        res.json({ message });
      },
      (error: unknown) => {
        if (error instanceof AdminCommandError) res.status(400).json({ error: error.message });
        else {
          logger.error({ err: error }, 'An admin command failed');
          res.status(500).json({ error: 'The server could not apply the command; see its log.' });
        }
      },
    );
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/admin-command`,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
