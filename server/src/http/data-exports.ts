import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import type { Pack } from '../../game-data/schemas';
import { experienceTable } from '../../game-data/rules/progression';
import type { World } from '../../game-data/world/schemas';
import { worldEntities } from '../world/router';
import { pickEncoding } from '../serving/encoding';

/** Where the exports live: `/data/v{dataVersion}/<name>.json`; `/data/latest/…` redirects there. */
const DATA_EXPORTS_PATH = '/data';
const dataExportsBase = (version: number) => `${DATA_EXPORTS_PATH}/v${version}`;

/** The published versions the exports are made from (modules/patches' GameDataVersions). */
export interface ExportedVersions {
  current(): { number: number };
  get(number: number): { number: number } | undefined;
  pack(number: number): Promise<Pack>;
}

/** A year, immutable: a published version never changes, so neither do its files. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** `/data/latest/` moves when the data version does, so it is cached briefly. */
const LATEST_CACHE = 'public, max-age=300';

/** The planner's items (`plannerCatalog`): revalidated on each read (admins change items), a strong ETag per version. */
const PLANNER_ITEMS_PATH = `${DATA_EXPORTS_PATH}/planner/items.json`;
const PLANNER_CACHE = 'public, no-cache';

/** One exported file: its JSON and, made once on first ask, its compressed copies. */
interface ExportFile {
  name: string;
  description: string;
  count: number | null;
  body: Buffer;
  hash: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** The exports' files, in the order the index lists them (what tooling authors read). */
function dataExportFiles(pack: Pack, world: World): Array<{ name: string; description: string; rows: unknown }> {
  return [
    { name: 'items', description: 'Every item: category, slot, level, classes that may wear it, stats, weight and value', rows: pack.items },
    { name: 'monsters', description: 'Every monster: level, experience, health, habitats and loot', rows: pack.monsters },
    { name: 'npcs', description: 'Every NPC: profession, location and what they buy and sell', rows: pack.npcs },
    { name: 'spells', description: 'Every spell', rows: pack.spells },
    { name: 'traits', description: 'The trait trees, numbered as share links and builds of this data version number them', rows: pack.traits },
    { name: 'classes', description: 'The classes and the stats, in share-link order', rows: { classes: pack.classes, stats: pack.stats } },
    { name: 'experience', description: 'The experience table: the total to reach each level and the step to the next', rows: experienceTable() },
    { name: 'locations', description: 'Cities, regions and hunting places', rows: pack.locations },
    { name: 'materials', description: 'Crafting materials and loot that is not an item', rows: pack.materials },
    { name: 'recipes', description: 'Crafting recipes', rows: pack.recipes },
    { name: 'world', description: 'The world map\'s entities: provinces, places, roads, rivers, houses, spawns, NPC positions, points of interest and stairs', rows: worldEntities(pack, world) },
  ];
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('base64url');

function makeFile(name: string, description: string, rows: unknown): ExportFile {
  const body = Buffer.from(JSON.stringify(rows));
  return { name, description, count: Array.isArray(rows) ? rows.length : null, body, hash: sha256(body), encoded: {} };
}

/** The strong ETag of one representation (each encoding is its own representation). */
const etagOf = (file: ExportFile, encoding: 'br' | 'gzip' | null) => `"${file.hash}${encoding ? `-${encoding}` : ''}"`;

/** True when `If-None-Match` names this ETag (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Headers every answer under /data carries: any site may fetch the files (no credentials) and embed them. */
function openHeaders(res: Response): void {
  res.set('Access-Control-Allow-Origin', '*');
  res.set('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** Sends a prebuilt file: brotli or gzip when accepted (made once), its strong ETag, a 304 to `If-None-Match`. */
function sendFile(req: Request, res: Response, file: ExportFile, cacheControl: string): void {
  const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
  const etag = etagOf(file, encoding);
  res.set({ 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding', 'Content-Type': 'application/json; charset=utf-8' });
  if (matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  let body = file.body;
  if (encoding === 'br') body = file.encoded.br ??= brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length } });
  else if (encoding === 'gzip') body = file.encoded.gzip ??= gzipSync(file.body, { level: 9 });
  if (encoding) res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The game data pack as versioned JSON for tooling authors, one set of files per published version:
 * `/data/v{dataVersion}/index.json` lists the files, each `/data/v{dataVersion}/<name>.json`
 * holds one part of that version's pack. Strong ETags (304 to `If-None-Match`), a year of immutable
 * caching, brotli or gzip made once; `/data/latest/…` redirects to the current version (5 min).
 * Open to every origin: `Access-Control-Allow-Origin: *`, `Cross-Origin-Resource-Policy: cross-origin`.
 */
export function dataExportsRouter(
  versions: ExportedVersions,
  world: World,
  /** `followItems` calls its listener on every change of the items (and lost history). */
  options: { plannerItems: () => Promise<unknown[]>; followItems: (changed: () => void) => void },
): Router {
  // Each published version's files, made on its first ask and kept: the version never changes.
  const made = new Map<number, Promise<Map<string, ExportFile>>>();
  const filesOf = (version: number) => {
    let files = made.get(version);
    if (!files) {
      files = versions.pack(version).then((pack) => {
        const base = dataExportsBase(version);
        const byName = new Map<string, ExportFile>();
        for (const { name, description, rows } of dataExportFiles(pack, world)) byName.set(`${name}.json`, makeFile(name, description, rows));
        const index = makeFile('index', 'This list', {
          dataVersion: version,
          files: [...byName.values()].map((file) => ({
            name: file.name,
            description: file.description,
            path: `${base}/${file.name}.json`,
            ...(file.count === null ? {} : { count: file.count }),
            bytes: file.body.length,
            sha256: file.hash,
          })),
        });
        byName.set('index.json', index);
        return byName;
      });
      made.set(version, files);
      files.catch(() => made.delete(version));
    }
    return files;
  };

  // The planner's items follow the library: made again on the first ask after an item changes.
  let planner: Promise<ExportFile> | null = null;
  let generation = 0;
  const plannerFile = () => {
    if (planner) return planner;
    const made = generation;
    const building = options.plannerItems().then((items) => makeFile('planner-items', "The planner's items", { dataVersion: versions.current().number, items }));
    planner = building;
    // A change while it was being made (or a failure) leaves it to the next ask to make it again.
    const forget = () => {
      if (planner === building) planner = null;
    };
    building.then(() => generation !== made && forget(), forget);
    return building;
  };
  options.followItems(() => {
    generation += 1;
    planner = null;
  });

  const router = Router();
  router.use(DATA_EXPORTS_PATH, (req, res, next) => {
    openHeaders(res);
    if (req.method === 'OPTIONS') {
      res.set('Access-Control-Allow-Methods', 'GET, HEAD').set('Access-Control-Allow-Headers', 'if-none-match').set('Access-Control-Max-Age', '86400').status(204).end();
      return;
    }
    next();
  });
  const latest = (file: string) => (_req: unknown, res: Response) => {
    res.set('Cache-Control', LATEST_CACHE).redirect(302, `${dataExportsBase(versions.current().number)}/${file}`);
  };
  const published = (param: string) => {
    const match = /^v([1-9]\d{0,5})$/.exec(param);
    return match ? versions.get(Number(match[1])) : undefined;
  };
  router.get([`${DATA_EXPORTS_PATH}`, `${DATA_EXPORTS_PATH}/`, `${DATA_EXPORTS_PATH}/latest`, `${DATA_EXPORTS_PATH}/latest/`], latest('index.json'));
  router.get(`${DATA_EXPORTS_PATH}/latest/:file`, (req, res) => latest(req.params.file)(req, res));
  router.get([`${DATA_EXPORTS_PATH}/:version`, `${DATA_EXPORTS_PATH}/:version/`], (req, res, next) => {
    const version = published(String(req.params.version));
    if (!version) return next();
    res.set('Cache-Control', LATEST_CACHE).redirect(301, `${dataExportsBase(version.number)}/index.json`);
  });
  router.get(PLANNER_ITEMS_PATH, async (req, res, next) => {
    try {
      sendFile(req, res, await plannerFile(), PLANNER_CACHE);
    } catch (error) {
      next(error);
    }
  });
  router.get(`${DATA_EXPORTS_PATH}/:version/:file`, async (req, res, next) => {
    const version = published(req.params.version);
    if (!version) return next();
    try {
      const file = (await filesOf(version.number)).get(req.params.file);
      if (!file) {
        res.status(404).set('Cache-Control', 'no-cache').json({ error: `No such export. The files are listed at ${dataExportsBase(version.number)}/index.json.` });
        return;
      }
      sendFile(req, res, file, VERSIONED_CACHE);
    } catch (error) {
      next(error);
    }
  });
  // Anything else under /data (an old or unknown version) is a JSON 404, never the site's page.
  router.all(`${DATA_EXPORTS_PATH}/{*rest}`, (_req, res) => {
    const current = versions.current().number;
    res.status(404).set('Cache-Control', 'no-cache').json({ error: `No such data version: versions 1 to ${current} are served; the current one is at ${dataExportsBase(current)}/index.json (or ${DATA_EXPORTS_PATH}/latest/).` });
  });
  return router;
}
