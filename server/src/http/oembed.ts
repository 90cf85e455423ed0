import { Router, type Request, type Response } from 'express';
import { CLASS_NAMES, ITEM_CATEGORY_NAMES, itemTier } from '../../game-data/rules/constants';
import { escapeHtml } from '../../game-data/rules/text';
import { findVariant, variantsOfStored } from '../../game-data/rules/variants';
import type { BuildsService } from '../modules/builds/builds.service';
import type { ItemsService } from '../modules/items/items.service';
import { CARD_CACHE, CARD_HEIGHT, CARD_WIDTH, cardVersion } from '../modules/builds/build-card';
import { OEMBED_PATH } from '../modules/page-meta';
import type { Pack } from '../../game-data/schemas';
import type { World } from '../../game-data/world/schemas';

/**
 * oEmbed (https://oembed.com) at `/oembed?url=…&format=json`: for a build, an
 * item, a monster, an NPC or a map position of this site, a `rich` answer whose `html` frames the
 * embed page (`/embed/builds/{id}`, the maps with `?embed=1`, an entity page with `?embed=1`),
 * with the build's card as thumbnail (an item's icon), title, author and provider.
 *
 * - `url` missing or not an http(s) URL, `format` empty, `maxwidth`/`maxheight` not a positive
 *   whole number: 400 with a JSON `error` saying what to send.
 * - `format` other than `json`: 501 (the spec's answer; XML is not offered).
 * - a URL of another site, a page that is not one of the kinds above, an id that does not exist,
 *   or a private build: 404 (a private build is not told apart from a missing one; the spec's
 *   401 would say it exists).
 */

/** What an embed is sized to when the consumer sets no maximum. */
export const EMBED_SIZES = {
  build: { width: 480, height: 360 },
  item: { width: 480, height: 400 },
  map: { width: 640, height: 480 },
} as const;

const ICON_SIZE = 48;
const MAP_PATHS: Record<string, string> = {
  '/tools/interactive-map': 'Interactive map',
  '/tools/houses-map': 'Houses map',
  '/tools/monsters-map': 'Monsters map',
};
/** The maps' view in the hash: `#x,y,z:zoom` (zoom optional), as the client writes it. */
const MAP_VIEW = /^#(-?\d+),(-?\d+),(-?\d+)(?::(-?\d+))?$/;
const MIN_ZOOM = -3;
const MAX_ZOOM = 5;

interface Answer {
  title: string;
  /** The page framed by the answer's iframe (absolute). */
  frame: string;
  size: { width: number; height: number };
  author?: { name: string; url: string };
  thumbnail?: { url: string; width: number; height: number };
}

class OEmbedRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (status: number, message: string): never => {
  throw new OEmbedRefusal(status, message);
};
const notFound = () => refuse(404, 'No embeddable public page of this site at that URL.');

function positiveInteger(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value) || Number(value) < 1) return refuse(400, `${name} must be a positive whole number of pixels.`);
  return Number(value);
}

function single(value: unknown, name: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  return refuse(400, `Give ${name} once.`);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return notFound();
  }
}

export interface OEmbedDependencies {
  publicUrl: string;
  builds: BuildsService;
  items: ItemsService;
  world: World;
  /** The game data version served and its pack: monsters, NPCs and places are named as it names them. */
  served: () => { number: number; pack: Pack };
}

/** What the answers read of the served version's pack, worked out once per version. */
function namesOf(pack: Pack, world: World) {
  const monsters = new Map(pack.monsters.map((monster) => [monster.id, monster]));
  const npcs = new Map(pack.npcs.map((npc) => [npc.id, npc]));
  const spawned = new Set(world.entities.spawns.map((spawn) => spawn.monster));
  const placedNpcs = new Set(world.entities.npcs.map((placed) => placed.npc));
  const named: Record<string, Map<string, string>> = {
    npc: new Map(pack.npcs.filter((npc) => placedNpcs.has(npc.id)).map((npc) => [npc.id, npc.name])),
    monster: new Map(pack.monsters.filter((monster) => spawned.has(monster.id)).map((monster) => [monster.id, monster.name])),
    house: new Map(world.entities.houses.map((house) => [house.id, house.name])),
    place: new Map(pack.locations.filter((location) => world.entities.places.some((place) => place.id === location.id)).map((location) => [location.id, location.name])),
    spawn: new Map(world.entities.spawns.map((spawn) => [spawn.id, `${monsters.get(spawn.monster)?.name ?? spawn.monster} spawn`])),
  };
  return { monsters, npcs, spawned, placedNpcs, named };
}

