import type { z } from 'zod';
import { checkReferences } from '../../../game-data/pack';
import { checkPack, importPack, problemPath, referenceProblem, type PackProblem } from '../../../game-data/pack-import';
import { diffFields, diffPacks, entryId, entryName, PACK_KINDS, type PackKind } from '../../../game-data/rules/pack-diff';
import {
  classSchema, itemSchema, locationSchema, materialSchema, monsterSchema, npcSchema, premiumOfferSchema, recipeSchema, spellSchema, statSchema, traitSchema,
  type Pack,
} from '../../../game-data/schemas';
import { apiError, badUserInput, notFound } from '../../graphql/errors';
import { DuplicateKeyError, type Collection, type Store } from '../../store/port';
import type { ProfileDocument } from '../profiles/profile.model';
import type { ProfileService } from '../profiles/profile.service';
import type { GameDataVersions } from './game-data-versions';
import type { DraftEditModel, GameDataDraftDocument, GameDataMappingModel } from './patches.model';

export const GAME_DATA_DRAFTS_COLLECTION = 'gameDataDrafts';
const DRAFT_ID = 'draft';
/** The saves kept in the draft's log (the conflict check reads the ones after an editor's revision). */
const EDITS_KEPT = 500;

const ENTRY_SCHEMAS: Record<PackKind, z.ZodType> = {
  locations: locationSchema, classes: classSchema, stats: statSchema, traits: traitSchema, spells: spellSchema, materials: materialSchema,
  items: itemSchema, monsters: monsterSchema, npcs: npcSchema, recipes: recipeSchema, premium: premiumOfferSchema,
};

