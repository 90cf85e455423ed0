import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ClassId, StatId } from '../../../game-data/rules/constants';
import { GAME_DATA_VERSION, migrateBuild } from '../../../game-data/rules/migrations';
import { currentGameDataVersion } from '../game/current-version';
import type { Store } from '../../store/port';
import { BUILDS_COLLECTION, type BuildDocument } from './build.model';
import { BUILDS_PER_PROFILE_MAX, checkBuildWithVariants, type BuildCatalog, type BuildVariantInput } from './build.rules';

/**
 * Import of builds from a player data file: each build is read as its export wrote it, brought
 * up from an older game data version by the migrations saved builds take, checked by the same
 * rules as a new build, and the accepted ones are written together as private builds.
 */

const equipped = z.record(z.string(), z.object({ itemId: z.string(), legacyValue: z.string().nullable().optional() }).nullable());
const variantShape = {
  characterLevel: z.number(),
  assignedPoints: z.record(z.string(), z.number()),
  statAllocations: z.record(z.string(), z.number()).optional(),
  equippedItemIds: equipped.optional(),
  levellingPlan: z.string().nullable().optional(),
  targetMonsterId: z.string().nullable().optional(),
};
const buildRow = z.object({
  name: z.string(),
  class: z.string(),
  isPlannerBuild: z.boolean().optional(),
  buildIconId: z.string().nullable().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  dataVersion: z.number().optional(),
  variantName: z.string().optional(),
  variants: z.array(z.object({ name: z.string(), ...variantShape })).optional(),
  ...variantShape,
});
const variantRow = z.object(variantShape);
/** One variant's own fields as the file holds them (a build's top level is its first variant). */
type VariantRow = z.infer<typeof variantRow>;

/** What became of one build of the file, in the file's order. */
export interface ImportedBuildReport {
  /** Its place in the file's `builds`, from 0. */
  index: number;
  /** Its name in the file (empty when it has none). */
  name: string;
  outcome: 'imported' | 'migrated' | 'refused';
  /** Why it was refused. */
  reason: string | null;
  /** What a migration changed, as players read it. */
  changes: string[];
  /** The new build's id. */
  id: string | null;
}

/** A build of the file after its checks: refused with a reason, or the document to write. */
type Planned = { report: ImportedBuildReport; document: BuildDocument | null };

const pointsOf = (points: Record<string, number>): Array<[number, number]> => Object.entries(points).map(([trait, value]) => [Number(trait), value]);

function variantInput(variant: VariantRow, name: string, points: Record<string, number>): BuildVariantInput {
  return {
    name,
    characterLevel: variant.characterLevel,
    assignedPoints: Object.entries(points).map(([trait, value]) => ({ trait: Number(trait), points: value })),
    statAllocations: (variant.statAllocations ?? {}) as Partial<Record<StatId, number>>,
    equippedItemIds: Object.entries(variant.equippedItemIds ?? {}).flatMap(([slot, item]) => (item ? [{ slot, itemId: item.itemId || item.legacyValue || '' }] : [])),
    levellingPlan: variant.levellingPlan ?? null,
    targetMonsterId: variant.targetMonsterId ?? null,
  };
}

/** A refusal's reason reads as the field and the rule's own message. */
const refusedBy = (field: string, message: string) => (field ? `${field}: ${message}` : message);