/** The oEmbed endpoint (see above). */
export function oembedRouter(deps: OEmbedDependencies): Router {
  const { publicUrl, world } = deps;
  let names: { number: number; of: ReturnType<typeof namesOf> } | null = null;
  const current = () => {
    const { number, pack } = deps.served();
    if (names?.number !== number) names = { number, of: namesOf(pack, world) };
    return names.of;
  };
  const site = (path: string) => `${publicUrl}${path}`;

  const mapAnswer = (path: string, url: URL, title: string): Answer => {
    const { named } = current();
    const params = new URLSearchParams(url.search);
    params.delete('embed');
    let subject: string | null = null;
    for (const [key, names] of Object.entries(named)) {
      const id = params.get(key);
      if (id === null) continue;
      const name = names.get(id);
      if (name === undefined) return notFound();
      subject ??= name;
    }
    let where: string | null = null;
    if (url.hash) {
      const view = MAP_VIEW.exec(url.hash);
      if (!view) return notFound();
      const [x, y, z, zoom] = [Number(view[1]), Number(view[2]), Number(view[3]), view[4] === undefined ? 0 : Number(view[4])];
      const inside = x >= 0 && y >= 0 && x < world.meta.width && y < world.meta.height && world.meta.floors.includes(z) && zoom >= MIN_ZOOM && zoom <= MAX_ZOOM;
      if (!inside) return notFound();
      where = `${x}, ${y}, floor ${z}`;
    }
    params.set('embed', '1');
    return {
      title: `${title}${subject ? ` · ${subject}` : ''}${where ? ` · ${where}` : ''}`,
      frame: `${site(path)}?${params}${url.hash}`,
      size: EMBED_SIZES.map,
    };
  };

  const answerFor = async (url: URL): Promise<Answer> => {
    const { monsters, npcs, spawned, placedNpcs } = current();
    const path = url.pathname.replace(/\/$/, '') || '/';
    const mapTitle = MAP_PATHS[path];
    if (mapTitle) return mapAnswer(path, url, mapTitle);
    const segments = path.split('/').slice(1);
    if (segments[0] === 'builds' && segments.length === 2) {
      const build = await deps.builds.get(null, decoded(segments[1]!));
      if (!build?.isPublic) return notFound();
      const id = encodeURIComponent(build._id);
      // `?variant=` (a place from 1 or a name) frames and names that variant, as the
      // build's page and card do; an unknown one is the first.
      const variants = variantsOfStored(build);
      const place = Math.max(0, findVariant(variants.map((v) => v.name), url.searchParams.get('variant')));
      const variant = variants.length > 1 || place > 0 ? variants[place]! : null;
      const level = variant?.characterLevel ?? build.characterLevel;
      const chosen = variant && place > 0 ? `variant=${place + 1}` : '';
      return {
        title: `${build.name}${variant ? ` · ${variant.name}` : ''} · ${CLASS_NAMES[build.class]} level ${level}`,
        frame: site(`/embed/builds/${id}${chosen ? `?${chosen}` : ''}`),
        size: EMBED_SIZES.build,
        ...(build.ownerUsername ? { author: { name: build.ownerUsername, url: site(`/players/${encodeURIComponent(build.ownerUsername)}`) } } : {}),
        thumbnail: { url: site(`/builds/${id}/card.png?v=${cardVersion(build)}${chosen ? `&${chosen}` : ''}`), width: CARD_WIDTH, height: CARD_HEIGHT },
      };
    }
    if (segments[0] === 'items' && segments.length === 3) {
      const item = await deps.items.byId(decoded(segments[2]!));
      if (!item || item.category !== decoded(segments[1]!)) return notFound();
      return {
        title: `${item.name} · ${ITEM_CATEGORY_NAMES[item.category]}`,
        frame: site(`/items/${encodeURIComponent(item.category)}/${encodeURIComponent(item._id)}?embed=1`),
        size: EMBED_SIZES.item,
        thumbnail: { url: site(`/icons/items/${item.category}-${itemTier(item.level)}.svg`), width: ICON_SIZE, height: ICON_SIZE },
      };
    }
    if (segments[0] === 'lists' && segments[1] === 'monsters' && segments.length === 3) {
      const monster = monsters.get(decoded(segments[2]!)) ?? notFound();
      const id = encodeURIComponent(monster.id);
      // Where it lives on the monsters map; a monster without a spawn frames its own page.
      return spawned.has(monster.id)
        ? { title: `${monster.name} · level ${monster.level} monster`, frame: site(`/tools/monsters-map?embed=1&monster=${id}`), size: EMBED_SIZES.map }
        : { title: `${monster.name} · level ${monster.level} monster`, frame: site(`/lists/monsters/${id}?embed=1`), size: EMBED_SIZES.item };
    }
    if (segments[0] === 'lists' && segments[1] === 'npc-buy-sell' && segments.length === 3) {
      const npc = npcs.get(decoded(segments[2]!)) ?? notFound();
      const id = encodeURIComponent(npc.id);
      return placedNpcs.has(npc.id)
        ? { title: `${npc.name} · ${npc.profession}`, frame: site(`/tools/interactive-map?embed=1&npc=${id}`), size: EMBED_SIZES.map }
        : { title: `${npc.name} · ${npc.profession}`, frame: site(`/lists/npc-buy-sell/${id}?embed=1`), size: EMBED_SIZES.item };
    }
    return notFound();
  };

  /** Whether a URL names this site: its public address, or the address the consumer used (Host). */
  const isOurs = (url: URL, req: Request) => url.origin === new URL(publicUrl).origin || url.host === req.headers.host;

  const router = Router();
  router.get(OEMBED_PATH, async (req: Request, res: Response, next) => {
    try {
      const raw = single(req.query.url, 'url');
      const format = single(req.query.format, 'format') ?? 'json';
      const maxWidth = positiveInteger(single(req.query.maxwidth, 'maxwidth'), 'maxwidth');
      const maxHeight = positiveInteger(single(req.query.maxheight, 'maxheight'), 'maxheight');
      if (!raw) return refuse(400, 'Give the page to embed: /oembed?url=<address of a build, item, monster, NPC or map position>&format=json.');
      if (format === '') return refuse(400, 'format must be json.');
      if (format !== 'json') return refuse(501, 'Only format=json is offered.');
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return refuse(400, 'url must be an absolute http(s) address, e.g. https://almanac.example/builds/<id>.');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(400, 'url must be an absolute http(s) address.');
      if (!isOurs(url, req)) return notFound();
      const answer = await answerFor(url);
      const scale = Math.min(1, (maxWidth ?? Infinity) / answer.size.width, (maxHeight ?? Infinity) / answer.size.height);
      // Shrunk as a whole to fit the consumer's maxwidth and maxheight, never grown.
      const width = Math.max(1, Math.floor(answer.size.width * scale));
      const height = Math.max(1, Math.floor(answer.size.height * scale));
      // Revalidated on every use, as the card (build-card.ts): a build made private is a 404 at
      // once, also behind a CDN; Express's ETag of the body makes an unchanged answer a 304. No
      // `cache_age` (optional in oEmbed 1.0) that would tell consumers to keep it longer.
      res.set('Cache-Control', CARD_CACHE).type('application/json').send(
        JSON.stringify({
          version: '1.0',
          type: 'rich',
          title: answer.title,
          ...(answer.author ? { author_name: answer.author.name, author_url: answer.author.url } : {}),
          provider_name: 'Almanac',
          provider_url: `${publicUrl}/`,
          ...(answer.thumbnail ? { thumbnail_url: answer.thumbnail.url, thumbnail_width: answer.thumbnail.width, thumbnail_height: answer.thumbnail.height } : {}),
          html: `<iframe src="${escapeHtml(answer.frame)}" width="${width}" height="${height}" title="${escapeHtml(answer.title)}" loading="lazy" style="border:0"></iframe>`,
          width,
          height,
        }),
      );
    } catch (error) {
      if (error instanceof OEmbedRefusal) {
        res.status(error.status).set('Cache-Control', 'no-store').json({ error: error.message });
        return;
      }
      next(error);
    }
  });
  return router;
}
