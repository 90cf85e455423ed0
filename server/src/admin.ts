import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openStore } from './store';
import { DataFolderInUseError, DataFolderLock, type LockHolder } from './store/data-lock';
import { DataFolderError } from './store/embedded';
import { AdminCommandError, applyAdminCommand, parseAdminCommand } from './admin-command';

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

/**
 * Grants or revokes the admin role, or lists the admins. With MongoDB it opens the store. With
 * the embedded engine, while a server holds the data folder the command is applied through that
 * server (its loopback admin endpoint, see admin-command.ts); while another process holds the
 * folder without such an endpoint it is refused with the folder's one-line message; else it
 * opens the folder itself.
 */
export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
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
      const known = error instanceof ConfigError || error instanceof AdminCommandError || error instanceof DataFolderInUseError || error instanceof DataFolderError;
      console.error(known ? error.message : `The admin command failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
