import type { PackKind } from '../../../game-data/rules/pack-diff';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { badUserInput } from '../../graphql/errors';
import { closedBy, untilClosed } from '../../store/follow';
import { packItemOfInput } from '../items/items.service';
import type { GameDataVersions } from './game-data-versions';
import type { GameDataVersionModel } from './patches.model';

const kindCounts = async (versions: GameDataVersions, version: GameDataVersionModel) => {
  if (version.number === 1) return [];
  const diff = await versions.diff(version.number - 1, version.number);
  return diff.kinds.map(({ kind, added, removed, changed }) => ({ kind, added, removed, changed }));
};

export const patchesResolvers: Resolvers = {
  Query: {
    gameDataVersions: (_root, _args, { services }) => [...services.patches.versions.all()].reverse(),
    gameDataVersion: (_root, { number }, { services }) => services.patches.versions.get(number) ?? null,
    gameDataDiff: (_root, { from, to }, { services }) => services.patches.versions.diff(from, to),
    gameDataHistory: (_root, { kind, id }, { services }) => services.patches.history(kind, id),
    gameDataDraft: (_root, _args, { services, viewer }) => services.patches.drafts.get(viewer),
  },
  Mutation: {
    openGameDataDraft: (_root, _args, { services, viewer }) => services.patches.drafts.open(viewer),
    editGameDataDraft: (_root, { input }, { services, viewer }) => services.patches.drafts.edit(viewer, { ...input, value: input.value ?? null }),
    saveGameDataDraftItem: (_root, { id, input, revision }, { services, viewer }) =>
      services.patches.drafts.edit(viewer, { kind: 'items', id, value: JSON.stringify(packItemOfInput(id, input)), revision }),
    importGameDataPack: (_root, { json }, { services, viewer }) => services.patches.drafts.import(viewer, json),
    mapGameDataEntry: (_root, { kind, from, to }, { services, viewer }) =>
      services.patches.drafts.map(viewer, { kind: kind as 'items' | 'traits', from, to: to ?? null }),
    discardGameDataDraft: (_root, _args, { services, viewer }) => services.patches.drafts.discard(viewer),
    publishGameDataDraft: (_root, { name, notes }, { services, viewer }) => services.patches.publish(viewer, name, notes),
    updateBuildGameData: (_root, { id }, { services, viewer }) => services.patches.builds.update(viewer, id),
  },
  Subscription: {
    gameDataPatched: {
      subscribe: (_root, _args, { services }) =>
        untilClosed(async function* (signal) {
          const feed = closedBy(services.patches.versions.watch(), signal);
          try {
            for await (const change of feed) {
              if (change.type === 'insert') yield { gameDataPatched: services.patches.versions.get(change.document.number) ?? { ...change.document } };
            }
          } finally {
            await feed.close();
          }
        }),
    },
  },
  GameDataVersion: {
    current: (version, _args, { services }) => version.number === services.patches.versions.current().number,
    summary: (version, _args, { services }) => kindCounts(services.patches.versions, version),
    exportsUrl: (version, _args, { services }) => services.patches.exportsUrl(version),
  },
  GameDataDiff: {
    kinds: (diff) => diff.kinds.map(({ kind, added, removed, changed }) => ({ kind, added, removed, changed })),
    entries: (diff, { kind, first, offset }) => {
      const size = first ?? 100;
      const skip = offset ?? 0;
      if (!Number.isInteger(size) || size < 1 || size > 100) throw badUserInput('first must be a whole number from 1 to 100.', 'first');
      if (!Number.isInteger(skip) || skip < 0) throw badUserInput('offset must be a whole number, 0 or more.', 'offset');
      return diff.kinds.filter((k) => !kind || k.kind === kind).flatMap((k) => k.entries).slice(skip, skip + size);
    },
  },
  GameDataDraft: {
    id: (draft) => draft._id,
    base: (draft, _args, { services }) => services.patches.versions.require(draft.base),
    problems: (draft, _args, { services }) => services.patches.drafts.problems(draft),
    diff: (draft, _args, { services }) => services.patches.draftDiff(draft),
    affectedBuilds: (draft, _args, { services }) => services.patches.affectedBuilds(draft),
    edits: (draft) => [...draft.edits].reverse(),
    entry: (draft, { kind, id }, { services }) => services.patches.drafts.entry(draft, kind as PackKind, id),
    pack: (draft) => JSON.stringify(draft.pack),
    entries: (draft, { kinds, search, first }, { services }) => {
      const size = first ?? 20;
      if (!Number.isInteger(size) || size < 1 || size > 100) throw badUserInput('first must be a whole number from 1 to 100.', 'first');
      if ((search ?? '').length > 60) throw badUserInput('search must be at most 60 characters.', 'search');
      return services.patches.drafts.list(draft, [...new Set(kinds)] as PackKind[], search ?? '', size);
    },
  },
  AffectedBuilds: {
    byClass: (affected) => affected.byClass as never,
    builds: (affected, { first }) => affected.builds.slice(0, Math.min(100, Math.max(1, first ?? 50))),
  },
  AffectedBuild: {
    buildId: ({ build }) => build._id,
    name: ({ build }) => build.name,
    ownerUsername: ({ build }) => build.ownerUsername,
    class: ({ build }) => build.class,
    isPublic: ({ build }) => build.isPublic,
    changes: ({ changes }) => changes,
  },
  Item: {
    history: (item, _args, { services }) => services.patches.history('items', item._id),
  },
  Monster: {
    history: (monster, _args, { services }) => services.patches.history('monsters', monster.id),
  },
  Spell: {
    history: (spell, _args, { services }) => services.patches.history('spells', spell.id),
  },
  Trait: {
    // Followed across renumberings from the version the trait was read in (a build's own, or the current one).
    history: (trait, _args, { services }) => services.patches.history('traits', String(trait.number), trait.dataVersion),
  },
  Build: {
    patchChanges: (build, _args, { services }) => services.patches.builds.changes(build),
    revisions: (build, _args, { services, viewer }) => services.patches.builds.revisionsOf(viewer, build),
  },
};
