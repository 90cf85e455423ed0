import { loadGameData } from '../../../game-data/pack';
import { diffFields, diffPacks, entryId, type PackKind } from '../../../game-data/rules/pack-diff';
import { entryHistory, traitLineage } from '../../../game-data/rules/entry-history';
import { patchNotesMarkdown, patchNotesVersion } from '../../../game-data/rules/patch-notes';
import { withoutUnsafeCharacters } from '../../../game-data/rules/text';
import type { Pack } from '../../../game-data/schemas';
import { badUserInput } from '../../graphql/errors';
import { DuplicateKeyError, type Store } from '../../store/port';
import type { Followers } from '../../store/follow';
import type { ContentService } from '../content/content.service';
import type { GameService } from '../game/game.service';
import { ITEMS_COLLECTION, itemDocumentsFromPack } from '../items/items.service';
import type { ItemDocument } from '../items/items.model';
import { setCurrentMonsters, setCurrentTraitCatalog } from '../game/current-version';
import { catalogOfPack } from '../../../game-data/rules/version-migration';
import type { ProfileDocument } from '../profiles/profile.model';
import type { ProfileService } from '../profiles/profile.service';
import { affectedBuilds, BuildPatches } from './build-patch';
import { DraftService } from './draft.service';
import { GameDataVersions, versionId } from './game-data-versions';
import type { GameDataDraftDocument, GameDataHistoryEntryModel, GameDataVersionModel } from './patches.model';

const NAME_MAX = 60;
const NOTES_MAX = 2000;

/**
 * Game data versions as data: the published versions, the draft patch and publishing it, each
 * entry's history, and what a patch does to a build. Publishing writes the new version (the
 * change feed's `data.patched`: every process serves it, caches are evicted by its tags), brings
 * the items library to it and drafts the patch-notes article.
 */
export class PatchesService {
  readonly drafts: DraftService;
  readonly builds: BuildPatches;
  private readonly affected = new Map<string, ReturnType<typeof affectedBuilds>>();

  private constructor(
    private readonly store: Store,
    readonly versions: GameDataVersions,
    private readonly deps: { profiles: ProfileService; content: ContentService; game: GameService },
  ) {
    const items = store.collection<ItemDocument>(ITEMS_COLLECTION);
    this.drafts = new DraftService(store, {
      versions,
      profiles: deps.profiles,
      liveItems: {
        items: async () =>
          (await items.find({}, { sort: { _id: 1 } })).map(({ _id, createdAt: _c, updatedAt: _u, retired: _r, ...item }) => ({ id: _id, ...item }) as Pack['items'][number]),
      },
    });
    this.builds = new BuildPatches(store, versions);
  }

  static async open(store: Store, deps: { profiles: ProfileService; content: ContentService; game: GameService; followers?: Followers }): Promise<PatchesService> {
    await BuildPatches.prepare(store);
    const versions = await GameDataVersions.open(store, deps.followers);
    const service = new PatchesService(store, versions, deps);
    await service.serveCurrent();
    versions.onPublished(() => void service.serveCurrent());
    return service;
  }

  /** The reference the game API serves follows the newest version. */
  private async serveCurrent(): Promise<void> {
    const current = this.versions.current();
    const pack = await this.versions.pack(current.number);
    // The build rules' view of the version (current-version.ts) is set even when the game service already serves it:
    // it is the process's, and another server of this process (tests run several) may have left another version in it.
    setCurrentTraitCatalog(catalogOfPack(pack));
    setCurrentMonsters(pack.monsters);
    if (this.deps.game.version !== current.number) this.deps.game.use(loadGameData(pack), current.number);
  }

  /** The draft's affected builds, worked out once per draft revision. */
  affectedBuilds(draft: GameDataDraftDocument) {
    const key = `${draft.openedAt}:${draft.revision}`;
    let result = this.affected.get(key);
    if (!result) {
      this.affected.clear();
      result = this.versions.pack(draft.base).then((base) => affectedBuilds(this.store, base, draft.pack, draft.mappings));
      this.affected.set(key, result);
    }
    return result;
  }

  async draftDiff(draft: GameDataDraftDocument) {
    return { ...diffPacks(await this.versions.pack(draft.base), draft.pack, draft.base), to: null };
  }

