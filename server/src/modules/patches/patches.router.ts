import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { PACK_IMPORT_MAX_BYTES } from '../../../game-data/pack-import';
import type { ProfileDocument } from '../profiles/profile.model';
import type { DraftService } from './draft.service';

/**
 * `POST /manage/game-data/import`: a whole pack as the request body (`Content-Type:
 * application/json`, at most 8 MB; a pack is far above the GraphQL body limit). The answer is the
 * import's result as `importGameDataPack` gives it: `{ problems: [{ path, message }], draft: { revision } | null }`.
 */
export const GAME_DATA_IMPORT_PATH = '/manage/game-data/import';

const PRIVATE = 'private, no-store';
const refuse = (res: Response, status: number, error: string) => void res.status(status).set('Cache-Control', PRIVATE).json({ error });

export function patchesRouter(deps: { drafts: DraftService; viewerOf: (req: Request) => Promise<ProfileDocument | null>; foreignOrigin: (req: Request) => boolean }): Router {
  const router = Router();
  const body = express.text({ type: () => true, limit: PACK_IMPORT_MAX_BYTES });
  router.post(
    GAME_DATA_IMPORT_PATH,
    async (req: Request & { viewer?: ProfileDocument }, res, next) => {
      try {
        const viewer = await deps.viewerOf(req);
        if (!viewer) return refuse(res, 401, 'Sign in to continue.');
        if (viewer.role !== 'admin') return refuse(res, 403, 'Only admins can do that.');
        if (deps.foreignOrigin(req)) return refuse(res, 403, 'Packs can only be imported from this site.');
        // A JSON body cannot come from another site's form: with the origin check, the admin's cookie acts only for them.
        if (typeof req.is('application/json') !== 'string') return refuse(res, 415, 'Send the pack as JSON (Content-Type: application/json).');
        req.viewer = viewer;
        next();
      } catch (error) {
        next(error);
      }
    },
    body,
    async (req: Request & { viewer?: ProfileDocument }, res, next) => {
      try {
        const result = await deps.drafts.import(req.viewer!, typeof req.body === 'string' ? req.body : '');
        res.status(result.problems.length > 0 ? 422 : 200).set('Cache-Control', PRIVATE).json({ problems: result.problems, draft: result.draft && { revision: result.draft.revision, base: result.draft.base } });
      } catch (error) {
        if (error instanceof GraphQLError) return refuse(res, 400, error.message);
        next(error);
      }
    },
  );
  router.use(GAME_DATA_IMPORT_PATH, (error: Error & { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type === 'entity.too.large') return void res.status(413).set('Cache-Control', PRIVATE).json({ problems: [{ path: 'pack', message: `the file is larger than ${PACK_IMPORT_MAX_BYTES / 1024 / 1024} MB` }], draft: null });
    if (error.status && error.status < 500) return refuse(res, error.status, 'The file could not be read, so nothing was imported. Try again.');
    next(error);
  });
  return router;
}
