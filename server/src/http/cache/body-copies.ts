import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { pickEncoding } from '../../serving/encoding';

/** The encodings kept beside an answer's own bytes. */
export type BodyEncoding = 'br' | 'gzip';

/** Bodies smaller than this are not worth compressing (a header costs about as much). */
export const COMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's window, fitted to the body: at its default (4 MB) a quality that compresses well allocates, clears and frees
 * tables of tens of MB for every body however small (about 100 ms of CPU, half of it the kernel's, for a 30 KB page
 * at quality 9, against 2 ms with a fitted window and the same output). A window never smaller than brotli's least
 * nor larger than its default.
 */
function brotliWindowBits(length: number): number {
  return Math.min(zlibConstants.BROTLI_DEFAULT_WINDOW, Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
}

/**
 * One compressed copy of an answer, made off the event loop (zlib's thread pool). Quality 5 and gzip level 6: a page of
 * 30-60 KB takes 1-2 ms each, and comes out within 1 % of the sizes at quality 9 and level 9, which cost twice that.
 * The same copy serves the answer that computed it and, kept, every later hit that takes the encoding.
 */
export function compressBody(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotliAsync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** An answer kept with its compressed copies (response-cache.ts's entries). */
interface Copies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  compressing?: boolean;
}

/**
 * Makes an answer's missing copies when a request first takes an encoding it lacks, every missing one at once (off the
 * request path: that request, and any before the copies are there, gets what exists), published together (a client
 * that sees one finds the other too), then calls `done`. An answer no one asks again (most pages of a large site)
 * is never compressed beyond the copy it was first sent in.
 */
export function makeMissingCopies(copies: Copies, acceptEncoding: string | undefined, done: () => void): void {
  if (copies.compressing || copies.identity.length < COMPRESS_MIN_BYTES || (copies.br && copies.gzip)) return;
  const wanted = pickEncoding(acceptEncoding, { br: true, gzip: true });
  if (!wanted || copies[wanted]) return;
  const missing = (['br', 'gzip'] as const).filter((name) => !copies[name]);
  copies.compressing = true;
  void Promise.all(missing.map((name) => compressBody(copies.identity, name).catch(() => undefined))).then((made) => {
    missing.forEach((name, index) => {
      if (made[index]) copies[name] = made[index];
    });
    copies.compressing = false;
    done();
  });
}
