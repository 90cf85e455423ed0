import { resolve } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ConfigError, loadConfig } from './config';
import { openStore } from './store';
import { DataFolderInUseError, DataFolderLock, type LockHolder } from './store/data-lock';
import { DataFolderError } from './store/data-folder';
import { ADMIN_USAGE, AdminCommandError, applyAdminCommand, parseAdminCommand } from './admin-command';
import { BackupFileError, readBackup, writeBackup } from './store/backup/format';
import { BackupTargetError, backupToFile, describeBackup } from './store/backup/file';
import { describeRestore, RestoreFailedError, RestoreRefusedError, restoreBackup } from './store/backup/restore';
import { engineOf, snapshotDocuments } from './store/backup/snapshot';

/** Sends the command to the running server that holds the data folder. */
async function throughServer(dataDir: string, holder: LockHolder & { admin: NonNullable<LockHolder['admin']> }, args: string[]): Promise<string> {
  let response: Response;
  try {
    response = await fetch(holder.admin.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${holder.admin.secret}` },
      body: JSON.stringify({ args }),
    });
  } catch {
    throw new AdminCommandError(
      `The server (process ${holder.pid}) that holds the data folder ${dataDir} did not answer at ${holder.admin.url}. Try again once it is up, or stop it and run the command again.`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
  if (!response.ok || typeof body.message !== 'string') throw new AdminCommandError(body.error ?? `The server answered ${response.status}.`);
  return body.message;
}

/** Streams a backup from the running server that holds the data folder into `output`. */
async function backupThroughServer(dataDir: string, holder: LockHolder & { admin: NonNullable<LockHolder['admin']> }, output: Writable): Promise<void> {
  let response: Response;
  try {
    response = await fetch(new URL('/admin-backup', holder.admin.url), { method: 'POST', headers: { authorization: `Bearer ${holder.admin.secret}` } });
  } catch {
    throw new AdminCommandError(
      `The server (process ${holder.pid}) that holds the data folder ${dataDir} did not answer at ${holder.admin.url}. Try again once it is up, or stop it and run the command again.`,
    );
  }
  if (response.status === 404) throw new AdminCommandError(`The server (process ${holder.pid}) that holds the data folder ${dataDir} is older than this command and takes no backups: restart it, then run the command again.`);
  if (!response.ok || !response.body) throw new AdminCommandError(`The server answered ${response.status} to the backup.`);
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), output);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') throw error;
    throw new AdminCommandError(`The server (process ${holder.pid}) broke off the backup (${(error as Error).message}); see its log. Nothing was written.`);
  }
}

type BackupCommand = { kind: 'backup'; file: string } | { kind: 'restore'; file: string; force: boolean };

function parseBackupCommand(args: string[]): BackupCommand | null {
  const [command, ...rest] = args;
  if (command !== 'backup' && command !== 'restore') return null;
  const force = command === 'restore' && rest.includes('--force');
  const files = rest.filter((word) => word !== '--force' || command !== 'restore');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new AdminCommandError(ADMIN_USAGE);
  return command === 'backup' ? { kind: 'backup', file: files[0]! } : { kind: 'restore', file: files[0]!, force };
}

/**
 * `backup <file>`: one backup file of every collection (sessions left out), consistent while the
 * site keeps serving; through the server that holds the data folder when one does. `restore
 * <file> [--force]`: into whichever store the configuration names, never one a server holds.
 */
async function runBackupCommand(command: BackupCommand, env: NodeJS.ProcessEnv): Promise<string> {
  const config = loadConfig(env);
  const dataDir = config.store.engine === 'embedded' ? resolve(config.store.dataDir) : undefined;
  const holder = dataDir ? await DataFolderLock.holder(dataDir) : null;
  const started = Date.now();
  if (command.kind === 'backup' && dataDir && holder?.admin) {
    const admin = holder.admin;
    const written = await backupToFile(command.file, (output) => backupThroughServer(dataDir, { ...holder, admin }, output));
    return describeBackup(command.file, written, Date.now() - started);
  }
  if (dataDir && holder) {
    if (command.kind === 'restore') {
      throw new AdminCommandError(`A server (process ${holder.pid}) is using the data folder ${dataDir}: stop it before restoring into that folder. Nothing was restored.`);
    }
    throw new DataFolderInUseError(dataDir, holder);
  }
  // A restore checks its file before opening the store: a bad file leaves a new folder uncreated.
  const checked = command.kind === 'restore' ? (await readBackup(command.file)).manifest : undefined;
  const store = await openStore(config);
  try {
    const handle = { store, dataDir };
    if (command.kind === 'restore') return describeRestore(resolve(command.file), await restoreBackup(handle, command.file, { force: command.force, checked }));
    const written = await backupToFile(command.file, (output) => writeBackup(engineOf(store).kind, snapshotDocuments(handle), output));
    return describeBackup(command.file, written, Date.now() - started);
  } finally {
    await store.close();
  }
}

/**
 * Grants or revokes the admin role, or lists the admins. With MongoDB it opens the store. With
 * the embedded engine, while a server holds the data folder the command is applied through that
 * server (its loopback admin endpoint, see admin-command.ts); while another process holds the
 * folder without such an endpoint it is refused with the folder's one-line message; else it
 * opens the folder itself.
 */
export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const backup = parseBackupCommand(args);
  if (backup) return runBackupCommand(backup, env);
  parseAdminCommand(args);
  const config = loadConfig(env);
  if (config.store.engine === 'embedded') {
    const dataDir = resolve(config.store.dataDir);
    const holder = await DataFolderLock.holder(dataDir);
    if (holder?.admin) return throughServer(dataDir, { ...holder, admin: holder.admin }, args);
    if (holder) throw new DataFolderInUseError(dataDir, holder);
  }
  const store = await openStore(config);
  try {
    return await applyAdminCommand(store, args);
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error) => {
      const known =
        error instanceof ConfigError ||
        error instanceof AdminCommandError ||
        error instanceof DataFolderInUseError ||
        error instanceof DataFolderError ||
        error instanceof BackupFileError ||
        error instanceof BackupTargetError ||
        error instanceof RestoreRefusedError ||
        error instanceof RestoreFailedError;
      console.error(known ? error.message : `The admin command failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
