import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { Router, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { iconSvg } from '../../../game-data/icons';
import { CLASSES } from '../../../game-data/data/classes';
import { fightAgainst } from '../../../game-data/rules/calculators';
import { CLASS_NAMES, itemTier, SLOT_IDS, type SlotId } from '../../../game-data/rules/constants';
import { deriveNumbers, type PlannerItem } from '../../../game-data/rules/derived';
import { retryAfterSecondsOf, sendTooManyRequests, tooManyRequests } from '../../graphql/too-many-requests';
import type { ItemsService } from '../items/items.service';
import type { BuildDocument } from './build.model';
import type { BuildsService } from './builds.service';
import { traitsLine, traitsOf, wornItemsOf, type BuildGameData, type BuildGameDataSource } from './build-version';
import { escapeHtml } from '../../../game-data/rules/text';
import { findVariant, variantsOfStored } from '../../../game-data/rules/variants';
import type { ShareStateVersions } from './share-link-versions';

/** The Open Graph card's size in pixels (the size Discord, Slack and others show large). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The version of a build's card: it changes whenever the build or its like count does. */
export const cardVersion = (build: Pick<BuildDocument, 'updatedAt' | 'likeCount'>) => `${Date.parse(build.updatedAt).toString(36)}-${build.likeCount}`;

/** A stored build's points as (number, points) pairs. */
export const pointPairs = (assignedPoints: Record<string, number>): Array<[number, number]> => Object.entries(assignedPoints).map(([number, points]) => [Number(number), points]);

/**
 * The card's line for a planner build's target: the monster and the time to
 * kill it with the build's main-hand hit, by the planner's own rules (`deriveNumbers`,
 * `fightAgainst`), with the monster and the traits as the build's game data version has them;
 * null without a target or for a monster that version does not have.
 */
export function targetLine(
  build: Pick<BuildDocument, 'class' | 'characterLevel' | 'assignedPoints' | 'statAllocations'> & { targetMonsterId?: string | null },
  worn: readonly PlannerItem[],
  data: Pick<BuildGameData, 'traits' | 'monsters'>,
): string | null {
  const monster = build.targetMonsterId ? data.monsters.find((m) => m.id === build.targetMonsterId) : undefined;
  const characterClass = CLASSES.find((c) => c.id === build.class);
  if (!monster || !characterClass) return null;
  const equipment: Partial<Record<SlotId, PlannerItem>> = Object.fromEntries(worn.map((item) => [item.slot, item]));
  const traits = traitsOf(data.traits, pointPairs(build.assignedPoints));
  const derived = deriveNumbers({ characterClass, level: build.characterLevel, stats: build.statAllocations, equipment, traits });
  const fight = fightAgainst(derived.weapon, derived.numbers.hitChance.value, monster);
  const outcome = Number.isFinite(fight.seconds) ? `${fight.seconds.toLocaleString('en-US')} s to kill, ${fight.hits} ${fight.hits === 1 ? 'hit' : 'hits'}` : 'cannot hurt it';
  return `Against ${monster.name} (level ${monster.level}): ${outcome}`;
}

/** What a card shows. */
export interface CardContent {
  name: string;
  className: string;
  level: number;
  likes: number | null;
  owner: string | null;
  kind: 'planner' | 'trait tree';
  icons: string[];
  target?: string | null;
  variant?: string | null;
  /** A trait tree build's traits with the most points, by name (`traitsLine`). */
  traits?: string | null;
}

/** The card as SVG: name, class and level, likes, owner, an icon per worn item (a trait tree build: its main traits), and the target's line. */
export function buildCardSvg(card: CardContent): string {
  const icons = card.icons
    .slice(0, 10)
    .map((svg, index) => `<svg x="${80 + index * 104}" y="392" width="88" height="88" viewBox="0 0 48 48">${svg.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</svg>`)
    .join('');
  const likes = card.likes === null ? null : `${card.likes} ${card.likes === 1 ? 'like' : 'likes'}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#1b1712"/>` +
    `<rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="24" fill="#241e17" stroke="#c9a45c" stroke-width="4"/>` +
    `<text x="80" y="120" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#c9a45c">Almanac · ${escapeHtml(card.kind)} build${card.variant ? ` · ${escapeHtml(clip(card.variant, 32))}` : ''}</text>` +
    `<text x="80" y="210" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold" fill="#efe6d4">${escapeHtml(clip(card.name, 30))}</text>` +
    `<text x="80" y="290" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" fill="#efe6d4">${escapeHtml([card.className, `level ${card.level}`, likes].filter(Boolean).join(' · '))}</text>` +
    (card.owner ? `<text x="80" y="350" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#a89c88">by ${escapeHtml(clip(card.owner, 40))}</text>` : '') +
    icons +
    (card.icons.length === 0 && card.traits ? `<text x="80" y="450" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#efe6d4">${escapeHtml(clip(card.traits, 60))}</text>` : '') +
    (card.icons.length === 0 && !card.traits ? `<text x="80" y="450" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#a89c88">${card.kind === 'trait tree' ? 'No trait points' : 'No equipment'}</text>` : '') +
    (card.target ? `<text x="80" y="550" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#c9a45c">${escapeHtml(clip(card.target, 60))}</text>` : '') +
    '</svg>'
  );
}