/** The top-level fields a list of field changes touches (`stats.hp` → `stats`). */
const topFields = (paths: readonly string[]) => [...new Set(paths.map((path) => path.split(/[.[]/)[0]!))];

/**
 * The reference problems (a loot item that does not exist, a trait numbered out of order…) that an entry's new value
 * brings, each with its path under the entry's id (`monsters[slime].loot[0]`). Problems the entry already had stay
 * the draft's (listed with the draft), so saving another field of it is not refused for them.
 */
function newReferenceProblems(kind: PackKind, id: string, before: Pack, after: Pack): PackProblem[] {
  const at = (pack: Pack) => {
    const index = (pack[kind] as Array<Pack[PackKind][number]>).findIndex((row) => entryId(row) === id);
    if (index < 0) return [];
    const prefix = `${kind}[${index}]`;
    return checkReferences(pack)
      .map(referenceProblem)
      .filter((problem) => problem.path === prefix || problem.path.startsWith(`${prefix}.`) || problem.path.startsWith(`${prefix}[`))
      .map((problem) => ({ path: `${kind}[${id}]${problem.path.slice(prefix.length)}`, message: problem.message }));
  };
  const had = new Set(at(before).map((problem) => `${problem.path}: ${problem.message}`));
  return at(after).filter((problem) => !had.has(`${problem.path}: ${problem.message}`));
}

const refused = (problems: PackProblem[]) =>
  apiError('BAD_USER_INPUT', `The entry has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, { problems });

/** Where the live items library's edits meet the draft: the draft opens with the items as the library has them now. */
export interface LiveItems {
  items(): Promise<Pack['items']>;
}

/**
 * The one draft patch: opened from the current version, edited entry by entry or replaced by an
 * import, with the admins' explicit migrations. Admins only. A save names the draft revision its
 * editor was opened on; a field another admin saved after that revision refuses it.
 */
export class DraftService {
  private readonly drafts: Collection<GameDataDraftDocument>;

  constructor(
    store: Store,
    private readonly deps: { versions: GameDataVersions; profiles: ProfileService; liveItems: LiveItems },
  ) {
    this.drafts = store.collection<GameDataDraftDocument>(GAME_DATA_DRAFTS_COLLECTION);
  }

  async get(viewer: ProfileDocument | null): Promise<GameDataDraftDocument | null> {
    this.deps.profiles.requireAdmin(viewer);
    return this.drafts.findOne({ _id: DRAFT_ID });
  }

  async open(viewer: ProfileDocument | null): Promise<GameDataDraftDocument> {
    const admin = this.deps.profiles.requireAdmin(viewer);
    const open = await this.drafts.findOne({ _id: DRAFT_ID });
    if (open) return open;
    const base = this.deps.versions.current();
    const pack = { ...(await this.deps.versions.pack(base.number)), items: await this.deps.liveItems.items() };
    const now = new Date().toISOString();
    const draft: GameDataDraftDocument = { _id: DRAFT_ID, base: base.number, revision: 0, openedBy: admin.username, openedAt: now, updatedAt: now, pack, mappings: [], edits: [] };
    // Two admins opening at once: the second insert fails and both get the one draft.
    await this.drafts.insertOne(draft).catch((error: unknown) => {
      if (!(error instanceof DuplicateKeyError)) throw error;
    });
    return (await this.drafts.findOne({ _id: DRAFT_ID }))!;
  }

  private async existing(): Promise<GameDataDraftDocument> {
    const draft = await this.drafts.findOne({ _id: DRAFT_ID });
    if (!draft) throw notFound('No draft patch is open: open one first.');
    return draft;
  }

  /** Writes the draft's next revision, unless another save got there first (then the caller checks again). */
  private async write(draft: GameDataDraftDocument, changes: Partial<GameDataDraftDocument>, edits: DraftEditModel[]): Promise<GameDataDraftDocument | null> {
    const revision = draft.revision + 1;
    const stamped = edits.map((edit) => ({ ...edit, revision }));
    return this.drafts.findOneAndUpdate(
      { _id: DRAFT_ID, revision: draft.revision },
      { $set: { ...changes, revision, updatedAt: new Date().toISOString(), edits: [...draft.edits, ...stamped].slice(-EDITS_KEPT) } },
    );
  }

  /** Saves one entry (`value` null removes it), refusing a field another admin saved after `revision`. */
  async edit(viewer: ProfileDocument | null, input: { kind: PackKind; id: string; value: string | null; revision: number }): Promise<GameDataDraftDocument> {
    const admin = this.deps.profiles.requireAdmin(viewer);
    if (!PACK_KINDS.includes(input.kind)) throw badUserInput(`kind must be one of ${PACK_KINDS.join(', ')}.`, 'input.kind');
    let entry: unknown = null;
    if (input.value !== null) {
      try {
        entry = JSON.parse(input.value);
      } catch (error) {
        throw refused([{ path: 'value', message: `not valid JSON (${(error as Error).message})` }]);
      }
      const parsed = ENTRY_SCHEMAS[input.kind].safeParse(entry);
      if (!parsed.success) throw refused(parsed.error.issues.map((issue) => ({ path: `${input.kind}[${input.id}]${issue.path.length ? `.${problemPath(issue.path)}` : ''}`, message: issue.message })));
      entry = parsed.data;
      if (entryId(entry as Pack[PackKind][number]) !== input.id) throw refused([{ path: `${input.kind}[${input.id}]`, message: `its id must be "${input.id}"` }]);
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const draft = await this.existing();
      if (!Number.isInteger(input.revision) || input.revision < 0 || input.revision > draft.revision) throw badUserInput(`revision must be a revision of the draft (0 to ${draft.revision}).`, 'input.revision');
      const rows = draft.pack[input.kind] as Array<Pack[PackKind][number]>;
      const index = rows.findIndex((row) => entryId(row) === input.id);
      const before = index < 0 ? null : rows[index]!;
      if (before === null && entry === null) throw notFound(`The draft has no ${input.kind} entry "${input.id}".`);
      const fields = before === null || entry === null ? ['*'] : topFields(diffFields(before, entry).map((change) => change.path));
      if (fields.length === 0) return draft;
      const clash = draft.edits.find(
        (edit) => edit.revision > input.revision && edit.kind === input.kind && edit.id === input.id && (edit.fields.includes('*') || fields.includes('*') || edit.fields.some((field) => fields.includes(field))),
      );
      if (clash) {
        const what = clash.fields.includes('*') ? 'the whole entry' : clash.fields.join(', ');
        throw badUserInput(
          `Not saved: ${clash.actor} changed ${what} of ${input.kind} "${input.id}" at ${clash.at.slice(0, 16).replace('T', ' ')} UTC (revision ${clash.revision}), after the revision ${input.revision} you edited. Reload the draft and make your change again.`,
          'input.revision',
        );
      }
      const next = [...rows];
      if (entry === null) next.splice(index, 1);
      else if (index < 0) next.push(entry as Pack[PackKind][number]);
      else next[index] = entry as Pack[PackKind][number];
      if (input.kind === 'traits') (next as Pack['traits']).sort((a, b) => a.number - b.number);
      const pack = { ...draft.pack, [input.kind]: next };
      if (entry !== null) {
        const problems = newReferenceProblems(input.kind, input.id, draft.pack, pack);
        if (problems.length > 0) throw refused(problems);
      }
      const written = await this.write(draft, { pack }, [{ revision: 0, actor: admin.username, at: new Date().toISOString(), kind: input.kind, id: input.id, fields }]);
      if (written) return written;
    }
    throw badUserInput('The draft is being saved by others right now: try again.', 'input.revision');
  }

  /** Replaces the draft's pack with an imported one; with any problem nothing is kept. Opens a draft when none is open. */
  async import(viewer: ProfileDocument | null, json: string): Promise<{ problems: PackProblem[]; draft: GameDataDraftDocument | null }> {
    const admin = this.deps.profiles.requireAdmin(viewer);
    const result = importPack(json);
    if (!result.ok) return { problems: result.problems, draft: null };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const draft = await this.open(viewer);
      const at = new Date().toISOString();
      const edits = diffPacks(draft.pack, result.pack, draft.base).kinds.flatMap((kind) =>
        kind.entries.map((entry): DraftEditModel => ({ revision: 0, actor: admin.username, at, kind: kind.kind, id: entry.id, fields: ['*'] })),
      );
      const written = await this.write(draft, { pack: result.pack }, edits);
      if (written) return { problems: [], draft: written };
    }
    throw badUserInput('The draft is being saved by others right now: try again.', 'json');
  }

  async map(viewer: ProfileDocument | null, mapping: GameDataMappingModel): Promise<GameDataDraftDocument> {
    this.deps.profiles.requireAdmin(viewer);
    if (mapping.kind !== 'items' && mapping.kind !== 'traits') throw badUserInput('Only items and traits are mapped.', 'kind');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const draft = await this.existing();
      const base = await this.deps.versions.pack(draft.base);
      const ids = (pack: Pack) => new Set(mapping.kind === 'items' ? pack.items.map((item) => item.id) : pack.traits.map((trait) => String(trait.number)));
      if (!ids(base).has(mapping.from)) throw badUserInput(`Version ${draft.base} has no ${mapping.kind} entry "${mapping.from}".`, 'from');
      if (mapping.to !== null && !ids(draft.pack).has(mapping.to)) throw badUserInput(`The draft has no ${mapping.kind} entry "${mapping.to}".`, 'to');
      const mappings = [...draft.mappings.filter((m) => !(m.kind === mapping.kind && m.from === mapping.from)), mapping];
      const written = await this.write(draft, { mappings }, []);
      if (written) return written;
    }
    throw badUserInput('The draft is being saved by others right now: try again.', 'from');
  }

  async discard(viewer: ProfileDocument | null): Promise<boolean> {
    this.deps.profiles.requireAdmin(viewer);
    return this.drafts.deleteOne({ _id: DRAFT_ID });
  }

  /** Removes the draft once it is published, unless it changed meanwhile. */
  async close(draft: GameDataDraftDocument): Promise<void> {
    await this.drafts.deleteOne({ _id: DRAFT_ID, revision: draft.revision });
  }

  /** What the draft's pack fails: every problem, with its path. */
  problems(draft: GameDataDraftDocument): PackProblem[] {
    const result = checkPack(draft.pack);
    return result.ok ? [] : result.problems;
  }

  /** The draft's entries of some kinds whose id or name holds `search` (any case), in the pack's order: the first `first`. */
  list(draft: GameDataDraftDocument, kinds: readonly PackKind[], search: string, first: number): Array<{ kind: PackKind; id: string; name: string }> {
    const needle = search.trim().toLowerCase();
    const found: Array<{ kind: PackKind; id: string; name: string }> = [];
    for (const kind of kinds) {
      for (const row of draft.pack[kind] as Array<Pack[PackKind][number]>) {
        const id = entryId(row);
        const name = entryName(row);
        if (needle !== '' && !id.toLowerCase().includes(needle) && !name.toLowerCase().includes(needle)) continue;
        found.push({ kind, id, name });
        if (found.length >= first) return found;
      }
    }
    return found;
  }

  entry(draft: GameDataDraftDocument, kind: PackKind, id: string): string | null {
    const row = (draft.pack[kind] as Array<Pack[PackKind][number]>).find((entry) => entryId(entry) === id);
    return row ? JSON.stringify(row) : null;
  }
}
