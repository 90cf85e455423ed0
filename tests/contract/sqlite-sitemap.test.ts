import type { AddressInfo } from 'node:net';
import express from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sitemapRouter } from '../../server/src/http/sitemap';
import { BUILDS_COLLECTION } from '../../server/src/modules/builds/build.model';
import { PROFILES_COLLECTION } from '../../server/src/modules/profiles/profile.model';
import { createServices, type Services } from '../../server/src/services';
import type { StoredDocument } from '../../server/src/store/port';
import { Statements } from '../../server/src/store/sqlite/query';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { writeListData } from '../support/list-data';
import { tempDir } from '../support/temp';

/**
 * The sitemap of a site larger than one file, on the SQLite store with the real services: the
 * index names the parts, every public build and player is in exactly one part, and a part of
 * builds reads only its own builds from the store (a bounded walk of the public builds' index),
 * never every public build. The limit is made small (40 URLs) so 360 public builds make parts.
 */

const SITE = 'https://almanac.example';
const LIMIT = 40;
const BUILDS = 400;
const OWNERS = 10;
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

describe('the sitemap past one file, on SQLite', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let store: SqliteStore;
  let services: Services;
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let url: string;
  const issued: string[] = [];

  beforeAll(async () => {
    dir = await tempDir('almanac-sqlite-sitemap-');
    store = await SqliteStore.open(dir.path);
    services = await createServices(store);
    await writeListData(store, { builds: BUILDS, owners: OWNERS, records: 0 });
    for (let i = 0; i < OWNERS; i += 1) {
      await store.collection<StoredDocument & Record<string, unknown>>(PROFILES_COLLECTION).insertOne({ _id: `p${i}`, username: `player${i}`, usernameLower: `player${i}`, displayName: `Player ${i}`, role: 'user', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    }
    const app = express();
    app.use(sitemapRouter(services, SITE, LIMIT));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = Statements.prototype.get;
    vi.spyOn(Statements.prototype, 'get').mockImplementation(function (this: Statements, sql: string) {
      issued.push(sql);
      return get.call(this, sql);
    });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await new Promise((resolve) => server?.close(resolve));
    await services?.followers.stop();
    await store?.close();
    await dir?.remove();
  });

  const xml = async (path: string) => {
    const response = await fetch(`${url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    return parser.parse(text);
  };

  it('names its parts in the index, and the parts hold every page once: the public builds first, then the site and the players', async () => {
    const index = (await xml('/sitemap.xml')).sitemapindex.sitemap as Array<{ loc: string }>;
    const publicBuilds = BUILDS - BUILDS / 10;
    expect(index.length).toBeGreaterThan(publicBuilds / LIMIT);
    const paths: string[] = [];
    for (const [i, part] of index.entries()) {
      expect(part.loc).toBe(`${SITE}/sitemap-${i + 1}.xml`);
      const urls = (await xml(`/sitemap-${i + 1}.xml`)).urlset.url as Array<{ loc: string }>;
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(LIMIT);
      paths.push(...urls.map((u) => u.loc.slice(SITE.length)));
    }
    const builds = paths.filter((p) => p.startsWith('/builds/'));
    expect(builds).toEqual(Array.from({ length: BUILDS }, (_, i) => `/builds/b${String(i).padStart(4, '0')}`).filter((_, i) => i % 10 !== 0));
    // The build parts come first, in id order.
    expect(paths.slice(0, builds.length)).toEqual(builds);
    // Player 0 owns only private builds (every tenth): no page of theirs.
    expect(paths.filter((p) => p.startsWith('/players/')).sort()).toEqual(Array.from({ length: OWNERS - 1 }, (_, i) => `/players/player${i + 1}`).sort());
    expect(paths).toContain('/tools/planner');
    expect(new Set(paths).size).toBe(paths.length);
    expect((await fetch(`${url}/sitemap-${index.length + 1}.xml`)).status).toBe(404);
  });

  it('the index reads no build and no profile: it is laid out from the counts of public builds and of profiles', async () => {
    issued.length = 0;
    const index = (await xml('/sitemap.xml')).sitemapindex.sitemap as Array<{ loc: string }>;
    expect(index.length).toBeGreaterThan(0);
    const reads = issued.filter((sql) => sql.startsWith('SELECT') && (sql.includes(`"c_${BUILDS_COLLECTION}"`) || sql.includes(`"c_${PROFILES_COLLECTION}"`)));
    for (const sql of reads) expect(sql).toMatch(/^SELECT count\(\*\) AS n FROM "c_\w+"$/);
  });

  it('a part of builds reads its own builds only, by the index of public builds, never every one', async () => {
    issued.length = 0;
    const urls = (await xml('/sitemap-3.xml')).urlset.url as Array<{ loc: string }>;
    expect(urls).toHaveLength(LIMIT);
    const reads = issued.filter((sql) => sql.startsWith('SELECT') && sql.includes(`"c_${BUILDS_COLLECTION}"`));
    expect(reads.length).toBeGreaterThan(0);
    for (const sql of reads) {
      // A count of index entries, or a read bounded by LIMIT: nothing else touches the builds.
      expect(sql).toMatch(/^SELECT count\(\*\)|LIMIT \?/);
      const parameters = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 1);
      const plan = (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as Array<{ detail: string }>).map((row) => row.detail).join(' / ');
      expect(plan).toMatch(/USING (COVERING )?INDEX/);
      expect(plan).not.toMatch(/^SCAN c_builds$|TEMP B-TREE/);
    }
  });
});