const RENDER_OPTIONS: ResvgRenderOptions = { fitTo: { mode: 'original' }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } };

/** Draws SVG into PNG bytes with resvg (system fonts). */
export function svgToPng(svg: string): Buffer {
  return new Resvg(svg, RENDER_OPTIONS).render().asPng();
}

/**
 * Cards drawn at once, at most: each render runs off the event loop in libuv's thread pool (four
 * threads, which file writes and compression use too), so a burst of cold cards leaves the
 * other threads and the event loop to everything else.
 */
export const CONCURRENT_CARD_RENDERS = 2;

/** A build's card and oEmbed answer: public, revalidated on every use (a 304 while unchanged). */
export const CARD_CACHE = 'public, no-cache';

/**
 * GET /builds/{id}/card.png: the Open Graph image of a public build, drawn on the first request
 * for each version of the build and cached; a private or unknown build is a 404 (nothing leaks).
 * Only drawing costs: a cached card is free, and a card being drawn is shared by every request
 * that asks for it meanwhile; each drawing spends a point of the asking address's `renders`
 * budget (a 429 with Retry-After past it), so a client cannot keep every request cold.
 */
/** What a card shows of a build: a saved build's fields, or a short link's (no likes, no owner). */
export type CardBuild = Pick<BuildDocument, 'name' | 'class' | 'characterLevel' | 'ownerUsername' | 'isPlannerBuild' | 'equippedItemIds' | 'assignedPoints' | 'statAllocations' | 'targetMonsterId'> & {
  likeCount: number | null;
  variant?: string | null;
  /** The game data version its points and items are in. */
  dataVersion?: number;
};

/** A build's card content, with its traits, items and target as the build's own game data version has them. */
export async function cardContentOf(build: CardBuild, items: ItemsService, versions: BuildGameDataSource): Promise<CardContent> {
  const data = await versions.buildGameData(build.dataVersion ?? 1);
  const ids = SLOT_IDS.flatMap((slot) => (build.equippedItemIds[slot]?.itemId ? [build.equippedItemIds[slot]!.itemId] : []));
  const worn = await wornItemsOf(items, data, ids);
  return {
    name: build.name,
    className: CLASS_NAMES[build.class],
    level: build.characterLevel,
    likes: build.likeCount,
    owner: build.ownerUsername,
    kind: build.isPlannerBuild ? 'planner' : 'trait tree',
    icons: worn.map((item) => iconSvg(item.category, itemTier(item.level))),
    variant: build.variant ?? null,
    target: build.isPlannerBuild ? targetLine(build, worn, data) : null,
    traits: build.isPlannerBuild ? null : traitsLine(data.traits, pointPairs(build.assignedPoints)),
  };
}

