import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { Logger } from './logger';
import { DuplicateKeyError, type Store, type StoredDocument } from './store/port';
import { CONTENT_COLLECTIONS, CONTENT_ID_PREFIX, CONTENT_KINDS, type ContentDocument, type ContentKind } from './modules/content/content.model';
import { PROFILES_COLLECTION, type ProfileDocument } from './modules/profiles/profile.model';
import { SIGN_INS_COLLECTION, type SignInDocument } from './modules/profiles/sign-in.model';
import { ITEMS_COLLECTION, itemDocumentsFromPack } from './modules/items/items.service';
import { ITEMS } from '../game-data/data/items';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION } from './modules/builds/build.model';
import { demoBuilds } from './modules/builds/build.demo';

const CONTENT_DIR = fileURLToPath(new URL('../content', import.meta.url));

/** Marks which seed sets have run, so a seed never comes back after an admin deleted or edited it. */
/** Which sample data a store has had (never in a public answer). */
export const SEED_MARKERS_COLLECTION = 'seed_markers';

interface SeedMarker extends StoredDocument {
  seededAt: string;
}

const frontMatter = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  summary: z.string().min(1),
  author: z.string().min(1),
  publishedAt: z.coerce.date(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).optional(),
  tags: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).default([]),
  version: z.string().regex(/^\d+\.\d+(?:\.\d+)?$/).optional(),
});

/** The folder of each content kind under server/content/. */
export const CONTENT_FOLDERS: Record<ContentKind, string> = {
  news: 'news',
  article: 'articles',
  'patch-notes': 'patch-notes',
  guide: 'guides',
  page: 'pages',
};

/** Reads the seed documents of one kind from server/content/<folder>/*.md (front matter plus Markdown body). */
export async function readSeedContent(kind: ContentKind, dir = join(CONTENT_DIR, CONTENT_FOLDERS[kind])): Promise<ContentDocument[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { data, content } = matter(await readFile(join(dir, file), 'utf8'));
      const parsed = frontMatter.safeParse(data);
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      const prefix = CONTENT_ID_PREFIX[kind];
      if (!parsed.data.id.startsWith(prefix)) throw new Error(`${file}: id must begin with "${prefix}"`);
      if (kind === 'patch-notes' && !parsed.data.version) throw new Error(`${file}: patch notes need a version`);
      const publishedAt = parsed.data.publishedAt.toISOString();
      const document: ContentDocument = {
        _id: parsed.data.id,
        slug: parsed.data.slug ?? parsed.data.id.slice(prefix.length),
        title: parsed.data.title,
        summary: parsed.data.summary,
        author: parsed.data.author,
        body: content.trim(),
        publishedAt,
        updatedAt: publishedAt,
      };
      // News posts keep the shape they had before the content model, so stores seeded then match.
      return kind === 'news' && parsed.data.tags.length === 0
        ? document
        : { ...document, kind, tags: parsed.data.tags, status: 'published', version: parsed.data.version ?? null, createdAt: publishedAt };
    }),
  );
}

/** The sample news from server/content/news/. */
export const readSeedNews = () => readSeedContent('news');

/** The news posts the first seed set (`news-v1`) inserted; stores marked with it already had their chance at them. */
const NEWS_V1_IDS = new Set(['news-welcome', 'news-new-player-guide', 'news-monster-atlas', 'news-builds-sharing', 'news-patch-1-4', 'news-winter-festival']);

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
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
}));

const demoSignIn = (profile: ProfileDocument): SignInDocument => ({
  _id: `demo:${profile._id}`,
  profileId: profile._id,
  provider: 'demo',
  providerUserId: profile._id,
  origin: 'created',
  linkedAt: profile.createdAt,
});

/**
 * Inserts one seed set once. Safe to run on every start and from several processes at once:
 * documents have fixed ids and duplicates are ignored.
 */
async function seedOnce<T extends StoredDocument>(store: Store, marker: string, collection: string, documents: T[]): Promise<number> {
  const markers = store.collection<SeedMarker>(SEED_MARKERS_COLLECTION);
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

/**
 * Inserts each seed document once, marked one by one, so documents added to server/content/
 * later reach existing stores too, while a document an admin edited or deleted is never
 * overwritten or brought back.
 */
async function seedDocumentsOnce(store: Store, collection: string, documents: ContentDocument[], alreadySeeded: (id: string) => boolean): Promise<number> {
  const markers = store.collection<SeedMarker>(SEED_MARKERS_COLLECTION);
  const target = store.collection<ContentDocument>(collection);
  let inserted = 0;
  for (const document of documents) {
    const marker = `content:${document._id}`;
    if (alreadySeeded(document._id) || (await markers.findOne({ _id: marker }))) continue;
    try {
      await target.insertOne(document);
      inserted += 1;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    try {
      await markers.insertOne({ _id: marker, seededAt: new Date().toISOString() });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  return inserted;
}

/** Seeds an empty store: sample news always, demo profiles when `demo` is true (never in production). */
export async function seedStore(store: Store, options: { demo: boolean; logger?: Logger }): Promise<void> {
  const newsV1 = (await store.collection<SeedMarker>(SEED_MARKERS_COLLECTION).findOne({ _id: 'news-v1' })) !== null;
  let news = 0;
  for (const kind of CONTENT_KINDS) {
    news += await seedDocumentsOnce(store, CONTENT_COLLECTIONS[kind], await readSeedContent(kind), (id) => newsV1 && NEWS_V1_IDS.has(id));
  }
  // Items are seeded from the data pack once; after that they belong to the admins and are never overwritten.
  const items = await seedOnce(store, 'items-v1', ITEMS_COLLECTION, itemDocumentsFromPack(ITEMS));
  const profiles = options.demo ? await seedOnce(store, 'demo-profiles-v1', PROFILES_COLLECTION, DEMO_PROFILES) : 0;
  // Each demo player's sign-in record (a demo player cannot sign in: it keeps the model whole).
  if (options.demo) await seedOnce(store, 'demo-sign-ins-v1', SIGN_INS_COLLECTION, DEMO_PROFILES.map((profile) => demoSignIn(profile)));
  let builds = 0;
  if (options.demo) {
    const demo = demoBuilds(DEMO_PROFILES);
    builds = await seedOnce(store, 'demo-builds-v1', BUILDS_COLLECTION, demo.builds);
    // Their likes and comments are records of their own (fixed ids: a store migrated from the
    // older builds-with-arrays form already holds them, and they are not inserted twice).
    await seedOnce(store, 'demo-likes-v1', LIKES_COLLECTION, demo.likes);
    await seedOnce(store, 'demo-comments-v1', COMMENTS_COLLECTION, demo.comments);
  }
  if (news + items + profiles + builds > 0) options.logger?.info({ content: news, items, profiles, builds }, 'Seeded the store');
}
