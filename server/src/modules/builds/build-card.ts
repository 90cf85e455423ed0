import { Resvg } from '@resvg/resvg-js';
import { Router } from 'express';
import { LRUCache } from 'lru-cache';
import { iconSvg } from '../../../game-data/icons';
import { CLASS_NAMES, itemTier, SLOT_IDS } from '../../../game-data/rules/constants';
import type { ItemsService } from '../items/items.service';
import type { BuildDocument } from './build.model';
import type { BuildsService } from './builds.service';
import { escapeHtml } from '../../../game-data/rules/text';

/** The Open Graph card's size in pixels (the size Discord, Slack and others show large). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The version of a build's card: it changes whenever the build or its like count does. */
export const cardVersion = (build: Pick<BuildDocument, 'updatedAt' | 'likeCount'>) => `${Date.parse(build.updatedAt).toString(36)}-${build.likeCount}`;

/** The card as SVG: name, class and level, likes, owner, and an icon per worn item. */
export function buildCardSvg(card: { name: string; className: string; level: number; likes: number; owner: string | null; kind: 'planner' | 'trait tree'; icons: string[] }): string {
  const icons = card.icons
    .slice(0, 10)
    .map((svg, index) => `<svg x="${80 + index * 104}" y="392" width="88" height="88" viewBox="0 0 48 48">${svg.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</svg>`)
    .join('');
  const likes = `${card.likes} ${card.likes === 1 ? 'like' : 'likes'}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#1b1712"/>` +
    `<rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="24" fill="#241e17" stroke="#c9a45c" stroke-width="4"/>` +
    `<text x="80" y="120" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#c9a45c">Almanac · ${escapeHtml(card.kind)} build</text>` +
    `<text x="80" y="210" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold" fill="#efe6d4">${escapeHtml(clip(card.name, 30))}</text>` +
    `<text x="80" y="290" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" fill="#efe6d4">${escapeHtml(`${card.className} · level ${card.level} · ${likes}`)}</text>` +
    (card.owner ? `<text x="80" y="350" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#a89c88">by ${escapeHtml(clip(card.owner, 40))}</text>` : '') +
    icons +
    (card.icons.length === 0 ? `<text x="80" y="450" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#a89c88">No equipment</text>` : '') +
    '</svg>'
  );
}

/** Draws SVG into PNG bytes with resvg (system fonts). */
export function svgToPng(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}

/**
 * GET /builds/{id}/card.png: the Open Graph image of a public build, drawn on the first request
 * for each version of the build and cached; a private or unknown build is a 404 (nothing leaks).
 */
export function buildCardRouter(builds: BuildsService, items: ItemsService): Router {
  const router = Router();
  const cache = new LRUCache<string, Buffer>({ max: 200, maxSize: 40 * 1024 * 1024, sizeCalculation: (png) => png.length });
  router.get('/builds/:id/card.png', async (req, res, next) => {
    try {
      const build = await builds.get(null, req.params.id);
      if (!build?.isPublic) {
        res.status(404).type('text/plain').send('No such public build');
        return;
      }
      const key = `${build._id}:${cardVersion(build)}`;
      let png = cache.get(key);
      if (!png) {
        const ids = SLOT_IDS.flatMap((slot) => (build.equippedItemIds[slot]?.itemId ? [build.equippedItemIds[slot]!.itemId] : []));
        const worn = (await items.byIds(ids)).filter((item) => item !== null);
        png = svgToPng(
          buildCardSvg({
            name: build.name,
            className: CLASS_NAMES[build.class],
            level: build.characterLevel,
            likes: build.likeCount,
            owner: build.ownerUsername,
            kind: build.isPlannerBuild ? 'planner' : 'trait tree',
            icons: worn.map((item) => iconSvg(item.category, itemTier(item.level))),
          }),
        );
        cache.set(key, png);
      }
      // The page's og:image names the version (`?v=`), so a changed build gets a new address.
      res.set('Cache-Control', 'public, max-age=300').type('image/png').send(png);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
