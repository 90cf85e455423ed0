import { itemLoader } from '../items/item-loader';
import { profileLoader } from '../profiles/profile-loader';
import { SLOT_IDS } from '../../../game-data/rules/constants';
import { notesExcerpt } from '../../../game-data/rules/notes';
import { variantsOfStored } from '../../../game-data/rules/variants';
import { commentEditableUntil } from '../../../game-data/rules/comments';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { untilClosed } from '../../store/follow';
import type { BuildDocument } from './build.model';
import { toSummary } from './build-listing.service';
import { isDamagedShareState } from '../../../game-data/rules/share-state';
import { SHARE_STATE_MAX } from './share-links';
import { shareStateNow } from './share-link-versions';

/** Trait points in trait order, for a build and each of its variants alike, with the version their numbers are in. */
const traitPointsOf = (build: Pick<BuildDocument, 'assignedPoints' | 'dataVersion'>) =>
  Object.entries(build.assignedPoints)
    .map(([trait, points]) => ({ trait: Number(trait), points, dataVersion: build.dataVersion ?? 1 }))
    .sort((a, b) => a.trait - b.trait);

/** One entry per slot in slot order, for a build and each of its variants alike. */
const equipmentOf = (build: Pick<BuildDocument, 'equippedItemIds'>) =>
  SLOT_IDS.map((slot) => ({
    slot,
    itemId: build.equippedItemIds[slot]?.itemId ?? '',
    legacyValue: build.equippedItemIds[slot]?.legacyValue ?? null,
  }));