  async publish(viewer: ProfileDocument | null, rawName: string, rawNotes: string | null | undefined) {
    this.deps.profiles.requireAdmin(viewer);
    const name = withoutUnsafeCharacters(rawName ?? '').trim();
    const notes = withoutUnsafeCharacters(rawNotes ?? '', true).trim();
    if (name.length < 1 || name.length > NAME_MAX) throw badUserInput(`name must be 1 to ${NAME_MAX} characters.`, 'name');
    if (notes.length > NOTES_MAX) throw badUserInput(`notes must be at most ${NOTES_MAX} characters.`, 'notes');
    const draft = await this.drafts.get(viewer);
    if (!draft) throw badUserInput('No draft patch is open: open one first.', 'name');
    const current = this.versions.current();
    if (draft.base !== current.number) throw badUserInput(`The draft was opened from version ${draft.base}, but version ${current.number} was published since: discard it and open a new draft.`, 'name');
    const problems = this.drafts.problems(draft);
    if (problems.length > 0) throw badUserInput(`The draft has ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix first, e.g. ${problems[0]!.path}: ${problems[0]!.message}`, 'name');
    const diff = diffPacks(await this.versions.pack(draft.base), draft.pack, draft.base);
    if (diff.empty) throw badUserInput(`Nothing to publish: the draft is the same as version ${draft.base}.`, 'name');
    const number = current.number + 1;
    const patchNotes = await this.deps.content.create(viewer, 'patch-notes', {
      title: `Game data ${name}`,
      summary: `What changed in game data ${name}: ${diff.kinds.map((kind) => `${kind.added + kind.removed + kind.changed} ${kind.kind}`).join(', ')}.`.slice(0, 300),
      body: patchNotesMarkdown(diff, name, notes),
      version: patchNotesVersion(name, number),
      slug: `game-data-${number}`,
    });
    try {
      await this.versions.insert({ _id: versionId(number), number, name, notes, publishedAt: new Date().toISOString(), pack: draft.pack, mappings: draft.mappings, patchNotesSlug: patchNotes.slug });
    } catch (error) {
      await this.deps.content.delete(viewer, patchNotes._id);
      if (error instanceof DuplicateKeyError) throw badUserInput(`Version ${number} was just published by another admin: reload.`, 'name');
      throw error;
    }
    await this.syncItems(draft.pack.items);
    await this.drafts.close(draft);
    await this.serveCurrent();
    return { version: this.versions.require(number), patchNotes };
  }

  /** The items library follows the published version: changed and new items written, items gone retired (their pages keep working). */
  private async syncItems(items: Pack['items']): Promise<void> {
    const collection = this.store.collection<ItemDocument>(ITEMS_COLLECTION);
    const now = new Date().toISOString();
    const live = new Map((await collection.find({})).map((item) => [item._id, item]));
    for (const document of itemDocumentsFromPack(items, now)) {
      const { _id, createdAt, ...fields } = document;
      const existing = live.get(_id);
      live.delete(_id);
      if (!existing) await collection.insertOne({ ...document, retired: false });
      else if (diffFields({ ...existing, updatedAt: now, createdAt, retired: false }, { ...document, retired: false }).length > 0) {
        await collection.updateOne({ _id }, { $set: { ...fields, retired: false } });
      }
    }
    for (const gone of live.values()) if (!gone.retired) await collection.updateOne({ _id: gone._id }, { $set: { retired: true, updatedAt: now } });
  }

  /**
   * The entry's values in every version where they changed, oldest first. A trait is followed
   * across renumberings (`traitLineage`): `id` is its number in version `at` (the current one
   * unless given), and each version is read at the number the trait has there.
   */
  async history(kind: PackKind, id: string, at?: number): Promise<GameDataHistoryEntryModel[]> {
    const versions = this.versions.all();
    const idIn = await this.idsAcross(kind, id, at);
    const rows = [];
    for (const [index, version] of versions.entries()) {
      const wanted = idIn[index];
      const entries = (await this.versions.pack(version.number))[kind] as Array<Pack[PackKind][number]>;
      rows.push({ version, entry: wanted === null ? undefined : entries.find((row) => entryId(row) === wanted) });
    }
    return entryHistory(rows);
  }

  /** The entry's id in each published version, oldest first: the same id, but a trait's number follows the trait. */
  private async idsAcross(kind: PackKind, id: string, at?: number): Promise<Array<string | null>> {
    const versions = this.versions.all();
    if (kind !== 'traits') return versions.map(() => id);
    const number = Number(id);
    if (!Number.isInteger(number)) return versions.map(() => null);
    const steps = [];
    for (const version of versions.slice(1)) steps.push((await this.versions.stepInto(version.number)).traits);
    const index = Math.max(0, versions.findIndex((version) => version.number === this.versions.known(at)));
    return traitLineage(steps, index, number).map((found) => (found === null ? null : String(found)));
  }

  /** One item as a published version has it, shaped as the items library stores it. */
  async itemAt(id: string, number: number): Promise<ItemDocument | null> {
    const version = this.versions.require(number);
    const item = (await this.versions.pack(number)).items.find((row) => row.id === id);
    return item ? { ...itemDocumentsFromPack([item], version.publishedAt)[0]!, retired: false } : null;
  }

  exportsUrl(version: GameDataVersionModel): string {
    return `/data/v${version.number}/index.json`;
  }
}
