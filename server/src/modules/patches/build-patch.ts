import { randomUUID } from 'node:crypto';
import { buildPatchChanges, indexPatch, isAffected, patchSummary, type PatchedBuild, type PatchIndex } from '../../../game-data/rules/affected-builds';
import type { SlotId, StatId } from '../../../game-data/rules/constants';
import { diffPacks } from '../../../game-data/rules/pack-diff';
import { catalogOfPack, migrateVariant, type EntryMapping } from '../../../game-data/rules/version-migration';
import { storedVariantsOf, variantsOfStored } from '../../../game-data/rules/variants';
import type { Pack } from '../../../game-data/schemas';
import { badUserInput, forbidden, notFound } from '../../graphql/errors';
import type { Collection, Store } from '../../store/port';
import { BUILDS_COLLECTION, type BuildDocument, type StoredEquippedItem } from '../builds/build.model';
import type { ProfileDocument } from '../profiles/profile.model';
import type { GameDataVersions } from './game-data-versions';
import type { GameDataVersionModel } from './patches.model';
import { deriveStep } from '../../../game-data/rules/version-migration';

export const BUILD_REVISIONS_COLLECTION = 'buildRevisions';

/** A build as it was before an update to newer game data: kept so the version it was made with stays viewable. */
export interface BuildRevisionDocument {
  _id: string;
  buildId: string;
  owner: string;
  number: number;
  dataVersion: number;
  savedAt: string;
  /** Its variants as stored (the first one's fields and the others), as JSON. */
  variants: string;
}

type Equipment = Partial<Record<SlotId, StoredEquippedItem>>;

/** A stored build as the affected-build rule reads it. */
export function patchedBuildOf(build: BuildDocument): PatchedBuild {
  return {
    characterClass: build.class,
    variants: variantsOfStored<Equipment, Record<StatId, number>>(build).map((variant) => ({
      name: variant.name,
      level: variant.characterLevel,
      points: new Map(Object.entries(variant.assignedPoints).map(([trait, points]) => [Number(trait), points])),
      items: Object.fromEntries(Object.entries(variant.equippedItemIds ?? {}).flatMap(([slot, item]) => (item?.itemId ? [[slot, item.itemId]] : []))),
      stats: variant.statAllocations,
    })),
  };
}

/** What the versions since a build's own change for it, and updating it. */
export class BuildPatches {
  private readonly builds: Collection<BuildDocument>;
  private readonly revisions: Collection<BuildRevisionDocument>;
  /** One index per (from, to) pair: versions never change, so it is kept. */
  private readonly indexes = new Map<string, Promise<PatchIndex & { version: GameDataVersionModel }>>();

  constructor(store: Store, private readonly versions: GameDataVersions) {
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.revisions = store.collection<BuildRevisionDocument>(BUILD_REVISIONS_COLLECTION);
  }

  static async prepare(store: Store): Promise<void> {
    await store.collection<BuildRevisionDocument>(BUILD_REVISIONS_COLLECTION).createIndex({ buildId: 1, number: 1 }, { unique: true });
  }

  private index(from: number): Promise<PatchIndex & { version: GameDataVersionModel }> {
    const version = this.versions.current();
    const key = `${from}:${version.number}`;
    let index = this.indexes.get(key);
    if (!index) {
      index = (async () => {
        const [before, after] = [await this.versions.pack(from), await this.versions.pack(version.number)];
        return { ...indexPatch(before, after, await this.versions.step(from, version.number), diffPacks(before, after, from)), version };
      })();
      this.indexes.set(key, index);
      index.catch(() => this.indexes.delete(key));
    }
    return index;
  }

  /** Null when the build is on the current version (or on one the store does not have). */
  async changes(build: BuildDocument) {
    const from = build.dataVersion ?? 1;
    if (from >= this.versions.current().number || !this.versions.get(from)) return null;
    const index = await this.index(from);
    const patched = patchedBuildOf(build);
    const { changes, numbers } = isAffected(index, patched) ? buildPatchChanges(index, patched) : { changes: [], numbers: [] };
    return { from, to: index.version, ...patchSummary(patched, changes, index.version.name), changes, numbers };
  }