export const buildsResolvers: Resolvers = {
  Query: {
    build: (_root, { id }, { services, viewer }) => services.builds.get(viewer, id),
    publicBuilds: (_root, { filter, sort, first, after }, { services }) =>
      services.builds.listing.listPublic(filter, sort ?? 'MOST_LIKED', first, after),
    topBuilds: async (_root, _args, { services }) => (await services.builds.listing.topBuilds()).map(toSummary),
    previewBuildNotes: (_root, { description }, { services }) => services.content.previewNotes(description),
    shareLink: (_root, { code }, { services }) => services.builds.shareLinks.visit(code),
    currentShareState: async (_root, { state }, { services }) =>
      state.length > SHARE_STATE_MAX || state.trim() === '' || isDamagedShareState(state) ? state : (await shareStateNow(state, services.patches.versions)).state,
    player: async (_root, { username }, { services, viewer }) => {
      const profile = await services.profiles.byUsername(username);
      // A player page moderation hid or removed is gone for everyone but the player and admins.
      return profile?.moderation && viewer?._id !== profile._id && viewer?.role !== 'admin' ? null : profile;
    },
    likedBuilds: (_root, _args, { services, viewer }) => services.builds.listing.likedBy(viewer),
  },
  Player: {
    publicBuilds: (profile, _args, { services }) => services.builds.listing.publicOfOwner(profile._id),
    likesReceived: (profile, _args, { services }) => services.builds.listing.likesReceivedBy(profile._id),
  },
  EquippedItem: {
    item: (entry, _args, context) => (entry.itemId ? itemLoader(context).load(entry.itemId) : null),
  },
  Mutation: {
    createBuild: (_root, { input }, { services, viewer }) => services.builds.create(viewer, input),
    updateBuild: (_root, { id, input }, { services, viewer }) => services.builds.update(viewer, id, input),
    duplicateBuild: (_root, { id }, { services, viewer }) => services.builds.duplicate(viewer, id),
    publishBuild: (_root, { id }, { services, viewer }) => services.builds.publish(viewer, id),
    unpublishBuild: (_root, { id }, { services, viewer }) => services.builds.unpublish(viewer, id),
    deleteBuild: (_root, { id }, { services, viewer }) => services.builds.delete(viewer, id),
    likeBuild: (_root, { buildId }, { services, viewer }) => services.builds.social.like(viewer, buildId),
    unlikeBuild: (_root, { buildId }, { services, viewer }) => services.builds.social.unlike(viewer, buildId),
    addComment: (_root, { buildId, content, parentId }, { services, viewer }) =>
      services.builds.social.addComment(viewer, buildId, content, parentId),
    editComment: (_root, { buildId, commentId, content }, { services, viewer }) =>
      services.builds.social.editComment(viewer, buildId, commentId, content),
    deleteComment: (_root, { buildId, commentId }, { services, viewer }) =>
      services.builds.social.deleteComment(viewer, buildId, commentId),
    createShareLink: async (_root, { tool, state, name, variant }, { services, viewer, clientAddress }) => {
      // Stored as the served version reads it (a state of an older version moves to it); what cannot be read is refused as it is.
      const readable = state.length <= SHARE_STATE_MAX && state.trim() !== '' && !isDamagedShareState(state);
      const now = readable ? (await shareStateNow(state, services.patches.versions)).state : state;
      return services.builds.shareLinks.create({ tool: tool === 'PLANNER' ? 'planner' : 'trait-tree', state: now, name, variant }, { signedIn: Boolean(viewer), clientAddress });
    },
  },
  ShareLink: {
    code: (link) => link._id,
    // A link made under an older version opens as made: its traits and points moved to the served version's numbers.
    currentState: async (link, _args, { services }) => (await shareStateNow(link.state, services.patches.versions)).state,
    tool: (link) => (link.tool === 'planner' ? 'PLANNER' : 'TRAIT'),
    variant: (link) => link.variant ?? null,
  },
  Subscription: {
    buildChanged: {
      // The watch itself is the event stream and `resolve` picks the build from each event: no
      // generator of its own wrapping it, one per subscription (about 1 KB a socket).
      subscribe: (_root, { id }, { services, viewer }) => services.builds.watchBuild(viewer, id),
      resolve: (build: BuildDocument | null) => build,
    },
    topBuildsChanged: {
      subscribe: (_root, _args, { services }) =>
        untilClosed(async function* (signal) {
          yield { topBuildsChanged: (await services.builds.listing.topBuilds()).map(toSummary) };
          for await (const top of services.builds.listing.watchTop(signal)) yield { topBuildsChanged: top.map(toSummary) };
        }),
    },
  },
  Profile: {
    builds: (profile, _args, { services, viewer }) => services.builds.listing.ofOwner(viewer, profile._id),
  },
  Build: {
    id: (build) => build._id,
    assignedPoints: traitPointsOf,
    equippedItemIds: equipmentOf,
    // The read-time migration (rules/variants.ts): a build saved before variants is one, named "Main".
    variants: (build) => variantsOfStored(build).map((variant) => ({ ...variant, class: build.class, dataVersion: build.dataVersion })),
    ratings: (build, { first, after }, { services }) => services.builds.social.ratingsOf(build, first, after),
    comments: async (build, { first, after, order, topLevelOnly }, { services }) => {
      const page = await services.builds.social.commentsOf(build, order ?? 'NEWEST_FIRST', first, after, topLevelOnly ?? false);
      return { ...page, nodes: page.edges.map((edge) => edge.node) };
    },
    comment: (build, { id }, { services }) => services.builds.social.commentOf(build, id),
    viewerHasLiked: (build, _args, { services, viewer }) => services.builds.social.hasLiked(viewer, build._id),
    viewerIsOwner: (build, _args, { viewer }) => viewer?._id === build.owner,
    description: (build) => build.description ?? '',
    descriptionHtml: async (build, _args, { services }) => (await services.content.renderNotes(build)).html,
    descriptionExcerpt: (build) => notesExcerpt(build.description ?? ''),
    tags: (build) => build.tags ?? [],
    dataVersion: (build) => build.dataVersion ?? 1,
    madeWithVersion: (build) => build.madeWithVersion ?? build.dataVersion ?? 1,
    migrationNotes: (build) => build.migrationNotes ?? [],
    basedOn: async (build, _args, { services, viewer }) => {
      if (!build.forkedFrom) return null;
      const origin = await services.builds.get(viewer, build.forkedFrom);
      return origin && { id: origin._id, name: origin.name, ownerUsername: origin.ownerUsername };
    },
  },
  BuildVariant: {
    assignedPoints: traitPointsOf,
    equippedItemIds: equipmentOf,
  },
  TraitPoints: {
    // The build's own version's trait: a build made for an older version keeps the names it was made with.
    details: async ({ trait, dataVersion }, _args, { services }) => {
      const found = (await services.patches.versions.traitCatalog(dataVersion)).traits.get(trait);
      return found ? { ...found, dataVersion: services.patches.versions.known(dataVersion) } : null;
    },
  },
  Comment: {
    id: (comment) => comment._id,
    createdAt: (comment) => comment.timestamp,
    authorUsername: async (comment, _args, context) => (await profileLoader(context).load(comment.authorId))?.username ?? null,
    parentId: (comment) => comment.parentId ?? null,
    editedAt: (comment) => comment.editedAt ?? null,
    editableUntil: (comment) => commentEditableUntil(comment.timestamp),
    replyCount: (comment, _args, { services }) => services.builds.social.replyCountOf(comment),
    replies: async (comment, { first, after }, { services }) => {
      const page = await services.builds.social.repliesOf(comment, first, after);
      return { ...page, nodes: page.edges.map((edge) => edge.node) };
    },
  },
};
