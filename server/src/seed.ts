import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { Logger } from './logger';
import { DuplicateKeyError, type Store, type StoredDocument } from './store/port';
import { NEWS_COLLECTION, type NewsDocument } from './modules/content/news.service';
import { PROFILES_COLLECTION, type ProfileDocument } from './modules/profiles/profile.model';
import { ITEMS_COLLECTION, itemDocumentsFromPack } from './modules/items/items.service';
import { ITEMS } from '../game-data/data/items';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION } from './modules/builds/build.model';
import { demoBuilds } from './modules/builds/build.demo';

const CONTENT_DIR = fileURLToPath(new URL('../content', import.meta.url));

/** Marks which seed sets have run, so a seed never comes back after an admin deleted or edited it. */
interface SeedMarker extends StoredDocument {
  seededAt: string;
}

const newsFrontMatter = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  summary: z.string().min(1),
  author: z.string().min(1),
  publishedAt: z.coerce.date(),
});

const slugOf = (id: string) => id.replace(/^news-/, '');

/** Reads the sample news from server/content/news/*.md (front matter plus Markdown body). */
export async function readSeedNews(dir = join(CONTENT_DIR, 'news')): Promise<NewsDocument[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { data, content } = matter(await readFile(join(dir, file), 'utf8'));
      const parsed = newsFrontMatter.safeParse(data);
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      const publishedAt = parsed.data.publishedAt.toISOString();
      return {
        _id: parsed.data.id,
        slug: slugOf(parsed.data.id),
        title: parsed.data.title,
        summary: parsed.data.summary,
        author: parsed.data.author,
        body: content.trim(),
        publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
}

/** A few demo players, so the site looks lived-in outside production. */
export const DEMO_PROFILES: ProfileDocument[] = [
  ['demo-aldric', 'aldric', 'Aldric the Bold'],
  ['demo-brenna', 'brenna_v', 'Brenna'],
  ['demo-corvin', 'corvin-mage', 'Corvin'],
  ['demo-dara', 'dara', 'Dara of the Vale'],
  ['demo-emeric', 'emeric77', 'Emeric'],
  ['demo-fenna', 'fenna', 'Fenna Quickfoot'],
  ['demo-gorm', 'gorm_the_wall', 'Gorm'],
  ['demo-hild', 'hild', 'Hild'],
  ['demo-ivo', 'ivo-frost', 'Ivo'],
  ['demo-jessa', 'jessa', 'Jessa of Brackenford'],
  ['demo-kael', 'kael_ember', 'Kael'],
  ['demo-lune', 'lune', 'Lune'],
].map(([id, username, displayName]) => ({
  _id: id!,
  username: username!,
  usernameLower: username!.toLowerCase(),
  displayName: displayName!,
  role: 'user',
  provider: 'demo',
  providerUserId: id!,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
}));

/**
 * Inserts one seed set once. Safe to run on every start and from several processes at once:
 * documents have fixed ids and duplicates are ignored.
 */
async function seedOnce<T extends StoredDocument>(store: Store, marker: string, collection: string, documents: T[]): Promise<number> {
  const markers = store.collection<SeedMarker>('seed_markers');
  if (await markers.findOne({ _id: marker })) return 0;
  const target = store.collection<T>(collection);
  let inserted = 0;
  for (const document of documents) {
    try {
      await target.insertOne(document);
      inserted += 1;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  try {
    await markers.insertOne({ _id: marker, seededAt: new Date().toISOString() });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  return inserted;
}

/** Seeds an empty store: sample news always, demo profiles when `demo` is true (never in production). */
export async function seedStore(store: Store, options: { demo: boolean; logger?: Logger }): Promise<void> {
  const news = await seedOnce(store, 'news-v1', NEWS_COLLECTION, await readSeedNews());
  // Items are seeded from the data pack once; after that they belong to the admins and are never overwritten.
  const items = await seedOnce(store, 'items-v1', ITEMS_COLLECTION, itemDocumentsFromPack(ITEMS));
  const profiles = options.demo ? await seedOnce(store, 'demo-profiles-v1', PROFILES_COLLECTION, DEMO_PROFILES) : 0;
  let builds = 0;
  if (options.demo) {
    const demo = demoBuilds(DEMO_PROFILES);
    builds = await seedOnce(store, 'demo-builds-v1', BUILDS_COLLECTION, demo.builds);
    // Their likes and comments are records of their own (fixed ids: a store migrated from the
    // older builds-with-arrays form already holds them, and they are not inserted twice).
    await seedOnce(store, 'demo-likes-v1', LIKES_COLLECTION, demo.likes);
    await seedOnce(store, 'demo-comments-v1', COMMENTS_COLLECTION, demo.comments);
  }
  if (news + items + profiles + builds > 0) options.logger?.info({ news, items, profiles, builds }, 'Seeded the store');
}
