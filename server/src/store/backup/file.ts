import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { readBackup, type BackupManifest } from './format';

/** The backup could not be written where asked; one line for the operator. */
export class BackupTargetError extends Error {
  override name = 'BackupTargetError';
}

function reason(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return 'its folder does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'its folder is a file';
    default:
      return error.message;
  }
}

/**
 * Writes a backup to `file` whole or not at all: into a new file beside it (readable by its
 * owner only: it holds every player's builds), which is then read back and checked like a
 * restore would, and only then renamed over `file`. Any failure removes the partial file and
 * leaves whatever `file` was untouched.
 */
export async function backupToFile(file: string, produce: (output: Writable) => Promise<void>): Promise<{ manifest: BackupManifest; bytes: number }> {
  const target = resolve(file);
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const output = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    await new Promise<void>((done, failed) => {
      output.once('open', () => done());
      output.once('error', failed);
    }).catch((error: NodeJS.ErrnoException) => {
      throw new BackupTargetError(`Cannot write the backup to ${target}: ${reason(error)}. Nothing was written.`);
    });
    try {
      await produce(output);
    } catch (error) {
      output.destroy();
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
        throw new BackupTargetError(`Cannot write the backup to ${target}: ${reason(error as NodeJS.ErrnoException)}. Nothing was written.`);
      }
      throw error;
    }
    const { manifest } = await readBackup(partial);
    const { size } = await stat(partial);
    await rename(partial, target).catch((error: NodeJS.ErrnoException) => {
      throw new BackupTargetError(`Cannot write the backup to ${target}: ${reason(error)}. Nothing was written.`);
    });
    return { manifest, bytes: size };
  } finally {
    await unlink(partial).catch(() => undefined);
  }
}

/** The backup's report: documents per collection and the file's size. */
export function describeBackup(file: string, { manifest, bytes }: { manifest: BackupManifest; bytes: number }, elapsedMs: number): string {
  const lines = Object.entries(manifest.collections).map(([name, count]) => `  ${name}: ${count}`);
  return [
    `Backed up ${manifest.documents} documents to ${resolve(file)} (${(bytes / 1024).toFixed(1)} KiB in ${(elapsedMs / 1000).toFixed(1)} s; sessions are not included):`,
    ...lines,
  ].join('\n');
}