  /** Brings one of the viewer's builds to the current version and keeps the old one as a revision. */
  async update(viewer: ProfileDocument | null, id: string): Promise<BuildDocument> {
    if (!viewer) throw badUserInput('Sign in to update your build.', 'id');
    const build = await this.builds.findOne({ _id: id });
    if (!build) throw notFound('There is no such build.');
    if (build.owner !== viewer._id) throw forbidden('Only the build\'s owner can update it.');
    const from = build.dataVersion ?? 1;
    const current = this.versions.current();
    if (from >= current.number) throw badUserInput(`The build is already on game data version ${current.number}.`, 'id');
    const { changes } = (await this.changes(build))!;
    const [step, after] = [await this.versions.step(from, current.number), await this.versions.pack(current.number)];
    const catalog = catalogOfPack(after);
    const variants = variantsOfStored<Equipment, Record<StatId, number>>(build).map((variant, index) => {
      const patched = patchedBuildOf(build).variants[index]!;
      const { variant: migrated } = migrateVariant(build.class, patched, step, catalog);
      const equippedItemIds: Equipment = Object.fromEntries(Object.entries(migrated.items).map(([slot, itemId]) => [slot, { itemId: itemId!, legacyValue: null }]));
      return { ...variant, assignedPoints: Object.fromEntries([...migrated.points].map(([trait, points]) => [String(trait), points])), equippedItemIds };
    });
    const stored = storedVariantsOf(variants);
    const number = (await this.revisions.count({ buildId: id })) + 1;
    const old = variantsOfStored(build);
    await this.revisions.insertOne({ _id: randomUUID(), buildId: id, owner: build.owner, number, dataVersion: from, savedAt: new Date().toISOString(), variants: JSON.stringify(old) });
    const updated = await this.builds.findOneAndUpdate(
      { _id: id, ...(build.dataVersion === undefined ? { dataVersion: { $exists: false } } : { dataVersion: from }) },
      {
        $set: {
          ...stored,
          ...(build.variants ? {} : { variants: stored.variants }),
          dataVersion: current.number,
          madeWithVersion: build.madeWithVersion ?? from,
          migrationNotes: changes.map((change) => (old.length > 1 ? `${change.variant}: ${change.text}` : change.text)),
          updatedAt: new Date().toISOString(),
        },
      },
    );
    if (!updated) throw badUserInput('The build changed meanwhile: reload it and update again.', 'id');
    return updated;
  }

  async revisionsOf(viewer: ProfileDocument | null, build: BuildDocument): Promise<BuildRevisionDocument[]> {
    if (!viewer || viewer._id !== build.owner) return [];
    return this.revisions.find({ buildId: build._id }, { sort: { number: 1 }, limit: 50 });
  }
}

/** How many affected builds are listed with their changes (the rest are counted). */
export const AFFECTED_BUILDS_LISTED = 100;

/**
 * The draft's effect on every saved build: counted over all of them by look-ups, with the changes
 * worked out for the newest {@link AFFECTED_BUILDS_LISTED}. Read in batches by id that give way to
 * other requests between them, so a large store is not blocked while it runs.
 */
export async function affectedBuilds(store: Store, before: Pack, after: Pack, mappings: readonly EntryMapping[]) {
  const index = indexPatch(before, after, deriveStep(before, after, mappings), diffPacks(before, after, 0));
  const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
  const found: BuildDocument[] = [];
  const byClass = new Map<string, number>();
  const BATCH = 2000;
  let last = '';
  for (;;) {
    const page = await builds.find(last ? { _id: { $gt: last } } : {}, { sort: { _id: 1 }, limit: BATCH });
    for (const build of page) {
      if (!isAffected(index, patchedBuildOf(build))) continue;
      byClass.set(build.class, (byClass.get(build.class) ?? 0) + 1);
      found.push(build);
    }
    if (page.length < BATCH) break;
    last = page.at(-1)!._id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  found.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return {
    total: found.length,
    byClass: [...byClass].map(([cls, count]) => ({ class: cls, count })),
    builds: found.slice(0, AFFECTED_BUILDS_LISTED).map((build) => ({ build, changes: buildPatchChanges(index, patchedBuildOf(build)).changes })),
  };
}
