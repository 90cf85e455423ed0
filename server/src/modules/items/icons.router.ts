import { Router } from 'express';
import { iconSvg, parseIconName } from '../../../game-data/icons';

/** Serves the generated item and material icons at /icons/items/<category|material>-<tier>.svg. */
export function iconsRouter(): Router {
  const router = Router();
  const cache = new Map<string, string>();
  router.get('/icons/items/:file', (req, res) => {
    const icon = parseIconName(req.params.file);
    if (!icon) {
      res.status(404).type('text/plain').send('No such icon');
      return;
    }
    let svg = cache.get(req.params.file);
    if (!svg) {
      svg = iconSvg(icon.kind, icon.tier);
      cache.set(req.params.file, svg);
    }
    // Icons change only with a new release of the code, never per request.
    res.set('Cache-Control', 'public, max-age=604800, immutable').type('image/svg+xml').send(svg);
  });
  return router;
}
