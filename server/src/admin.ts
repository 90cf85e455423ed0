import { ConfigError, loadConfig } from './config';
import { openStore } from './store';
import { PROFILES_COLLECTION, type ProfileDocument, type Role } from './modules/profiles/profile.model';

const USAGE = 'Usage: npm run admin -- grant <username> | revoke <username> | list';

/**
 * Grants or revokes the admin role. Works on whichever store the configuration names; with the
 * embedded engine, stop the server first (the embedded store is for one process).
 */
export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, username] = args;
  if (command !== 'list' && (!['grant', 'revoke'].includes(command ?? '') || !username)) throw new Error(USAGE);
  const store = await openStore(loadConfig(env));
  try {
    const profiles = store.collection<ProfileDocument>(PROFILES_COLLECTION);
    if (command === 'list') {
      const admins = await profiles.find({ role: 'admin' }, { sort: { usernameLower: 1 } });
      return admins.length ? admins.map((p) => p.username).join('\n') : 'No admins yet.';
    }
    const role: Role = command === 'grant' ? 'admin' : 'user';
    const updated = await profiles.findOneAndUpdate(
      { usernameLower: username!.toLowerCase() },
      { $set: { role, updatedAt: new Date().toISOString() } },
    );
    if (!updated) throw new Error(`No profile has the username "${username}".`);
    return `${updated.username} is now ${role === 'admin' ? 'an admin' : 'a user'}.`;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error) => {
      console.error(error instanceof ConfigError ? error.message : (error as Error).message);
      process.exit(1);
    },
  );
}
