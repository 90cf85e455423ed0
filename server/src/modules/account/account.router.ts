import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { retryAfterSecondsOf, sendTooManyRequests, tooManyRequests } from '../../graphql/too-many-requests';
import type { ProfileDocument } from '../profiles/profile.model';
import { ImportRefusal, type AccountDataService } from './account-data.service';
import { IMPORT_MAX_BYTES } from './player-data';

/** Where a signed-in player downloads their data file and imports builds from one. */
export const ACCOUNT_EXPORT_PATH = '/account/export';
export const ACCOUNT_IMPORT_PATH = '/account/import';

/** A player's own data is never kept by a browser or a proxy. */
const PRIVATE = 'private, no-store';

export interface AccountRouterDependencies {
  account: AccountDataService;
  /** The signed-in profile of a request (its session is loaded before this router). */
  viewerOf: (req: Request) => Promise<ProfileDocument | null>;
  /** Whether the request comes from another site (a POST with the player's cookie from elsewhere is refused). */
  foreignOrigin: (req: Request) => boolean;
  /** Per player: exports, then imports. */
  exportLimiter: RateLimiterAbstract;
  importLimiter: RateLimiterAbstract;
  siteUrl: string;
}

const refuse = (res: Response, status: number, error: string) => void res.status(status).set('Cache-Control', PRIVATE).json({ error });

/** Spends one of the player's points; false (with the 429 sent) past the limit. A failing counter store fails the request. */
async function spend(limiter: RateLimiterAbstract, profileId: string, res: Response): Promise<boolean> {
  try {
    await limiter.consume(profileId);
    return true;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    res.set('Cache-Control', PRIVATE);
    sendTooManyRequests(res, tooManyRequests(retryAfterSecondsOf(rejection)));
    return false;
  }
}

const fileDate = () => new Date().toISOString().slice(0, 10);
const megabytes = `${IMPORT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * `GET /account/export`: the signed-in player's data file, streamed as it is read.
 * `POST /account/import`: the body is such a file (`Content-Type: application/json`, at most
 * 10 MB); the answer reports each of its builds. Both by the session cookie, limited per player.
 */
export function accountRouter(deps: AccountRouterDependencies): Router {
  const router = Router();
  router.get(ACCOUNT_EXPORT_PATH, async (req, res, next) => {
    try {
      const viewer = await deps.viewerOf(req);
      if (!viewer) return refuse(res, 401, 'Sign in to download your data.');
      if (!(await spend(deps.exportLimiter, viewer._id, res))) return;
      res.set('Cache-Control', PRIVATE);
      res.attachment(`almanac-data-${viewer.username}-${fileDate()}.json`);
      res.type('application/json; charset=utf-8');
      if (req.method === 'HEAD') return void res.end();
      // The pipeline writes each chunk as the store's pages arrive and waits while the client is slower; a client that
      // goes stops the reading. A failure after the first bytes cuts the download (never a file that looks whole).
      await pipeline(Readable.from(deps.account.exportChunks(viewer, deps.siteUrl)), res);
    } catch (error) {
      if (!res.headersSent) next(error);
      else res.destroy();
    }
  });

  const body = express.raw({ type: () => true, limit: IMPORT_MAX_BYTES });
  router.post(
    ACCOUNT_IMPORT_PATH,
    async (req: Request & { viewer?: ProfileDocument }, res, next) => {
      try {
        const viewer = await deps.viewerOf(req);
        if (!viewer) return refuse(res, 401, 'Sign in to import builds.');
        if (deps.foreignOrigin(req)) return refuse(res, 403, 'Builds can only be imported from this site.');
        // A JSON body cannot come from another site's form: with the origin check, the player's cookie acts only for them.
        if (typeof req.is('application/json') !== 'string') return refuse(res, 415, 'Send the file as JSON (Content-Type: application/json).');
        if (!(await spend(deps.importLimiter, viewer._id, res))) return;
        req.viewer = viewer;
        next();
      } catch (error) {
        next(error);
      }
    },
    body,
    async (req: Request & { viewer?: ProfileDocument }, res, next) => {
      let file: unknown;
      try {
        file = JSON.parse((req.body as Buffer).toString('utf8'));
      } catch {
        return refuse(res, 400, 'This file is not JSON, so nothing was imported. Choose the file "Download my data" gave you.');
      }
      try {
        const result = await deps.account.importFile(req.viewer!, file);
        res.status(200).set('Cache-Control', PRIVATE).json(result);
      } catch (error) {
        if (error instanceof ImportRefusal) return refuse(res, 400, error.message);
        next(error);
      }
    },
  );
  // The body parser's refusals (too large, cut short) say what happened, as JSON.
  router.use(ACCOUNT_IMPORT_PATH, (error: Error & { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type === 'entity.too.large') return refuse(res, 413, `The file is larger than ${megabytes}, so nothing was imported.`);
    if (error.status && error.status < 500) return refuse(res, error.status, 'The file could not be read, so nothing was imported. Try again.');
    next(error);
  });
  return router;
}