export function buildCardRouter(builds: BuildsService, items: ItemsService, versions: BuildGameDataSource & Pick<ShareStateVersions, 'known' | 'traitCatalog'>, renders: RateLimiterAbstract): Router {
  const router = Router();
  const cache = new LRUCache<string, Buffer>({ max: 200, maxSize: 40 * 1024 * 1024, sizeCalculation: (png) => png.length });
  const drawing = new Map<string, Promise<Buffer>>();
  const oneAtATime = pLimit(CONCURRENT_CARD_RENDERS);
  const draw = async (build: CardBuild): Promise<Buffer> => {
    const svg = buildCardSvg(await cardContentOf(build, items, versions));
    return (await oneAtATime(() => renderAsync(svg, RENDER_OPTIONS))).asPng();
  };
  const startDrawing = (key: string, build: CardBuild) => {
    const pending = draw(build)
      .then((png) => (cache.set(key, png), png))
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
    return pending;
  };
  const send = async (req: Request, res: Response, key: string, build: CardBuild, cacheControl: string) => {
    res.set('Cache-Control', cacheControl);
    if (/\bno-cache\b/.test(cacheControl)) {
      // Revalidated each time: the card's key names what it shows, so an unchanged card is a 304
      // that costs a store read and never a drawing.
      res.set('ETag', `"${Buffer.from(key).toString('base64url')}"`);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
    }
    let png = cache.get(key);
    if (!png) {
      let pending = drawing.get(key);
      if (!pending) {
        try {
          await renders.consume(req.ip ?? 'unknown');
        } catch (rejection) {
          // A failing limiter store is an error, not a refusal.
          if (rejection instanceof Error) throw rejection;
          sendTooManyRequests(res, tooManyRequests(retryAfterSecondsOf(rejection)));
          return;
        }
        // Another request may have started the same card while this one waited for its budget.
        pending = drawing.get(key) ?? startDrawing(key, build);
      }
      png = await pending;
    }
    res.type('image/png').send(png);
  };
  router.get('/builds/:id/card.png', async (req, res, next) => {
    try {
      const build = await builds.get(null, req.params.id);
      if (!build?.isPublic) {
        res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('No such public build');
        return;
      }
      // `?variant=` (a place from 1 or a name) draws that variant, named; an unknown one is the first.
      const variants = variantsOfStored(build);
      const wanted = typeof req.query.variant === 'string' ? req.query.variant : null;
      const place = Math.max(0, findVariant(variants.map((v) => v.name), wanted));
      const variant = variants[place]!;
      const named = variants.length > 1 || place > 0 ? variant.name : null;
      // The page's og:image names the version (`?v=`), so a changed build gets a new address.
      // `no-cache` (with the ETag above), as pages: a build made private or deleted loses its card
      // at the next request, also behind a CDN, where any max-age (even a short s-maxage with
      // stale-while-revalidate) would keep showing it for that long after the owner hid it.
      await send(req, res, `${build._id}:${cardVersion(build)}:${place}`, { ...build, ...variant, name: build.name, variant: named }, CARD_CACHE);
    } catch (error) {
      next(error);
    }
  });
  // A short link's card: drawn from its state; a link never changes, so neither does its card.
  router.get('/s/:code/card.png', async (req, res, next) => {
    try {
      const link = await builds.shareLinks.get(req.params.code);
      const opened = link && (await builds.shareLinks.open(link, versions));
      if (!opened) {
        res.status(404).type('text/plain').send('No such short link');
        return;
      }
      const { fields, dataVersion } = opened;
      await send(req, res, `s:${link._id}`, { ...fields, dataVersion, ownerUsername: null, likeCount: null, variant: link.variant ?? null }, 'public, max-age=86400');
    } catch (error) {
      next(error);
    }
  });
  return router;
}
