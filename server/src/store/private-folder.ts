import { chmod, mkdir, open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreLog } from './data-lock';

/** The data folder: only the server's user may list or enter it. */
export const PRIVATE_DIR_MODE = 0o700;
/** The data files: sessions (raw session ids, pending OAuth verifiers), profiles and the rest, for the server's user only. */
export const PRIVATE_FILE_MODE = 0o600;

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0');

/**
 * Creates the data folder `0700`, or makes an existing one and the files in it private: a folder
 * that others may read or enter becomes `0700`, a file others may read `0600`, and one log line
 * says what was changed (nothing is logged when nothing was). A shared folder with the sticky bit
 * (`/tmp`) is left as it is, with a warning, since other users' files live there by design.
 * Files the process cannot change (another owner's) are counted in the warning, not an error.
 */
export async function makeDataFolderPrivate(dataDir: string, log?: StoreLog): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const folder = await stat(dataDir);
  const changed: string[] = [];
  const refused: string[] = [];
  if (folder.mode & 0o1000) {
    log?.warn({ dataDir, mode: octal(folder.mode) }, `The data folder ${dataDir} is a shared folder (mode ${octal(folder.mode)}): set DATA_DIR to a folder of its own so only the server can read its files`);
  } else if (folder.mode & 0o077) {
    await chmod(dataDir, PRIVATE_DIR_MODE).then(
      () => changed.push(`the folder ${octal(folder.mode)} -> ${octal(PRIVATE_DIR_MODE)}`),
      () => refused.push(dataDir),
    );
  }
  let files = 0;
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(dataDir, entry.name);
    const mode = await stat(path).then((s) => s.mode, () => 0);
    if (!(mode & 0o077)) continue;
    await chmod(path, PRIVATE_FILE_MODE).then(
      () => (files += 1),
      () => refused.push(path),
    );
  }
  if (files > 0) changed.push(`${files} ${files === 1 ? 'file' : 'files'} -> ${octal(PRIVATE_FILE_MODE)}`);
  if (changed.length > 0) log?.info({ dataDir, changed }, `Made the data folder ${dataDir} readable by the server's user only: ${changed.join(', ')}`);
  if (refused.length > 0) log?.warn({ dataDir, refused }, `Could not make ${refused.length} ${refused.length === 1 ? 'entry' : 'entries'} of the data folder ${dataDir} private (another owner's?): ${refused.join(', ')}`);
}

/**
 * Creates `path` empty with {@link PRIVATE_FILE_MODE} if it does not exist (an existing file is
 * left as it is). SQLite gives its `-wal` and `-shm` files the mode of the database file, so a
 * database created this way keeps all three private.
 */
export async function createPrivateFile(path: string): Promise<void> {
  await (await open(path, 'a', PRIVATE_FILE_MODE)).close();
}
