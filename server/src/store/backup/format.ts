import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { EJSON } from 'bson';
import type { StoredDocument } from '../port';

/**
 * The backup file: gzip (RFC 1952) of JSON lines, engine-neutral. The first line names the
 * format and its version; each following line is one document of one collection, its values in
 * MongoDB Extended JSON (relaxed), so a date stays a date and a number a number on every engine;
 * the last line is the manifest: the number of documents per collection and the SHA-256 of
 * every line before it (as written, newlines included). A file is whole only with its manifest
 * and a matching checksum, so a truncated or damaged file is told apart from a complete one.
 */
export const BACKUP_FORMAT = 'almanac-backup';
export const BACKUP_VERSION = 1;

const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,63}$/i;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The engine the data was read from (for the operator; restore writes into any). */
  source: string;
}

export interface BackupManifest {
  collections: Record<string, number>;
  documents: number;
  sha256: string;
}

/** The file is not a whole backup of this format; one line for the operator. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
  constructor(file: string, problem: string) {
    super(`${file} is not a usable Almanac backup: ${problem}. Nothing was written.`);
  }
}

export interface BackupDocument {
  collection: string;
  document: StoredDocument;
}

/** The documents to write, collection by collection, from one consistent snapshot. */
export type DocumentSource = AsyncIterable<BackupDocument>;

/** The lines of a backup file (uncompressed): header, documents, manifest. */
async function* backupLines(source: string, documents: DocumentSource): AsyncGenerator<string> {
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  let total = 0;
  const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), source };
  const first = `${JSON.stringify(header)}\n`;
  hash.update(first);
  yield first;
  for await (const { collection, document } of documents) {
    const line = `{"c":${JSON.stringify(collection)},"d":${EJSON.stringify(document, { relaxed: true })}}\n`;
    hash.update(line);
    counts[collection] = (counts[collection] ?? 0) + 1;
    total += 1;
    yield line;
  }
  const manifest: BackupManifest = { collections: counts, documents: total, sha256: hash.digest('hex') };
  yield `${JSON.stringify({ manifest })}\n`;
}

/** Writes a backup of `documents` to `output`, compressed; resolves with the manifest once all is flushed. */
export async function writeBackup(source: string, documents: DocumentSource, output: Writable): Promise<void> {
  await pipeline(Readable.from(backupLines(source, documents)), createGzip(), output);
}

/**
 * Reads a backup file line by line and checks it whole: the gzip stream (its own CRC), the
 * header, each document line, and at the end the manifest's counts and checksum. `onDocument`
 * sees each document as it is read; a caller that must write nothing from a bad file reads it
 * once without (to check) before reading it again to write.
 */
export async function readBackup(
  file: string,
  onDocument?: (entry: BackupDocument) => Promise<void> | void,
): Promise<{ header: BackupHeader; manifest: BackupManifest }> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let failure: Error | null = null;
  const fail = (error: NodeJS.ErrnoException) => {
    failure ??= error;
    lines.close();
  };
  input.on('error', fail);
  gunzip.on('error', fail);
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  let header: BackupHeader | null = null;
  let manifest: BackupManifest | null = null;
  let total = 0;
  let lineNumber = 0;
  let written: unknown = null;
  try {
    for await (const line of lines) {
      lineNumber += 1;
      if (manifest) throw new BackupFileError(file, `line ${lineNumber} follows the manifest`);
      let parsed: Record<string, unknown>;
      try {
        parsed = lineNumber === 1 ? (JSON.parse(line) as Record<string, unknown>) : (EJSON.parse(line, { relaxed: true }) as Record<string, unknown>);
      } catch {
        throw new BackupFileError(file, lineNumber === 1 ? 'it does not start with an Almanac backup header' : `line ${lineNumber} is not JSON`);
      }
      if (lineNumber === 1) {
        header = checkHeader(file, parsed);
        hash.update(`${line}\n`);
        continue;
      }
      if ('manifest' in parsed) {
        manifest = parsed.manifest as BackupManifest;
        continue;
      }
      const collection = parsed.c;
      const document = parsed.d as StoredDocument | undefined;
      if (typeof collection !== 'string' || !COLLECTION_NAME.test(collection) || typeof document?._id !== 'string') {
        throw new BackupFileError(file, `line ${lineNumber} is not a document of a collection`);
      }
      hash.update(`${line}\n`);
      counts[collection] = (counts[collection] ?? 0) + 1;
      total += 1;
      try {
        await onDocument?.({ collection, document });
      } catch (error) {
        // The caller's write failed, not the file: its error is the story.
        written = error;
        break;
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    failure ??= error as Error;
  } finally {
    lines.close();
    input.destroy();
  }
  if (written) throw written;
  if (failure) throw readFailure(file, failure as NodeJS.ErrnoException, lineNumber);
  if (!header) throw new BackupFileError(file, 'it is empty');
  if (!manifest) throw new BackupFileError(file, 'it ends before its manifest (the file is truncated)');
  const sha256 = hash.digest('hex');
  if (manifest.sha256 !== sha256) throw new BackupFileError(file, 'its checksum does not match its contents (the file is damaged)');
  const named = manifest.collections ?? {};
  const differ = new Set([...Object.keys(named), ...Object.keys(counts)].filter((name) => named[name] !== counts[name]));
  if (differ.size > 0 || manifest.documents !== total) {
    throw new BackupFileError(file, `its manifest's counts do not match its documents (${[...differ].join(', ') || 'total'})`);
  }
  return { header, manifest };
}

function checkHeader(file: string, parsed: Record<string, unknown>): BackupHeader {
  if (parsed.format !== BACKUP_FORMAT || typeof parsed.version !== 'number') {
    throw new BackupFileError(file, 'it does not start with an Almanac backup header');
  }
  if (parsed.version > BACKUP_VERSION) {
    throw new BackupFileError(file, `it is version ${parsed.version} of the format, made by a newer Almanac (this one reads up to ${BACKUP_VERSION})`);
  }
  return parsed as unknown as BackupHeader;
}

function readFailure(file: string, error: NodeJS.ErrnoException, lineNumber: number): Error {
  if (error.code === 'ENOENT') return new BackupFileError(file, 'there is no such file');
  if (error.code === 'EISDIR') return new BackupFileError(file, 'it is a folder');
  if (error.code === 'EACCES') return new BackupFileError(file, 'it cannot be read (permission denied)');
  if (error.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(error.message)) {
    return new BackupFileError(file, 'it ends in the middle (the file is truncated)');
  }
  if (error.code === 'Z_DATA_ERROR') {
    return new BackupFileError(file, lineNumber === 0 ? 'it is not a gzip-compressed Almanac backup' : 'its compressed data is damaged');
  }
  return new BackupFileError(file, error.message);
}
