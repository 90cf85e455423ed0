import { committedVersions } from '../../../game-data/committed-versions';
import { diffPacks, type PackDiff } from '../../../game-data/rules/pack-diff';
import { catalogOfPack, composeSteps, deriveStep, type VersionStep } from '../../../game-data/rules/version-migration';
import type { TraitCatalog } from '../../../game-data/rules/traits';
import type { Pack } from '../../../game-data/schemas';
import type { BuildGameData } from '../builds/build-version';
import { badUserInput } from '../../graphql/errors';
import { DuplicateKeyError, type ChangeFeed, type Collection, type Store } from '../../store/port';
import type { Followers } from '../../store/follow';
import { setCurrentGameDataVersion } from '../game/current-version';
import type { GameDataVersionDocument, GameDataVersionModel } from './patches.model';

export const GAME_DATA_VERSIONS_COLLECTION = 'gameDataVersions';

export const versionId = (number: number) => `v${number}`;

const withoutPack = ({ pack: _pack, ...version }: GameDataVersionDocument): GameDataVersionModel => version;

/**
 * The published versions of the game data pack. A version is written once and never changed or
 * deleted, so its pack is kept in memory once read. The list (without packs) is kept current by
 * the change feed, so every process serves the newest version once one is published.
 */
export class GameDataVersions {
  private list: GameDataVersionModel[] = [];
  private readonly packs = new Map<number, Pack>();
  private readonly catalogs = new Map<number, TraitCatalog>();
  private readonly steps = new Map<number, Promise<VersionStep>>();
  private readonly listeners = new Set<(version: GameDataVersionModel) => void>();

  private constructor(private readonly versions: Collection<GameDataVersionDocument>) {}

  /** Seeds the committed pack's versions on first start (and a newer committed version later), then reads the list. */
  static async open(store: Store, followers?: Followers): Promise<GameDataVersions> {
    const service = new GameDataVersions(store.collection<GameDataVersionDocument>(GAME_DATA_VERSIONS_COLLECTION));
    await service.versions.createIndex({ number: 1 }, { unique: true });
    await service.seed();
    await service.reload();
    followers?.follow(
      Object.assign({ watch: () => service.versions.watch() }, { name: GAME_DATA_VERSIONS_COLLECTION }),
      {
        onChange: async (change) => {
          if (change.type === 'delete') return;
          await service.reload();
        },
        onReload: () => service.reload(),
      },
      { load: false },
    );
    return service;
  }

  private async seed(): Promise<void> {
    const newest = await this.versions.findOne({}, { sort: { number: -1 }, projection: { number: 1 } });
    const now = new Date().toISOString();
    for (const version of committedVersions()) {
      // A committed version newer than what the store holds is added; one an admin's publication already numbered is not.
      if (newest && version.number <= newest.number) continue;
      try {
        await this.versions.insertOne({ _id: versionId(version.number), ...version, publishedAt: now, patchNotesSlug: null });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
  }

  private async reload(): Promise<void> {
    const rows = await this.versions.find({}, { sort: { number: 1 }, projection: { pack: 0 } });
    const before = this.list.at(-1)?.number;
    this.list = rows.map((row) => withoutPack({ ...row, pack: undefined as unknown as Pack }));
    const current = this.list.at(-1);
    if (current) setCurrentGameDataVersion(current.number);
    if (current && before !== undefined && current.number > before) for (const listener of this.listeners) listener(current);
  }

  /** Called with each newly published version this process learns of (from any process). */
  onPublished(listener: (version: GameDataVersionModel) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every published version, oldest first. */
  all(): readonly GameDataVersionModel[] {
    return this.list;
  }

  current(): GameDataVersionModel {
    return this.list.at(-1)!;
  }

  get(number: number): GameDataVersionModel | undefined {
    return this.list.find((version) => version.number === number);
  }

  /** A version that must exist (BAD_USER_INPUT otherwise). */
  require(number: number, field = 'version'): GameDataVersionModel {
    const version = this.get(number);
    if (!version) throw badUserInput(`There is no game data version ${number}; the versions are 1 to ${this.current().number}.`, field);
    return version;
  }

  async pack(number: number): Promise<Pack> {
    const cached = this.packs.get(number);
    if (cached) return cached;
    const document = await this.versions.findOne({ _id: versionId(number) });
    if (!document) throw badUserInput(`There is no game data version ${number}.`, 'version');
    this.packs.set(number, document.pack);
    return document.pack;
  }

  /**
   * The version a build's or a link's points and items are read in: its own when the store has
   * it; a version the store does not have (newer than any published, or damaged) reads as the
   * current one, the best guess of what it was made with.
   */
  known(number: number | null | undefined): number {
    return number !== null && number !== undefined && this.get(number) ? number : this.current().number;
  }

  /** The trait tree of a version (see {@link known} for a version the store does not have), read once. */
  async traitCatalog(number: number | null | undefined): Promise<TraitCatalog> {
    const known = this.known(number);
    let catalog = this.catalogs.get(known);
    if (!catalog) {
      catalog = catalogOfPack(await this.pack(known));
      this.catalogs.set(known, catalog);
    }
    return catalog;
  }

  /** What a build's card and head tags read of its version (the items library's items for the current one). */
  async buildGameData(number: number | null | undefined): Promise<BuildGameData> {
    const known = this.known(number);
    const pack = await this.pack(known);
    return { number: known, traits: await this.traitCatalog(known), monsters: pack.monsters, items: known === this.current().number ? null : pack.items };
  }

  async document(number: number): Promise<GameDataVersionDocument | null> {
    return this.versions.findOne({ _id: versionId(number) });
  }

  async diff(from: number, to: number): Promise<PackDiff & { to: number }> {
    this.require(from, 'from');
    this.require(to, 'to');
    return { ...diffPacks(await this.pack(from), await this.pack(to), from), to };
  }

  /** The step a build takes from version `from` to version `to` (each version's own step with its mappings, in turn). */
  async step(from: number, to: number): Promise<VersionStep> {
    let step: VersionStep = { items: new Map(), traits: new Map() };
    for (let number = from + 1; number <= to; number += 1) step = composeSteps(step, await this.stepInto(number));
    return step;
  }

  /** The step from version `number - 1` to `number` (derived from the two, with its own mappings), worked out once. */
  stepInto(number: number): Promise<VersionStep> {
    let step = this.steps.get(number);
    if (!step) {
      step = (async () => {
        const document = await this.document(number);
        return deriveStep(await this.pack(number - 1), await this.pack(number), document?.mappings ?? []);
      })();
      this.steps.set(number, step);
      step.catch(() => this.steps.delete(number));
    }
    return step;
  }

  /** Inserts a new version; refused when the number is taken (another admin published first). */
  async insert(version: GameDataVersionDocument): Promise<void> {
    await this.versions.insertOne(version);
    await this.reload();
  }

  watch(): ChangeFeed<GameDataVersionDocument> {
    return this.versions.watch();
  }
}