/** Checks one build of the file; `owner` is who it will belong to. */
function planOne(raw: unknown, index: number, catalog: BuildCatalog, owner: { _id: string; username: string }, now: string): Planned {
  const name = typeof raw === 'object' && raw !== null && typeof (raw as { name?: unknown }).name === 'string' ? (raw as { name: string }).name : '';
  const refuse = (reason: string): Planned => ({ report: { index, name, outcome: 'refused', reason, changes: [], id: null }, document: null });
  const parsed = buildRow.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(refusedBy(issue.path.join('.'), `not a build as the file format describes it (${issue.message}).`));
  }
  const row = parsed.data;
  const from = row.dataVersion ?? 1;
  if (!Number.isInteger(from) || from < 1) return refuse(`dataVersion: ${from} is not a game data version.`);
  const current = currentGameDataVersion();
  if (from > current) return refuse(`Made with game data version ${from}, newer than this site's ${current}.`);
  // From the committed pack's version on, versions are published data: the build keeps its own and says what changed since.
  const kept = from >= GAME_DATA_VERSION;
  const changes: string[] = [];
  const migrate = (variant: VariantRow, label: string | null): Record<string, number> => {
    if (kept) return variant.assignedPoints;
    const step = migrateBuild({ characterClass: row.class as ClassId, level: variant.characterLevel, points: pointsOf(variant.assignedPoints) }, from);
    changes.push(...step.changes.map((change) => (label ? `${label}: ${change}` : change)));
    return Object.fromEntries(step.build.points.map(([trait, value]) => [String(trait), value]));
  };
  const firstName = row.variantName ?? 'Main';
  const { name: _firstName, ...first } = variantInput(row, firstName, migrate(row, null));
  const others = (row.variants ?? []).map((variant) => variantInput(variant, variant.name, migrate(variant, variant.name)));
  // As a saved build is checked again: the first variant's problems read as a build's, the others' name their variant.
  const outcome = checkBuildWithVariants(
    {
      name: row.name,
      class: row.class as ClassId,
      isPlannerBuild: row.isPlannerBuild ?? false,
      buildIconId: row.buildIconId ?? null,
      description: row.description ?? '',
      tags: row.tags ?? [],
      ...first,
    },
    catalog,
    { firstName, others },
  );
  if (!outcome.ok) return refuse(refusedBy(outcome.problem.field, outcome.problem.message));
  const id = randomUUID();
  const migrated = !kept;
  return {
    report: { index, name: outcome.value.name, outcome: migrated ? 'migrated' : 'imported', reason: null, changes, id },
    document: {
      _id: id,
      ...outcome.value,
      dataVersion: kept ? from : GAME_DATA_VERSION,
      ...(migrated ? { madeWithVersion: from, migrationNotes: changes } : {}),
      forkedFrom: null,
      owner: owner._id,
      ownerUsername: owner.username,
      isPublic: false,
      publishDate: null,
      likeCount: 0,
      commentCount: 0,
      createdAt: now,
      updatedAt: now,
    },
  };
}

/** The answer to an import: one report per build of the file, and how many builds were written. */
export interface BuildImportResult {
  written: number;
  builds: ImportedBuildReport[];
}

/**
 * Checks every build of `rows` and writes the accepted ones as the owner's private builds, all
 * or none: in one transaction where the engine has atomic ones (SQLite); elsewhere (NeDB,
 * MongoDB) the builds written so far are deleted again when a write fails, and the failure is
 * thrown. Builds past the owner's room (at most {@link BUILDS_PER_PROFILE_MAX}) are refused.
 */
export async function importBuilds(store: Store, catalog: BuildCatalog, owner: { _id: string; username: string }, rows: readonly unknown[]): Promise<BuildImportResult> {
  const now = new Date().toISOString();
  const planned = rows.map((raw, index) => planOne(raw, index, catalog, owner, now));
  const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
  let room = BUILDS_PER_PROFILE_MAX - (await builds.count({ owner: owner._id }));
  for (const plan of planned) {
    if (!plan.document) continue;
    if (room > 0) {
      room -= 1;
      continue;
    }
    plan.document = null;
    plan.report = { ...plan.report, outcome: 'refused', reason: `You can keep at most ${BUILDS_PER_PROFILE_MAX} builds. Delete some to make room.`, changes: [], id: null };
  }
  const documents = planned.flatMap((plan) => (plan.document ? [plan.document] : []));
  const written: string[] = [];
  try {
    await store.transaction(async (scope) => {
      const into = scope.collection<BuildDocument>(BUILDS_COLLECTION);
      for (const document of documents) {
        await into.insertOne(document);
        written.push(document._id);
      }
    });
  } catch (error) {
    if (!store.atomicTransactions && written.length > 0) await builds.deleteMany({ _id: { $in: written }, owner: owner._id });
    throw error;
  }
  return { written: documents.length, builds: planned.map((plan) => plan.report) };
}
