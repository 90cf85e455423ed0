import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { NewsDocument, ContentModel } from '../../modules/content/content.model';
import type { AuditDocument } from '../../modules/audit/audit.model';
import type { SearchHitModel } from '../../modules/search/search.model';
import type { BuildDocument, BuildVariantModel, CommentDocument, ShareLinkDocument, LikeDocument } from '../../modules/builds/build.model';
import type { ProfileDocument } from '../../modules/profiles/profile.model';
import type { ItemDocument } from '../../modules/items/items.model';
import type { MaterialModel, MonsterModel, LootDropModel, TradeOfferModel, NpcModel, NpcTradeModel, RecipeModel, RecipeIngredientModel, TraitModel, TraitPointsModel, SpellModel, PremiumOfferModel } from '../../modules/game/game.model';
import type { DropOf } from '../../../game-data/pack';
import type { GameLocation, GameClass } from '../../../game-data/schemas';
import type { ReportDocument, CaseDocument, DecisionDocument, SuspensionDocument } from '../../modules/moderation/moderation.model';
import type { GameDataVersionModel, GameDataDraftDocument, GameDataDiffModel, GameDataHistoryEntryModel, AffectedBuildsModel, AffectedBuildModel } from '../../modules/patches/patches.model';
import type { GraphQLContext } from '../../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time as an ISO-8601 string in UTC, for example `2026-11-21T18:30:00.000Z`. */
  DateTime: { input: string; output: string; }
};

/** What `deleteMyAccount` does with the player's public builds. */
export type AccountDeletionMode =
  /** Every build, public or private, is deleted. */
  | 'DELETE_EVERYTHING'
  /** Public builds stay, owned by nobody: shown as by `Deleted player`, with no link to a profile. Private builds are deleted. */
  | 'KEEP_PUBLIC_BUILDS_ANONYMISED';

/** One change the player made to their own account: a sign-in connected or disconnected, a profile merged in. */
export type ActivityEntry = {
  __typename?: 'ActivityEntry';
  /** `sign-in.link`, `sign-in.disconnect` or `profile.merge`. */
  action: Scalars['String']['output'];
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** What happened, in words (for a merge: the merged username and what it brought). */
  detail: Scalars['String']['output'];
  /** Stable entry id. */
  id: Scalars['ID']['output'];
  /** The provider concerned (`discord`, `google`). */
  provider: Scalars['String']['output'];
};

/** What the admin panel's overview shows. Admins only. */
export type AdminOverview = {
  __typename?: 'AdminOverview';
  /** How many profiles have the admin role. */
  adminCount: Scalars['Int']['output'];
  /** The admins, by username (at most 100). */
  admins: Array<Profile>;
  /** Published and draft documents of every content kind. */
  contentCounts: Array<ContentCount>;
  /** Items in the library, retired ones included. */
  itemCount: Scalars['Int']['output'];
  /** The ten latest admin changes, newest first. */
  latestChanges: Array<AuditEntry>;
  /** How many news posts there are. */
  newsCount: Scalars['Int']['output'];
  /** How many profiles there are. */
  profileCount: Scalars['Int']['output'];
  /** Items retired from the lists. */
  retiredItemCount: Scalars['Int']['output'];
};

/** A saved build the draft would touch (admins only). */
export type AffectedBuild = {
  __typename?: 'AffectedBuild';
  buildId: Scalars['ID']['output'];
  changes: Array<BuildPatchChange>;
  class: CharacterClass;
  isPublic: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  ownerUsername?: Maybe<Scalars['String']['output']>;
};

/** Affected builds counted per class. */
export type AffectedBuildClassCount = {
  __typename?: 'AffectedBuildClassCount';
  class: CharacterClass;
  count: Scalars['Int']['output'];
};

/** Every saved build (private and public) the draft touches, with how. */
export type AffectedBuilds = {
  __typename?: 'AffectedBuilds';
  /** The first `first` affected builds, newest first. */
  builds: Array<AffectedBuild>;
  byClass: Array<AffectedBuildClassCount>;
  total: Scalars['Int']['output'];
};


/** Every saved build (private and public) the draft touches, with how. */
export type AffectedBuildsBuildsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The state of a decision's appeal. */
export type AppealState =
  | 'NONE'
  /** Appealed; the case is open again for another admin. */
  | 'PENDING'
  /** Another admin changed the decision. */
  | 'REVERSED'
  /** Another admin confirmed the decision. */
  | 'UPHELD';

/** One admin change in the audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** For example `content.publish`, `item.update`, `revert`. */
  action: Scalars['String']['output'];
  /** Username of the admin who made it. */
  actor: Scalars['String']['output'];
  /** The document after the change, as JSON; null when the change deleted it. */
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** The document before the change, as JSON; null when the change created it. */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The entry this one reverted, when it is a revert. */
  revertOf?: Maybe<Scalars['ID']['output']>;
  /** The entry that reverted this one, once reverted. */
  revertedBy?: Maybe<Scalars['ID']['output']>;
  targetId: Scalars['ID']['output'];
  /** The title or the item name. */
  targetLabel: Scalars['String']['output'];
  /** `content` or `item`. */
  targetType: Scalars['String']['output'];
};

export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  edges: Array<AuditEntryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  cursor: Scalars['String']['output'];
  node: AuditEntry;
};

/**
 * A character build: a trait build (class, level, trait points) or a planner build (also stats
 * and equipment). Private builds exist for their owner only.
 */
export type Build = {
  __typename?: 'Build';
  /** Trait points, numbered as in game data version `dataVersion`. */
  assignedPoints: Array<TraitPoints>;
  /** The build this one was copied from, while that build is public or the viewer's own; null otherwise. */
  basedOn?: Maybe<BuildOrigin>;
  buildIconId?: Maybe<Scalars['String']['output']>;
  characterLevel: Scalars['Int']['output'];
  class: CharacterClass;
  /** One comment or reply of this build by id; null when there is none. */
  comment?: Maybe<Comment>;
  /** Number of comments and replies, kept with each one added or deleted. */
  commentCount: Scalars['Int']['output'];
  /** The build's comments, newest first unless `order` says otherwise; `first` at most 100, `after` an `endCursor` of the same order (and the same `topLevelOnly`). Replies are included as comments of their own unless `topLevelOnly` is true. */
  comments: CommentConnection;
  createdAt: Scalars['DateTime']['output'];
  /** The game data version the build's trait numbers, stats and items are in (the current one: older builds are migrated when the server starts). */
  dataVersion: Scalars['Int']['output'];
  /** The owner's notes: Markdown with game links (`[[item:steel-sword]]`), at most 10,000 characters; empty when none. */
  description: Scalars['String']['output'];
  /** The first lines of the notes as plain text, at most 200 characters. */
  descriptionExcerpt: Scalars['String']['output'];
  /** The notes rendered like articles: sanitised HTML, game links with tooltips, outside links `nofollow ugc`. */
  descriptionHtml: Scalars['String']['output'];
  /** One entry per equipment slot, in slot order. */
  equippedItemIds: Array<EquippedItem>;
  id: Scalars['ID']['output'];
  isPlannerBuild: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  /** The order its points were spent in as it levelled (the share state's JSON form), or null. */
  levellingPlan?: Maybe<Scalars['String']['output']>;
  /** Number of ratings (likes), kept with each like and unlike. */
  likeCount: Scalars['Int']['output'];
  /** True when an admin locked the build from editing. */
  locked: Scalars['Boolean']['output'];
  /** The game data version the build was made with; lower than `dataVersion` when it was migrated. */
  madeWithVersion: Scalars['Int']['output'];
  /** What changed when the build was migrated from `madeWithVersion`, one line each; empty when it never was. */
  migrationNotes: Array<Scalars['String']['output']>;
  /** Hidden, held or removed: what and why. Null when shown normally. Only the owner and admins see hidden builds at all. */
  moderation?: Maybe<ModerationNotice>;
  /** 1 to 48 characters. */
  name: Scalars['String']['output'];
  /** The notes' moderation (NOTES cases): when hidden, `description` is empty for everyone but the owner. */
  notesModeration?: Maybe<ModerationNotice>;
  /** Profile id of the owner. */
  owner: Scalars['ID']['output'];
  /** Owner's username when the build was last saved. */
  ownerUsername?: Maybe<Scalars['String']['output']>;
  /** What the versions published since the build's `dataVersion` change for it; null when the build is on the current version. Share links keep opening as made. */
  patchChanges?: Maybe<BuildPatchChanges>;
  /** When the build was last published; null while it has never been public. */
  publishDate?: Maybe<Scalars['DateTime']['output']>;
  /** The build's ratings (likes), oldest first, `first` at most 100. `likeCount` alone is cheaper when only the number matters. */
  ratings: RatingConnection;
  /** The revisions kept by updates to newer game data, oldest first. The owner's only: empty for anyone else. */
  revisions: Array<BuildRevision>;
  statAllocations: StatAllocations;
  /** What the build is for: at most 5 of the fixed list, in the list's order; empty when none. */
  tags: Array<BuildTag>;
  /** The monster the planner measures the build against ("Against": its id, as in `monster(id)`), or null. */
  targetMonsterId?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** The build's named setups, 1 to 8, in the owner's order. The first one's fields are the build's own `characterLevel`, `assignedPoints`, `statAllocations`, `equippedItemIds`, `levellingPlan` and `targetMonsterId`; a build saved before variants existed has exactly one, named `Main`. */
  variants: Array<BuildVariant>;
  /** True when the signed-in user has liked this build. */
  viewerHasLiked: Scalars['Boolean']['output'];
  /**
   * The signed-in viewer's own comments and replies on this build that a moderator hid or the word
   * list holds, oldest first (at most 20), each with its `moderation` notice: only their author reads
   * them, nobody can reply to them or edit them, and a removed one is gone for its author too. Empty
   * for anyone else and signed out. They are not in `comments` nor in `commentCount`.
   */
  viewerHiddenComments: Array<Comment>;
  /** True when the signed-in user owns this build (and so may change it). */
  viewerIsOwner: Scalars['Boolean']['output'];
};


/**
 * A character build: a trait build (class, level, trait points) or a planner build (also stats
 * and equipment). Private builds exist for their owner only.
 */
export type BuildCommentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A character build: a trait build (class, level, trait points) or a planner build (also stats
 * and equipment). Private builds exist for their owner only.
 */
export type BuildCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<CommentOrder>;
  topLevelOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * A character build: a trait build (class, level, trait points) or a planner build (also stats
 * and equipment). Private builds exist for their owner only.
 */
export type BuildRatingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Public builds, in the order asked for. */
export type BuildConnection = {
  __typename?: 'BuildConnection';
  edges: Array<BuildEdge>;
  pageInfo: PageInfo;
  /** How many public builds match the filter: exact with no filter or a class alone; under any other filter (levels, kind, search, tags) counting stops at 1,000, so 1,000 means 1,000 or more. */
  totalCount: Scalars['Int']['output'];
};

export type BuildEdge = {
  __typename?: 'BuildEdge';
  cursor: Scalars['String']['output'];
  node: Build;
};

/**
 * The fields of a build. On `createBuild` omitted fields take their defaults (squire, level 1, a
 * trait build, no points); on `updateBuild` omitted fields stay as they are. A trait build carries
 * no stats and no equipment.
 */
export type BuildInput = {
  /** Points per trait; traits without points are left out. Checked against the class, the level and each trait's prerequisites. */
  assignedPoints?: InputMaybe<Array<TraitPointsInput>>;
  /** One of the build icons (sword, axe, mace, dagger, bow, staff, orb, shield, helm, flame, frost, leaf, bolt, skull, crown, star), or null for the class icon. */
  buildIconId?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200. */
  characterLevel?: InputMaybe<Scalars['Int']['input']>;
  /** The character's class. */
  class?: InputMaybe<CharacterClass>;
  /** Notes: Markdown, at most 10,000 characters and 100 game links (BAD_USER_INPUT with `extensions.field` `description` past that). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** What is worn in each slot (planner builds only); slots left out are empty. */
  equippedItemIds?: InputMaybe<Array<EquippedItemInput>>;
  /** On `createBuild` only: the build this one is a copy of ("Save a copy"); it must be one the player can see. Ignored on `updateBuild`. */
  forkedFrom?: InputMaybe<Scalars['ID']['input']>;
  /** A planner build (stats and equipment too) or a trait tree build. */
  isPlannerBuild?: InputMaybe<Scalars['Boolean']['input']>;
  /** The levelling plan as the share state's JSON form, `[1, "<stat index per point, - kept>", [[trait, run], ...]]`, or null for none. Checked against the build's points level by level; a plan that breaks a rule is refused with the level named. */
  levellingPlan?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 48 characters, trimmed. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Points per stat (planner builds only). */
  statAllocations?: InputMaybe<StatAllocationsInput>;
  /** What the build is for: at most 5 tags, each once (BAD_USER_INPUT with `extensions.field` `tags` otherwise, nothing written). Left out on `updateBuild`, the tags stay as they are. */
  tags?: InputMaybe<Array<BuildTag>>;
  /** The monster the planner measures the build against ("Against"), by its id as in `monster(id)`, or null for none. An id that names no monster is refused (BAD_USER_INPUT, `extensions.field` `targetMonsterId`). */
  targetMonsterId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Every variant of the build, first one first: 1 to 8, names unique ignoring case, all
   * of the build's class, each checked like a build. Given, it replaces the stored list and the
   * variant fields above (`characterLevel`, `assignedPoints`, `statAllocations`, `equippedItemIds`,
   * `levellingPlan`, `targetMonsterId`) must be left out. Left out, the variants stay and those
   * fields change the first one. A problem is a BAD_USER_INPUT whose `extensions.field` names it,
   * such as `variants[3].name` or `variants` for the count; nothing is written.
   */
  variants?: InputMaybe<Array<BuildVariantInput>>;
};

/** Which tool a build belongs to. */
export type BuildKind =
  /** Planner builds (stats and equipment too). */
  | 'PLANNER'
  /** Trait tree builds. */
  | 'TRAIT';

/** One of the build's numbers (the planner's derived stats) before and after the patch. */
export type BuildNumberChange = {
  __typename?: 'BuildNumberChange';
  after: Scalars['Float']['output'];
  before: Scalars['Float']['output'];
  label: Scalars['String']['output'];
  /** The derived number's key, e.g. `health`, `attack`, `armor`. */
  stat: Scalars['String']['output'];
};

/** The build a copy was made from. */
export type BuildOrigin = {
  __typename?: 'BuildOrigin';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ownerUsername?: Maybe<Scalars['String']['output']>;
};

/** One change of a patch as it touches one build. */
export type BuildPatchChange = {
  __typename?: 'BuildPatchChange';
  effect: BuildPatchEffect;
  /** The entry's fields before → after. */
  fields: Array<GameDataFieldChange>;
  /** The item's id or the trait's number (as in the build's own version). */
  id: Scalars['ID']['output'];
  /** `items` or `traits`. */
  kind: GameDataKind;
  name: Scalars['String']['output'];
  /** The variant's numbers this change alone moves, as made → after (the planner's rules); empty when none. */
  numbers: Array<BuildNumberChange>;
  /** In words, as players read it, e.g. `Steel Sword: attack 12 → 14`. */
  text: Scalars['String']['output'];
  /** The variant it touches (every variant is checked); the first variant is the build's own setup. */
  variant: Scalars['String']['output'];
};

/** What the versions published after a build's own version change for it. */
export type BuildPatchChanges = {
  __typename?: 'BuildPatchChanges';
  changes: Array<BuildPatchChange>;
  /** The build's version (as made). */
  from: Scalars['Int']['output'];
  itemsChanged: Scalars['Int']['output'];
  itemsUsed: Scalars['Int']['output'];
  /** The first variant's numbers that differ, as made → after updating (computed by the planner's rules). */
  numbers: Array<BuildNumberChange>;
  /** In words: `3 of 9 items and 2 traits changed in 1.5`. */
  summary: Scalars['String']['output'];
  /** The current version. */
  to: GameDataVersion;
  traitsChanged: Scalars['Int']['output'];
  traitsUsed: Scalars['Int']['output'];
};

/** How a patch touches one build. */
export type BuildPatchEffect =
  /** A stat or value of an equipped item changes. */
  | 'ITEM_CHANGED'
  /** An equipped item is gone (the slot is emptied, or the item is replaced by the admin's mapping). */
  | 'ITEM_REMOVED'
  /** A trait with points changes its effects, tier, prerequisite or maximum. */
  | 'TRAIT_CHANGED'
  /** A trait loses points (its maximum dropped, or its rules refuse them): they are refunded. */
  | 'TRAIT_POINTS_LOST'
  /** A trait with points is gone: its points are refunded. */
  | 'TRAIT_REMOVED'
  /** A trait with points now has a new number (the points move with it). */
  | 'TRAIT_RENUMBERED';

/** The build as it was before an update to a newer game data version (`updateBuildGameData`). */
export type BuildRevision = {
  __typename?: 'BuildRevision';
  /** The game data version its trait numbers and items are in. */
  dataVersion: Scalars['Int']['output'];
  /** 1 for the first kept revision, counting up. */
  number: Scalars['Int']['output'];
  /** When it was replaced by the update. */
  savedAt: Scalars['DateTime']['output'];
  /** Its variants as they were saved (the `BuildVariantInput` shape), as JSON text. */
  variants: Scalars['String']['output'];
};

/** How `publicBuilds` is ordered. */
export type BuildSort =
  /** Most comments first, then newest published. */
  | 'MOST_COMMENTED'
  /** Most ratings first, then newest published. */
  | 'MOST_LIKED'
  /** Newest published first. */
  | 'NEWEST'
  /** Most likes given in the last 7 days first (a like counts from when it was given, up to exactly 7 days ago), then most liked, then newest published. */
  | 'TRENDING';

/** What a build is for: the fixed list of tags a build may carry up to 5 of. */
export type BuildTag =
  /** Cheap to put together. */
  | 'budget'
  /** Deals the damage. */
  | 'damage'
  /** For the end of the game. */
  | 'endgame'
  /** Played in a group. */
  | 'group'
  /** For levelling a character up. */
  | 'levelling'
  /** Played alone. */
  | 'solo'
  /** Helps the others. */
  | 'support'
  /** Takes the hits. */
  | 'tank';

/**
 * One named setup of a build: its own level, trait points, stats, equipment, levelling
 * plan and target, checked by the same rules as a build. The class, name, notes, tags, likes and
 * comments are the build's.
 */
export type BuildVariant = {
  __typename?: 'BuildVariant';
  /** Trait points, numbered as in the build's `dataVersion`. */
  assignedPoints: Array<TraitPoints>;
  /** 1 to 200. */
  characterLevel: Scalars['Int']['output'];
  /** The build's class (every variant of a build has it). */
  class: CharacterClass;
  /** One entry per equipment slot, in slot order (all empty on a trait build). */
  equippedItemIds: Array<EquippedItem>;
  /** The order its points were spent in as it levelled (the share state's JSON form), or null. */
  levellingPlan?: Maybe<Scalars['String']['output']>;
  /** 1 to 32 characters, trimmed; no two variants of a build have the same name, ignoring case. */
  name: Scalars['String']['output'];
  /** Points per stat (all 0 on a trait build). */
  statAllocations: StatAllocations;
  /** The monster the planner measures this variant against (its id, as in `monster(id)`), or null. */
  targetMonsterId?: Maybe<Scalars['ID']['output']>;
};

/** One variant of a build as given to `createBuild` and `updateBuild`. Omitted fields take their defaults: level 1, no points, no stats, nothing worn, no plan, no target. */
export type BuildVariantInput = {
  /** Points per trait, checked against the class, this variant's level and each trait's prerequisites. */
  assignedPoints?: InputMaybe<Array<TraitPointsInput>>;
  /** 1 to 200. */
  characterLevel?: InputMaybe<Scalars['Int']['input']>;
  /** Optional; when given it must be the build's class. */
  class?: InputMaybe<CharacterClass>;
  /** What is worn in each slot (planner builds only); slots left out are empty. */
  equippedItemIds?: InputMaybe<Array<EquippedItemInput>>;
  /** The levelling plan, as `BuildInput.levellingPlan`, checked against this variant. */
  levellingPlan?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 32 characters, trimmed, unique in the build ignoring case. */
  name: Scalars['String']['input'];
  /** Points per stat (planner builds only), at most this variant's level each. */
  statAllocations?: InputMaybe<StatAllocationsInput>;
  /** The monster this variant is measured against, as `BuildInput.targetMonsterId`. */
  targetMonsterId?: InputMaybe<Scalars['ID']['input']>;
};

export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

/** The four player classes, in share-state order (index 0 to 3). */
export type CharacterClass =
  | 'knight'
  | 'mage'
  | 'rogue'
  | 'squire';

/**
 * A comment on a public build, or a reply to one, stored as its own document (adding one never
 * rewrites the build). Replies go one level deep: a reply answers a top-level comment.
 */
export type Comment = {
  __typename?: 'Comment';
  /** Author's username, else display name, else `Anonymous`, as it was when the comment was written. */
  author: Scalars['String']['output'];
  /** Profile id of the author. */
  authorId: Scalars['ID']['output'];
  /** The author's username now (for the link to their player page); null when the profile is gone. */
  authorUsername?: Maybe<Scalars['String']['output']>;
  /** Trimmed text, 1 to 2,000 characters, shown as plain text. */
  content: Scalars['String']['output'];
  /** When the comment was written (as `createdAt` on builds and content). */
  createdAt: Scalars['DateTime']['output'];
  /** The last moment the author may edit the text: 15 minutes after `createdAt`. */
  editableUntil: Scalars['DateTime']['output'];
  /** When the author last edited the text (within 15 minutes of posting); null when it was never edited. */
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Hidden or held: what and why, for its author (`Build.viewerHiddenComments`). Null when shown normally. */
  moderation?: Maybe<ModerationNotice>;
  /** The top-level comment this one replies to; null for a top-level comment. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The replies to this comment, oldest first (a conversation's order); empty for a reply. `first` at most 100. */
  replies: CommentConnection;
  /** Number of replies to this comment (always 0 for a reply). */
  replyCount: Scalars['Int']['output'];
  /**
   * When the comment was written.
   * @deprecated Use `createdAt`, as on the other types.
   */
  timestamp: Scalars['DateTime']['output'];
};


/**
 * A comment on a public build, or a reply to one, stored as its own document (adding one never
 * rewrites the build). Replies go one level deep: a reply answers a top-level comment.
 */
export type CommentRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of a build's comments, or of a comment's replies. */
export type CommentConnection = {
  __typename?: 'CommentConnection';
  edges: Array<CommentEdge>;
  /** The comments of `edges` without their cursors (a page's `pageInfo.endCursor` continues it). */
  nodes: Array<Comment>;
  pageInfo: PageInfo;
  /** How many there are in all: every comment and reply on the build (`Build.commentCount`); with `topLevelOnly`, the top-level comments; for `Comment.replies`, the replies. */
  totalCount: Scalars['Int']['output'];
};

export type CommentEdge = {
  __typename?: 'CommentEdge';
  cursor: Scalars['String']['output'];
  node: Comment;
};

/** The order of a build's comments. */
export type CommentOrder =
  /** Newest first (the default). */
  | 'NEWEST_FIRST'
  /** Oldest first, as a conversation reads. */
  | 'OLDEST_FIRST';

/**
 * A Markdown document: a news post, article, patch note, guide or fixed page. Game references in
 * the text (`[[item:steel-longsword]]`, `[[monster:...]]`, `[[npc:...]]`, `[[spell:...]]`,
 * `[[trait:...]]`, `[[build:...]]`, `[[map:x,y,z]]`) become links with icons in `bodyHtml`.
 */
export type Content = {
  __typename?: 'Content';
  author: Scalars['String']['output'];
  /** Markdown source. */
  body: Scalars['String']['output'];
  /** The body rendered and sanitized: safe to insert into a page. */
  bodyHtml: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Ids begin with the kind: `news-`, `article-`, `patch-`, `guide-`, `page-`. */
  id: Scalars['ID']['output'];
  kind: ContentKind;
  /** The path of its public page, for example `/guides/first-steps`. */
  path: Scalars['String']['output'];
  /** When it was first published; null for a draft never published. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** URL name, unique within its kind. */
  slug: Scalars['String']['output'];
  status: ContentStatus;
  /** One or two sentences shown in lists. */
  summary: Scalars['String']['output'];
  /** Lower-case tags. */
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** The headings of a long page; empty for short ones. */
  toc: Array<TocEntry>;
  updatedAt: Scalars['DateTime']['output'];
  /** The game data version of a patch note (`2.0`); null for the other kinds. */
  version?: Maybe<Scalars['String']['output']>;
};

export type ContentConnection = {
  __typename?: 'ContentConnection';
  edges: Array<ContentEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ContentCount = {
  __typename?: 'ContentCount';
  drafts: Scalars['Int']['output'];
  kind: ContentKind;
  published: Scalars['Int']['output'];
};

export type ContentEdge = {
  __typename?: 'ContentEdge';
  cursor: Scalars['String']['output'];
  node: Content;
};

/** What an admin writes. On `updateContent`, omitted fields stay as they are. */
export type ContentInput = {
  /** 1 to 60 characters; the admin's name when omitted on create. */
  author?: InputMaybe<Scalars['String']['input']>;
  /** Markdown, at most 50,000 characters. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 80 lower-case letters, digits and single dashes; unique within the kind. Made from the title when omitted on create. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 300 characters. */
  summary?: InputMaybe<Scalars['String']['input']>;
  /** At most 10, each lower-case letters, digits and dashes. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 1 to 120 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Patch notes only, required there: the game data version, like `2.0`. */
  version?: InputMaybe<Scalars['String']['input']>;
};

/** The kinds of written content. */
export type ContentKind =
  | 'ARTICLE'
  | 'GUIDE'
  | 'NEWS'
  /** The fixed pages: how-to-play, credits, boletus, juggling-boletus. */
  | 'PAGE'
  | 'PATCH_NOTES';

/** The editor's live preview: the same renderer as the public page. */
export type ContentPreview = {
  __typename?: 'ContentPreview';
  html: Scalars['String']['output'];
  toc: Array<TocEntry>;
  /** References that name nothing (`item:no-such-item`); they show as plain text. */
  unknownReferences: Array<Scalars['String']['output']>;
};

export type ContentStatus =
  | 'DRAFT'
  | 'PUBLISHED';

/** How tightly tables are set. */
export type Density =
  | 'comfortable'
  | 'compact';

/** An element of damage. */
export type Element =
  | 'death'
  | 'earth'
  | 'energy'
  | 'fire'
  | 'holy'
  | 'ice'
  | 'physical';

/** How much more (positive, a weakness) or less (negative, a resistance) damage of an element a monster takes, in percent. */
export type ElementModifier = {
  __typename?: 'ElementModifier';
  element: Element;
  modifier: Scalars['Int']['output'];
};

/** What is worn in one equipment slot. */
export type EquippedItem = {
  __typename?: 'EquippedItem';
  /** The item worn, from the items library; null for an empty slot or an unknown item. */
  item?: Maybe<Item>;
  /** Id of the item in the items library; empty when the slot is empty. */
  itemId: Scalars['String']['output'];
  /** The value as it came from a share link or an older save, kept when it names no known item. */
  legacyValue?: Maybe<Scalars['String']['output']>;
  /** One of: neck, head, bag, hand-main, chest, hand-off, ring, legs, ammo, boots. */
  slot: Scalars['String']['output'];
};

/** What is worn in one slot of a planner build. */
export type EquippedItemInput = {
  /** An item id worn in that slot, or empty. An id no item has is kept as the slot's `legacyValue`. */
  itemId: Scalars['String']['input'];
  /** One of: neck, head, bag, hand-main, chest, hand-off, ring, legs, ammo, boots. */
  slot: Scalars['String']['input'];
};

/** One row of the experience table. */
export type ExperienceRow = {
  __typename?: 'ExperienceRow';
  level: Scalars['Int']['output'];
  /** Experience from this level to the next; 0 at the top level. */
  toNext: Scalars['Int']['output'];
  /** Experience needed in all to reach this level. */
  total: Scalars['Int']['output'];
};

/** A formula of the game, explained. */
export type Formula = {
  __typename?: 'Formula';
  explanation: Scalars['String']['output'];
  /** The rule as one expression. */
  expression: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** How an entry differs between two versions. */
export type GameDataChange =
  | 'ADDED'
  | 'CHANGED'
  | 'REMOVED';

/** What changed between two versions of the pack (or between the draft and the version it was opened from). */
export type GameDataDiff = {
  __typename?: 'GameDataDiff';
  /** True when nothing differs. */
  empty: Scalars['Boolean']['output'];
  /** The entries that differ, kind by kind in file order and by id within a kind (a trait by number); a page of `first` from `offset`. */
  entries: Array<GameDataEntryChange>;
  /** The older version. */
  from: Scalars['Int']['output'];
  /** Only the kinds where something differs, in the pack's file order. */
  kinds: Array<GameDataKindDiff>;
  /** The newer version; null for the draft. */
  to?: Maybe<Scalars['Int']['output']>;
};


/** What changed between two versions of the pack (or between the draft and the version it was opened from). */
export type GameDataDiffEntriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<GameDataKind>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** The next version being prepared. One draft at a time; admins only. */
export type GameDataDraft = {
  __typename?: 'GameDataDraft';
  /** The saved builds this draft would touch. */
  affectedBuilds: AffectedBuilds;
  /** The published version it was opened from (the current one when opened). */
  base: GameDataVersion;
  /** The draft against its base version. */
  diff: GameDataDiff;
  /** The saves so far, newest first. */
  edits: Array<GameDataDraftEdit>;
  /** The draft's entries of the given kinds whose id or name holds `search` (any case), in the pack's order: what an editor's pick list and a reference field (a loot item) offer. */
  entries: Array<GameDataDraftEntryRef>;
  /** One entry of the draft as JSON text (the import format); null when there is none. */
  entry?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The admin's explicit migrations. */
  mappings: Array<GameDataMapping>;
  openedAt: Scalars['DateTime']['output'];
  openedBy: Scalars['String']['output'];
  /** The draft's whole pack as JSON text, in the import format. */
  pack: Scalars['String']['output'];
  /** What the draft's pack fails (reference checks); publishing is refused while there are any. */
  problems: Array<GameDataProblem>;
  /** Goes up by one with each save; an edit names the revision it was made on. */
  revision: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


/** The next version being prepared. One draft at a time; admins only. */
export type GameDataDraftEntriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  kinds: Array<GameDataKind>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The next version being prepared. One draft at a time; admins only. */
export type GameDataDraftEntryArgs = {
  id: Scalars['ID']['input'];
  kind: GameDataKind;
};

/** One save of the draft: who changed which entry and which fields. */
export type GameDataDraftEdit = {
  __typename?: 'GameDataDraftEdit';
  /** Username of the admin. */
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  /** The entry's fields it changed (`*` for an added, removed or imported entry). */
  fields: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: GameDataKind;
  /** The draft revision this save made. */
  revision: Scalars['Int']['output'];
};

/** An edit of one entry of the draft. */
export type GameDataDraftEditInput = {
  /** The entry's id (a trait's number, written as text). A new id adds the entry. */
  id: Scalars['ID']['input'];
  /** The entry's kind (pack file). */
  kind: GameDataKind;
  /** The draft revision the editor was opened on: a field another admin saved after it refuses this save, naming that change. */
  revision: Scalars['Int']['input'];
  /** The entry's whole new value as JSON text, in the import format; null removes the entry. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** One entry of the draft as a list names it. */
export type GameDataDraftEntryRef = {
  __typename?: 'GameDataDraftEntryRef';
  /** The entry's id (a trait's number, written as text). */
  id: Scalars['ID']['output'];
  kind: GameDataKind;
  /** The entry's name (a recipe's id, which has none). */
  name: Scalars['String']['output'];
};

/** One entry of the pack that was added, removed or changed between two versions. */
export type GameDataEntryChange = {
  __typename?: 'GameDataEntryChange';
  change: GameDataChange;
  /** Field by field, before → after; for ADDED and REMOVED, empty. */
  fields: Array<GameDataFieldChange>;
  /** The entry's id (a trait's number, written as text). */
  id: Scalars['ID']['output'];
  kind: GameDataKind;
  /** The entry's name (after the change; before it when removed). */
  name: Scalars['String']['output'];
};

/** One field of an entry that differs: its path inside the entry and its values as JSON (null where absent). */
export type GameDataFieldChange = {
  __typename?: 'GameDataFieldChange';
  /** The value after, as JSON text; null when the field is absent now. */
  after?: Maybe<Scalars['String']['output']>;
  /** The value before, as JSON text; null when the field was absent. */
  before?: Maybe<Scalars['String']['output']>;
  /** Dotted path inside the entry, e.g. `stats.hp`, `effects[0].perPoint`, `loot`. */
  path: Scalars['String']['output'];
};

/** One version where an entry's values changed. */
export type GameDataHistoryEntry = {
  __typename?: 'GameDataHistoryEntry';
  /** ADDED in the version that first has it, REMOVED in the one that drops it, CHANGED otherwise. */
  change: GameDataChange;
  /** What changed against the version before (empty for ADDED and REMOVED). */
  fields: Array<GameDataFieldChange>;
  /** The entry as that version has it, as JSON text; null when REMOVED. */
  values?: Maybe<Scalars['String']['output']>;
  version: GameDataVersion;
};

/** What an import did: with any problem, nothing was kept and `draft` is null. */
export type GameDataImportResult = {
  __typename?: 'GameDataImportResult';
  /** The draft holding the imported pack; null when there were problems. */
  draft?: Maybe<GameDataDraft>;
  /** Every problem found, each with its path; empty when the import was taken. */
  problems: Array<GameDataProblem>;
};

/** The game data pack's version and the trait tree rules tooling authors need. */
export type GameDataInfo = {
  __typename?: 'GameDataInfo';
  /** Points spent in a tree's lower tiers that open each tier: the first entry is tier 1, open from the start. */
  traitTierPoints: Array<Scalars['Int']['output']>;
  /** The pack's version; builds and share links carry the version they were made with. */
  version: Scalars['Int']['output'];
};

/** The files of the data pack, as named in the import format (`docs/game-data-pack.schema.json`). */
export type GameDataKind =
  | 'classes'
  | 'items'
  | 'locations'
  | 'materials'
  | 'monsters'
  | 'npcs'
  | 'premium'
  | 'recipes'
  | 'spells'
  | 'stats'
  | 'traits';

/** How many entries of one kind a diff adds, removes and changes. */
export type GameDataKindCount = {
  __typename?: 'GameDataKindCount';
  added: Scalars['Int']['output'];
  changed: Scalars['Int']['output'];
  kind: GameDataKind;
  removed: Scalars['Int']['output'];
};

/** How many entries of one kind differ (the entries themselves: `GameDataDiff.entries`). */
export type GameDataKindDiff = {
  __typename?: 'GameDataKindDiff';
  added: Scalars['Int']['output'];
  changed: Scalars['Int']['output'];
  kind: GameDataKind;
  removed: Scalars['Int']['output'];
};

/** An explicit migration the admin gives for an entry the diff cannot follow (a removed item replaced by another, a trait renumbered by hand). */
export type GameDataMapping = {
  __typename?: 'GameDataMapping';
  /** The id in the base version. */
  from: Scalars['ID']['output'];
  /** `items` or `traits`. */
  kind: GameDataKind;
  /** The id in the draft; null: the entry is gone, its slot emptied or its points refunded. */
  to?: Maybe<Scalars['ID']['output']>;
};

/** A problem of an import or of the draft, with where it is, e.g. `items[41].stats.hp` and `must be a whole number`. */
export type GameDataProblem = {
  __typename?: 'GameDataProblem';
  message: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

/** What publishing made. */
export type GameDataPublishResult = {
  __typename?: 'GameDataPublishResult';
  /** The patch-notes article drafted from the diff, for the admin to edit and publish. */
  patchNotes: Content;
  version: GameDataVersion;
};

/** One published version of the game data pack. A published version never changes. */
export type GameDataVersion = {
  __typename?: 'GameDataVersion';
  /** True for the version the site serves now (the newest). */
  current: Scalars['Boolean']['output'];
  /** Path of the version's data exports index, e.g. `/data/v3/index.json`. */
  exportsUrl: Scalars['String']['output'];
  /** The version's name, such as `1.5 Winter Festival`. */
  name: Scalars['String']['output'];
  /** The publisher's notes (plain text); empty when none. */
  notes: Scalars['String']['output'];
  /** 1, 2, 3… in publishing order; builds, share links and `/data/v<number>/` exports name it. */
  number: Scalars['Int']['output'];
  /** Slug of the patch-notes article drafted when it was published; null for the committed pack's versions. */
  patchNotesSlug?: Maybe<Scalars['String']['output']>;
  /** When it was published (for the versions of the committed pack: when the site first started). */
  publishedAt: Scalars['DateTime']['output'];
  /** Entries added, removed and changed against the version before it, per kind; empty for version 1. */
  summary: Array<GameDataKindCount>;
};

/** A class's starting value and what it gains per level after the first. */
export type Growth = {
  __typename?: 'Growth';
  base: Scalars['Float']['output'];
  perLevel: Scalars['Float']['output'];
};

/** The fields of a notice of illegal content (EU Digital Services Act, Art. 16). The e-mail is kept with the case only and deleted with it. */
export type IllegalContentNoticeInput = {
  /** The notifier's e-mail address, kept with the case only (the notice mechanism asks for it) and deleted with it; no e-mail is sent: the decision is read with the receipt code (`reportByReceipt`, or the page `/report-status`). */
  email: Scalars['String']['input'];
  /** Why the content is illegal, 10 to 4,000 characters. */
  explanation: Scalars['String']['input'];
  /** Must be true: the notifier states in good faith that the notice is accurate and complete. */
  goodFaith: Scalars['Boolean']['input'];
  /** The notifier's name, 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** The exact address of the content on this site (https, this site's origin). */
  url: Scalars['String']['input'];
};

/**
 * An item of the items library. Equipment categories: melee, swords, axes, maces, large-weapons,
 * daggers-knives, shields, bows-crossbows, staves-wands, orbs, gloves, helmets-masks, armors,
 * legs, boots, necks, rings.
 */
export type Item = {
  __typename?: 'Item';
  /** NPCs that buy it and what they pay, best price first. */
  boughtBy: Array<TradeOffer>;
  /** Items library category (one of the seventeen above). */
  category: Scalars['String']['output'];
  /** Classes that can wear it; empty means every class. */
  classes: Array<CharacterClass>;
  description: Scalars['String']['output'];
  /** Monsters that drop it, most likely first. */
  droppedBy: Array<LootSource>;
  /** The item's values in every version where they changed, oldest first. */
  history: Array<GameDataHistoryEntry>;
  /** Path of the item's icon (an SVG served by Almanac). */
  iconUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Level needed to wear it. */
  level: Scalars['Int']['output'];
  /** Recipes that make it. */
  madeBy: Array<Recipe>;
  name: Scalars['String']['output'];
  /** True when an admin retired it: left out of the lists, but its page and links keep working. */
  retired: Scalars['Boolean']['output'];
  /** Equipment slot the item is worn in, or null when it is not worn. */
  slot?: Maybe<Scalars['String']['output']>;
  /** NPCs that sell it and their price, cheapest first. */
  soldBy: Array<TradeOffer>;
  /** What the item adds to its wearer; a stat it does not give is null. */
  stats: ItemStats;
  /** Power tier from 1 (levels 1-19) to 5 (level 100 and up); picks the icon's frame. */
  tier: Scalars['Int']['output'];
  /** True when the item needs both hands (the off hand stays empty). */
  twoHanded: Scalars['Boolean']['output'];
  /** Recipes that use it as an ingredient. */
  usedIn: Array<Recipe>;
  /** Value in gold. */
  value: Scalars['Int']['output'];
  weight: Scalars['Float']['output'];
};

/** One of the seventeen categories of the items library. */
export type ItemCategory = {
  __typename?: 'ItemCategory';
  /** URL name, for example `large-weapons`. */
  id: Scalars['String']['output'];
  /** How many items the category holds now. */
  itemCount: Scalars['Int']['output'];
  /** Name shown to players, for example `Large weapons`. */
  name: Scalars['String']['output'];
  /** Equipment slot every item of the category is worn in. */
  slot: Scalars['String']['output'];
};

/** Items by level, then name. */
export type ItemConnection = {
  __typename?: 'ItemConnection';
  edges: Array<ItemEdge>;
  pageInfo: PageInfo;
  /** How many items match the filter. */
  totalCount: Scalars['Int']['output'];
};

export type ItemEdge = {
  __typename?: 'ItemEdge';
  cursor: Scalars['String']['output'];
  node: Item;
};

/** Filters of the items library; all given filters must hold. */
export type ItemFilter = {
  /** One of the seventeen categories; omit it (or pass `all`) for every item. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Items this class can wear (items for every class included). */
  class?: InputMaybe<CharacterClass>;
  /** Also list retired items (admins use it; retired items are left out otherwise). */
  includeRetired?: InputMaybe<Scalars['Boolean']['input']>;
  /** Highest item level, 1 to 200. */
  levelMax?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest item level, 1 to 200. */
  levelMin?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the item's name, case-insensitive, at most 60 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only items that give this stat, at least `statMin` of it. */
  stat?: InputMaybe<ItemStat>;
  /** Minimum of `stat` (default 1); needs `stat`. */
  statMin?: InputMaybe<Scalars['Int']['input']>;
};

/** An item as an admin writes it; checked by the data pack's item schema and its cross-references. */
export type ItemInput = {
  /** One of the seventeen categories; the slot follows from it. */
  category: Scalars['String']['input'];
  /** Classes that can wear it; empty for every class. */
  classes: Array<CharacterClass>;
  /** At most 300 characters. */
  description: Scalars['String']['input'];
  /** 1 to 200. */
  level: Scalars['Int']['input'];
  /** 1 to 60 characters. */
  name: Scalars['String']['input'];
  /** At least one stat, each a whole number of 1 or more. */
  stats: ItemStatsInput;
  /** Main-hand items only. */
  twoHanded?: InputMaybe<Scalars['Boolean']['input']>;
  /** Gold, a whole number of 0 or more. */
  value: Scalars['Int']['input'];
  /** Ounces, more than 0. */
  weight: Scalars['Float']['input'];
};

/** An item stat, for filtering the items library by a minimum. */
export type ItemStat =
  | 'ability'
  | 'armor'
  | 'attack'
  | 'capacity'
  | 'defense'
  | 'hp'
  | 'hpRegen'
  | 'magic'
  | 'mp'
  | 'mpRegen'
  | 'range';

/** What an item adds to its wearer. `range` is in tiles; every other stat is in points. */
export type ItemStats = {
  __typename?: 'ItemStats';
  ability?: Maybe<Scalars['Int']['output']>;
  armor?: Maybe<Scalars['Int']['output']>;
  attack?: Maybe<Scalars['Int']['output']>;
  capacity?: Maybe<Scalars['Int']['output']>;
  defense?: Maybe<Scalars['Int']['output']>;
  hp?: Maybe<Scalars['Int']['output']>;
  hpRegen?: Maybe<Scalars['Int']['output']>;
  magic?: Maybe<Scalars['Int']['output']>;
  mp?: Maybe<Scalars['Int']['output']>;
  mpRegen?: Maybe<Scalars['Int']['output']>;
  range?: Maybe<Scalars['Int']['output']>;
};

export type ItemStatsInput = {
  /** The item's ability bonus; omit when it has none. */
  ability?: InputMaybe<Scalars['Int']['input']>;
  /** The item's armor bonus; omit when it has none. */
  armor?: InputMaybe<Scalars['Int']['input']>;
  /** The item's attack bonus; omit when it has none. */
  attack?: InputMaybe<Scalars['Int']['input']>;
  /** The item's capacity bonus; omit when it has none. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** The item's defense bonus; omit when it has none. */
  defense?: InputMaybe<Scalars['Int']['input']>;
  /** The item's hp bonus; omit when it has none. */
  hp?: InputMaybe<Scalars['Int']['input']>;
  /** The item's hpRegen bonus; omit when it has none. */
  hpRegen?: InputMaybe<Scalars['Int']['input']>;
  /** The item's magic bonus; omit when it has none. */
  magic?: InputMaybe<Scalars['Int']['input']>;
  /** The item's mp bonus; omit when it has none. */
  mp?: InputMaybe<Scalars['Int']['input']>;
  /** The item's mpRegen bonus; omit when it has none. */
  mpRegen?: InputMaybe<Scalars['Int']['input']>;
  /** The item's range bonus; omit when it has none. */
  range?: InputMaybe<Scalars['Int']['input']>;
};

/** A town, a wild area or a dungeon. */
export type Location = {
  __typename?: 'Location';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** `town`, `wilds` or `dungeon`. */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  province: Scalars['String']['output'];
};

/** One entry of a monster's loot table: an item or a material. */
export type LootDrop = {
  __typename?: 'LootDrop';
  /** Chance per kill, from 0 to 1. */
  chance: Scalars['Float']['output'];
  /** Id of the item or material. */
  goodsId: Scalars['ID']['output'];
  /** The item, when the drop is an item. */
  item?: Maybe<Item>;
  /** The material, when the drop is a material. */
  material?: Maybe<Material>;
  maxAmount: Scalars['Int']['output'];
  minAmount: Scalars['Int']['output'];
  /** Name of the item or material. */
  name: Scalars['String']['output'];
};

/** A monster that drops something, and how likely it is. */
export type LootSource = {
  __typename?: 'LootSource';
  /** Chance per kill, from 0 (never) to 1 (always). */
  chance: Scalars['Float']['output'];
  maxAmount: Scalars['Int']['output'];
  minAmount: Scalars['Int']['output'];
  monster: Monster;
};

/** A crafting material: dropped by monsters, traded by NPCs, used in recipes; never worn. */
export type Material = {
  __typename?: 'Material';
  boughtBy: Array<TradeOffer>;
  description: Scalars['String']['output'];
  droppedBy: Array<LootSource>;
  /** Path of the material's icon (an SVG served by Almanac). */
  iconUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  madeBy: Array<Recipe>;
  name: Scalars['String']['output'];
  soldBy: Array<TradeOffer>;
  usedIn: Array<Recipe>;
  /** Value in gold. */
  value: Scalars['Int']['output'];
  weight: Scalars['Float']['output'];
};

/** What an admin decides on a case. */
export type ModerationAction =
  /** Nothing wrong: the case closes, the thing stays (and is shown again if it was hidden automatically or held). */
  | 'DISMISS'
  /** Gone for everyone but its author, who sees it with a notice. */
  | 'HIDE'
  /** Undoes what the case's earlier decisions did: shown again, unlocked, suspension ended. */
  | 'LIFT'
  /** The build can no longer be edited by its owner (builds only). */
  | 'LOCK'
  /** Gone for everyone, its author included (kept for an appeal only). */
  | 'REMOVE'
  /** The author may not post, comment, like, publish or save publicly for `suspension`'s length. */
  | 'SUSPEND';

/** The author of a reported thing, for the queue. */
export type ModerationAuthor = {
  __typename?: 'ModerationAuthor';
  /** When the account was made. */
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  /** Decisions on the author's content before, newest first. */
  earlierDecisions: Array<ModerationDecision>;
  id: Scalars['ID']['output'];
  /** The suspension in force; null when none. */
  suspension?: Maybe<Suspension>;
  /** Null when the profile has no username. */
  username?: Maybe<Scalars['String']['output']>;
};

/** Everything reported about one thing: one open case per thing. */
export type ModerationCase = {
  __typename?: 'ModerationCase';
  /** Username of the admin whose decision is appealed (who may not decide the appeal); null unless APPEALED. */
  appealedDecisionBy?: Maybe<Scalars['String']['output']>;
  /** Null when the thing has no author any more. */
  author?: Maybe<ModerationAuthor>;
  /** True when the reports hid it before any admin decided. */
  autoHidden: Scalars['Boolean']['output'];
  /** The build a comment or notes belong to; the build itself for BUILD; null for PROFILE. */
  buildId?: Maybe<Scalars['ID']['output']>;
  contentState: ModerationContentState;
  /** The content now; null when it was deleted. */
  current?: Maybe<ModerationSnapshot>;
  /** Oldest first. */
  decisions: Array<ModerationDecision>;
  /** Distinct eligible reporters: what the automatic hide counts. */
  eligibleReportCount: Scalars['Int']['output'];
  /** True when the word list held it for review (a case with no report). */
  heldByWordList: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastReportedAt: Scalars['DateTime']['output'];
  /** Locked from editing (builds). */
  locked: Scalars['Boolean']['output'];
  openedAt: Scalars['DateTime']['output'];
  /** Distinct reporters (a repeat counts once; signed-out notices count each). */
  reportCount: Scalars['Int']['output'];
  /** The content as first reported (or held). */
  reported: ModerationSnapshot;
  reports: Array<ModerationReport>;
  status: ModerationCaseStatus;
  targetId: Scalars['ID']['output'];
  targetKind: ModerationTargetKind;
};


/** Everything reported about one thing: one open case per thing. */
export type ModerationCaseReportsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type ModerationCaseConnection = {
  __typename?: 'ModerationCaseConnection';
  edges: Array<ModerationCaseEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ModerationCaseEdge = {
  __typename?: 'ModerationCaseEdge';
  cursor: Scalars['String']['output'];
  node: ModerationCase;
};

/** Where a case stands. */
export type ModerationCaseStatus =
  /** Decided, then appealed by the author: waiting for an admin other than the one who decided. */
  | 'APPEALED'
  /** Decided (the last decision stands). */
  | 'CLOSED'
  /** Waiting for an admin. */
  | 'OPEN';

/** How a reported thing is shown now. */
export type ModerationContentState =
  /** Held by the word list until an admin looks: only its author sees it (a build, with `Build.moderation`). A held comment is not published at all: `addComment` answers FORBIDDEN with `extensions.reason` `HELD_FOR_REVIEW`. */
  | 'HELD'
  /** Hidden by an admin, or automatically after enough reports: only its author sees it. */
  | 'HIDDEN'
  /** Removed: nobody sees it. */
  | 'REMOVED'
  | 'VISIBLE';

/** A decision: the statement of reasons its author reads. */
export type ModerationDecision = {
  __typename?: 'ModerationDecision';
  action: ModerationAction;
  appeal: AppealState;
  /** The author's appeal text; null when not appealed. */
  appealText?: Maybe<Scalars['String']['output']>;
  caseId: Scalars['ID']['output'];
  /** The content as it was when reported. */
  content: ModerationSnapshot;
  decidedAt: Scalars['DateTime']['output'];
  /** Username of the admin who decided; null for anyone but admins. */
  decidedBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The admin's free text; null when none. */
  note?: Maybe<Scalars['String']['output']>;
  /** For SUSPEND: true when it has no end. */
  permanent: Scalars['Boolean']['output'];
  /** The template's wording. */
  reason: Scalars['String']['output'];
  rule: ReportReason;
  /** For SUSPEND: the suspension's end; null when permanent or not a suspension. */
  suspendedUntil?: Maybe<Scalars['DateTime']['output']>;
  targetId: Scalars['ID']['output'];
  targetKind: ModerationTargetKind;
  templateId: Scalars['ID']['output'];
  /** True when the signed-in viewer may appeal it now (they are the author and it was never appealed). */
  viewerCanAppeal: Scalars['Boolean']['output'];
};

export type ModerationDecisionInput = {
  /** What is done. */
  action: ModerationAction;
  /** The case decided (`ModerationCase.id`). */
  caseId: Scalars['ID']['input'];
  /** Free text added to the template's wording for the author, at most 2,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Required with `SUSPEND`, refused otherwise. */
  suspension?: InputMaybe<SuspensionLength>;
  /** A `ModerationReasonTemplate.id`: the rule applied and its standard wording. */
  templateId: Scalars['ID']['input'];
};

/** What moderation did to a thing, for its author (and admins); null on things shown normally. */
export type ModerationNotice = {
  __typename?: 'ModerationNotice';
  at: Scalars['DateTime']['output'];
  /** The decision, for `appealModerationDecision`; null while no admin decided. */
  decisionId?: Maybe<Scalars['ID']['output']>;
  /** The statement of reasons, or why it is held or hidden while waiting for an admin. */
  reason: Scalars['String']['output'];
  /** The rule; null when held by the word list or hidden automatically. */
  rule?: Maybe<ReportReason>;
  state: ModerationContentState;
};

/** The order of the moderation queue. */
export type ModerationQueueOrder =
  | 'MOST_REPORTED_FIRST'
  | 'NEWEST_FIRST';

/** A rule of the site with its standard wording, which an admin picks for a decision. */
export type ModerationReasonTemplate = {
  __typename?: 'ModerationReasonTemplate';
  id: Scalars['ID']['output'];
  /** The rule the decision applies. */
  rule: ReportReason;
  /** The wording the author reads in the statement of reasons. */
  text: Scalars['String']['output'];
  /** The rule's name for people, such as `Spam`. */
  title: Scalars['String']['output'];
};

/** A report as admins see it in a case. */
export type ModerationReport = {
  __typename?: 'ModerationReport';
  createdAt: Scalars['DateTime']['output'];
  /** Whether the report counts towards the automatic hide (an account older than 7 days, not the author). */
  eligible: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  noticeEmail?: Maybe<Scalars['String']['output']>;
  /** The notice's fields for `ILLEGAL_CONTENT`. */
  noticeExplanation?: Maybe<Scalars['String']['output']>;
  noticeName?: Maybe<Scalars['String']['output']>;
  noticeUrl?: Maybe<Scalars['String']['output']>;
  reason: ReportReason;
  /** The reporter's username; null for a signed-out notice. */
  reporter?: Maybe<Scalars['String']['output']>;
  /** When the reporter's account was made; null for a signed-out notice. */
  reporterSince?: Maybe<Scalars['DateTime']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

/** The content as it read at one moment: what was reported, or what it is now. */
export type ModerationSnapshot = {
  __typename?: 'ModerationSnapshot';
  at: Scalars['DateTime']['output'];
  /** The site path of the thing, such as `/builds/<id>`. */
  path: Scalars['String']['output'];
  /** The text itself: comment, notes, build name with tags and variant names, or username and display name. */
  text: Scalars['String']['output'];
  /** The build's name, `Comment by <author>`, `Notes of <build>` or the username. */
  title: Scalars['String']['output'];
};

/** What kind of thing a report or case is about. */
export type ModerationTargetKind =
  /** A build (its name, tags, variant names); `targetId` is the build id. */
  | 'BUILD'
  /** A comment or reply; `targetId` is the comment id. */
  | 'COMMENT'
  /** A build's notes; `targetId` is the build id. */
  | 'NOTES'
  /** A player page (username, display name); `targetId` is the profile id (`ReportInput.targetId` also takes the username). */
  | 'PROFILE';

/** A monster with its loot table and the places it lives. */
export type Monster = {
  __typename?: 'Monster';
  /** Armor: each hit loses half of it (see the damage taken formula). */
  armor: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** Weaknesses (positive) and resistances (negative). */
  elements: Array<ElementModifier>;
  /** Experience for one kill. */
  experience: Scalars['Int']['output'];
  /** Where it lives. */
  habitats: Array<Location>;
  health: Scalars['Int']['output'];
  /** The monster's values in every version where they changed, oldest first. */
  history: Array<GameDataHistoryEntry>;
  id: Scalars['ID']['output'];
  level: Scalars['Int']['output'];
  /** What it drops, most likely first. */
  loot: Array<LootDrop>;
  name: Scalars['String']['output'];
};

/** Monsters by level, then name. */
export type MonsterConnection = {
  __typename?: 'MonsterConnection';
  edges: Array<MonsterEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type MonsterEdge = {
  __typename?: 'MonsterEdge';
  cursor: Scalars['String']['output'];
  node: Monster;
};

/** Filters of the monster list; all given filters must hold. */
export type MonsterFilter = {
  /** Only monsters of this level or less. */
  levelMax?: InputMaybe<Scalars['Int']['input']>;
  /** Only monsters of this level or more. */
  levelMin?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the monster's name, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** `system` follows the device's reduced-motion setting; `reduced` always reduces motion (no carousel autoplay, no animations). */
export type Motion =
  | 'reduced'
  | 'system';

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a comment (trimmed, at most 2,000 characters) to a public build, or with `parentId` a reply to one of its top-level comments. An empty comment is ignored: nothing is written and the build is returned as it is. BAD_USER_INPUT (`extensions.field` `parentId`) when the parent is not a top-level comment of this build: replies go one level deep. */
  addComment: Build;
  /** Appeals a decision about the signed-in player's content or account, once; reopens the case for another admin. Text 1 to 2,000 characters. */
  appealModerationDecision: ModerationDecision;
  /** Saves a new private build for the signed-in user. UNAUTHENTICATED when signed out; BAD_USER_INPUT (with `extensions.field`) for an invalid field. */
  createBuild: Build;
  /** Writes a new draft. Admins only; BAD_USER_INPUT (with `extensions.field`) for a bad field or a taken slug. */
  createContent: Content;
  /** Adds an item to the library. Admins only; BAD_USER_INPUT naming the field when it fails the pack's checks. */
  createItem: Item;
  /** Stores (or finds) the short link of a tool state; anyone may, within the mutation rate limit. BAD_USER_INPUT (`extensions.field`) for a damaged state or one over 2,000 characters, a bad name, or a build the save rules refuse. */
  createShareLink: ShareLink;
  /**
   * Decides a case (admins). Written to the audit log. FORBIDDEN unless admin, and for an appealed
   * case to the admin whose decision is appealed; BAD_USER_INPUT for an action that does not fit
   * (LOCK on anything but a build, SUSPEND without `suspension`, DISMISS on a decided case). A decided
   * case takes further actions (hide, then lock or suspend) and LIFT.
   */
  decideModerationCase: ModerationCase;
  /** Deletes the owner's build; returns its id. */
  deleteBuild: Scalars['ID']['output'];
  /** Deletes a comment and the replies to it; allowed to its author and to admins, also on a build that was made private since. Returns the build, or null when the caller may no longer see it. */
  deleteComment?: Maybe<Build>;
  /** Deletes a document; returns its id. Admins only. */
  deleteContent: Scalars['ID']['output'];
  /**
   * Deletes the signed-in player's account: the profile, preferences, private builds, likes given
   * (the counts follow) and sessions on every device; comments become `[deleted]` in place (replies
   * stay); public builds are deleted or kept anonymised as `mode` says. The username stays reserved
   * for 30 days. BAD_USER_INPUT unless `confirmUsername` is the player's username; UNAUTHENTICATED
   * when signed out.
   */
  deleteMyAccount: Scalars['Boolean']['output'];
  /** Throws the draft away. Admins only. */
  discardGameDataDraft: Scalars['Boolean']['output'];
  /** Disconnects one of the viewer's sign-ins; refused (BAD_USER_INPUT, nothing changed) when it is the last one. Returns the sign-ins left. */
  disconnectSignIn: Array<SignIn>;
  /** Saves a private copy of a build the user can see, named `<name> (copy)`. */
  duplicateBuild: Build;
  /** Replaces the text of the caller's own comment or reply within 15 minutes of posting it (the same length rules as `addComment`); marks it edited. FORBIDDEN for someone else's comment, and FORBIDDEN with `extensions.reason` `EDIT_WINDOW_CLOSED` after 15 minutes (nothing written either way); BAD_USER_INPUT for an empty or too long text. */
  editComment: Build;
  /** Saves one entry of the draft. Refused (BAD_USER_INPUT, nothing saved) when another admin saved one of the same fields after `revision`, naming that change, or when the entry has problems (every one in `extensions.problems`, each `{ path, message }`). Admins only. */
  editGameDataDraft: GameDataDraft;
  /** Replaces the draft's pack with a whole pack as JSON text (the import format, at most 8 MB). Every problem is listed with its path and nothing is kept of a file with problems. Opens a draft when none is open. Admins only. */
  importGameDataPack: GameDataImportResult;
  /** Adds (or refreshes) the signed-in user's like of a public build: one rating per user. */
  likeBuild: Build;
  /** Sets (or with `to` null, sets to gone) the migration of one item or trait of the base version that the diff cannot follow. Admins only. */
  mapGameDataEntry: GameDataDraft;
  /** Opens a draft patch from the current version, or returns the one already open. Admins only. */
  openGameDataDraft: GameDataDraft;
  /** Makes the owner's build public and sets its publish date to now. */
  publishBuild: Build;
  /** Publishes a document (its publish date is set the first time). Admins only. */
  publishContent: Content;
  /** Publishes the draft as the next version: refused while it has problems or an empty diff. Drafts a patch-notes article from the diff and tells open pages and caches (`data.patched`). Admins only. */
  publishGameDataDraft: GameDataPublishResult;
  /** Keeps a Juggling Boletus score when it beats the player's best (a whole number, 0 to 9999). Signed-in players only. */
  recordJugglingScore: Profile;
  /**
   * Reports a thing; the answer is the receipt. Signed out only with `ILLEGAL_CONTENT` and its
   * notice. A repeat by the same reporter returns the first report (`repeated` true), counted once.
   * BAD_USER_INPUT (nothing written) for one's own content, a thing removed or gone, a bad notice;
   * TOO_MANY_REQUESTS past the per-reporter and per-address limits.
   */
  report: Report;
  /** Brings a retired item back into the lists. Admins only. */
  restoreItem: Item;
  /** Retires an item: left out of the lists; its page and links keep working. Admins only. */
  retireItem: Item;
  /** Undoes one audit-log entry: the document goes back to how it was before. Admins only. */
  revertAuditEntry: AuditEntry;
  /** Saves one item of the draft with the item editor's input (as `editGameDataDraft`: refused naming the other admin's change when one of the same fields was saved after `revision`). Admins only. */
  saveGameDataDraftItem: GameDataDraft;
  /** Signs out every session of the signed-in player but this one; returns how many ended. UNAUTHENTICATED when signed out. */
  signOutOtherSessions: Scalars['Int']['output'];
  /** Signs out one of the signed-in player's sessions (its open live connections close at once). False when there is no such session. UNAUTHENTICATED when signed out. */
  signOutSession: Scalars['Boolean']['output'];
  /** Removes the signed-in user's like of a build they can see; removing a like that does not exist does nothing. NOT_FOUND (and nothing removed) when the build is private or gone: the like is kept for when it is published again. */
  unlikeBuild: Build;
  /** Makes the owner's build private again; its likes and comments are kept. */
  unpublishBuild: Build;
  /** Makes a document a draft again. Admins only. */
  unpublishContent: Content;
  /** Changes the owner's build; the result is checked whole. FORBIDDEN for someone else's public build, NOT_FOUND for a private one. */
  updateBuild: Build;
  /** Brings one of the viewer's builds to the current version (the migration of each version in turn, with the admins' mappings) and saves it as a new revision; the version it was made with stays viewable through its share links. The owner only. */
  updateBuildGameData: Build;
  /** Changes a document. Admins only. */
  updateContent: Content;
  /** Changes an item. Admins only; BAD_USER_INPUT naming the field when it fails the pack's checks. */
  updateItem: Item;
  /** Saves some of the signed-in player's preferences. BAD_USER_INPUT (with `extensions.field`) for a level out of 1 to 200; nothing is written then. UNAUTHENTICATED when signed out. */
  updatePreferences: Profile;
  /**
   * Changes the signed-in user's username and/or display name. BAD_USER_INPUT (with
   * `extensions.field`) when a value is invalid or the username is taken; nothing is written then.
   */
  updateProfile: Profile;
};


export type MutationAddCommentArgs = {
  buildId: Scalars['ID']['input'];
  content: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAppealModerationDecisionArgs = {
  decisionId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationCreateBuildArgs = {
  input: BuildInput;
};


export type MutationCreateContentArgs = {
  input: ContentInput;
  kind: ContentKind;
};


export type MutationCreateItemArgs = {
  input: ItemInput;
};


export type MutationCreateShareLinkArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  state: Scalars['String']['input'];
  tool: BuildKind;
  variant?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDecideModerationCaseArgs = {
  input: ModerationDecisionInput;
};


export type MutationDeleteBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCommentArgs = {
  buildId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationDeleteContentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMyAccountArgs = {
  confirmUsername: Scalars['String']['input'];
  mode: AccountDeletionMode;
};


export type MutationDisconnectSignInArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEditCommentArgs = {
  buildId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
  content: Scalars['String']['input'];
};


export type MutationEditGameDataDraftArgs = {
  input: GameDataDraftEditInput;
};


export type MutationImportGameDataPackArgs = {
  json: Scalars['String']['input'];
};


export type MutationLikeBuildArgs = {
  buildId: Scalars['ID']['input'];
};


export type MutationMapGameDataEntryArgs = {
  from: Scalars['ID']['input'];
  kind: GameDataKind;
  to?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationPublishBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishContentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPublishGameDataDraftArgs = {
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRecordJugglingScoreArgs = {
  score: Scalars['Int']['input'];
};


export type MutationReportArgs = {
  input: ReportInput;
};


export type MutationRestoreItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRetireItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevertAuditEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveGameDataDraftItemArgs = {
  id: Scalars['ID']['input'];
  input: ItemInput;
  revision: Scalars['Int']['input'];
};


export type MutationSignOutSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnlikeBuildArgs = {
  buildId: Scalars['ID']['input'];
};


export type MutationUnpublishBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnpublishContentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateBuildArgs = {
  id: Scalars['ID']['input'];
  input: BuildInput;
};


export type MutationUpdateBuildGameDataArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateContentArgs = {
  id: Scalars['ID']['input'];
  input: ContentInput;
};


export type MutationUpdateItemArgs = {
  id: Scalars['ID']['input'];
  input: ItemInput;
};


export type MutationUpdatePreferencesArgs = {
  input: PreferencesInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/** A news post. The body is Markdown; `bodyHtml` is the same text rendered safely (no raw HTML). */
export type News = {
  __typename?: 'News';
  author: Scalars['String']['output'];
  /** Markdown source. */
  body: Scalars['String']['output'];
  /** The body rendered to HTML with raw HTML disabled; safe to insert into a page. */
  bodyHtml: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  publishedAt: Scalars['DateTime']['output'];
  /** URL-safe name of the post. */
  slug: Scalars['String']['output'];
  /** One or two sentences shown in lists. */
  summary: Scalars['String']['output'];
  /** Tags, lower case. */
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** The headings of a long post, for its table of contents; empty for short ones. */
  toc: Array<TocEntry>;
  updatedAt: Scalars['DateTime']['output'];
};

/** News, newest first. */
export type NewsConnection = {
  __typename?: 'NewsConnection';
  edges: Array<NewsEdge>;
  pageInfo: PageInfo;
  /** How many news posts there are in all. */
  totalCount: Scalars['Int']['output'];
};

export type NewsEdge = {
  __typename?: 'NewsEdge';
  cursor: Scalars['String']['output'];
  node: News;
};

/** A trader and where they stand. */
export type Npc = {
  __typename?: 'Npc';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location: Location;
  name: Scalars['String']['output'];
  profession: Scalars['String']['output'];
  trades: Array<NpcTrade>;
  /** Position on the world map, in map pixels. */
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
};

/** What one NPC trades in one item or material. */
export type NpcTrade = {
  __typename?: 'NpcTrade';
  /** What the NPC pays for it; null when the NPC does not buy it. */
  buys?: Maybe<Scalars['Int']['output']>;
  goodsId: Scalars['ID']['output'];
  item?: Maybe<Item>;
  material?: Maybe<Material>;
  name: Scalars['String']['output'];
  /** What the NPC charges for it; null when the NPC does not sell it. */
  sells?: Maybe<Scalars['Int']['output']>;
  /** Value of the goods in gold. */
  value: Scalars['Int']['output'];
};

/** Pagination state of a cursor connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item returned; pass it as `after` to read the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow the last one returned. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A player's public page: only what is public already. No role, no private build. */
export type Player = {
  __typename?: 'Player';
  /** The name the player chose to show; the client shows `User` when it is empty. */
  displayName: Scalars['String']['output'];
  /** Likes on the player's public builds, all together. */
  likesReceived: Scalars['Int']['output'];
  /** The player's public builds, most liked first, then newest published. */
  publicBuilds: Array<Build>;
  /** The username, as in `/players/{username}`. */
  username: Scalars['String']['output'];
};

/** A player class with its base values and gains per level. */
export type PlayerClass = {
  __typename?: 'PlayerClass';
  /** Capacity in ounces. */
  capacity: Growth;
  description: Scalars['String']['output'];
  health: Growth;
  /** Health per second at level 1 with no points. */
  hpRegen: Scalars['Float']['output'];
  id: CharacterClass;
  mana: Growth;
  /** Mana per second at level 1 with no points. */
  mpRegen: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
  /** Item categories the class fights with. */
  weaponCategories: Array<Scalars['String']['output']>;
};

/** One of the signed-in player's active sessions (a device signed in). */
export type PlayerSession = {
  __typename?: 'PlayerSession';
  /** When the player signed in there; null for sessions from before this was kept. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** True for the session of this request. */
  current: Scalars['Boolean']['output'];
  /** The browser and system from the user agent at sign-in, such as `Firefox on Android`; null when unknown. */
  device?: Maybe<Scalars['String']['output']>;
  /** Names the session for `signOutSession` (not the session's cookie). */
  id: Scalars['ID']['output'];
  /** When the session was last used, to the hour. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What a signed-in player chose; signed out, the same choices live in the browser. */
export type Preferences = {
  __typename?: 'Preferences';
  /** The builds bar under the header shown (also kept in local storage under `almanac.shell.buildsBarVisible`). */
  buildsBarVisible: Scalars['Boolean']['output'];
  density: Density;
  motion: Motion;
  theme: Theme;
  /** The class the planner and the trait tree start a new build with. */
  toolClass: CharacterClass;
  /** The level (1 to 200) the planner and the trait tree start a new build at. */
  toolLevel: Scalars['Int']['output'];
};

/** Preferences to change; a field left out (or null) stays as it is. */
export type PreferencesInput = {
  /** Whether the builds bar under the header is shown. */
  buildsBarVisible?: InputMaybe<Scalars['Boolean']['input']>;
  /** How tightly tables are set. */
  density?: InputMaybe<Density>;
  /** Whether motion is reduced. */
  motion?: InputMaybe<Motion>;
  /** Dark, light, or the device's setting. */
  theme?: InputMaybe<Theme>;
  /** The class the planner and the trait tree start a new build with. */
  toolClass?: InputMaybe<CharacterClass>;
  /** The level the planner and the trait tree start a new build with, 1 to 200. */
  toolLevel?: InputMaybe<Scalars['Int']['input']>;
};

export type PremiumKind =
  | 'points'
  | 'subscription';

/** Premium time or a pack of premium points, as the game's store sells them. */
export type PremiumOffer = {
  __typename?: 'PremiumOffer';
  /** Days of premium; null for a points pack. */
  days?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: PremiumKind;
  name: Scalars['String']['output'];
  /** Premium points; null for a subscription. */
  points?: Maybe<Scalars['Int']['output']>;
  /** Price in euro cents. */
  priceCents: Scalars['Int']['output'];
};

/** A signed-in player's profile. No email and no real name are ever stored. */
export type Profile = {
  __typename?: 'Profile';
  /** The owner's own account activity, newest first (at most 100 entries). The owner's only: empty for anyone else. */
  activity: Array<ActivityEntry>;
  /** The profile's builds, private and public. Visible to the profile's owner only. */
  builds: Array<Build>;
  /** Name shown in the header greeting; the client shows `User` when it is empty. */
  displayName: Scalars['String']['output'];
  /** Stable profile id. */
  id: Scalars['ID']['output'];
  /** The best score at Juggling Boletus (0 until the first game). */
  jugglingBest: Scalars['Int']['output'];
  /** The player page hidden or removed by a moderator: what and why. The player's and admins' only; null when shown normally. */
  moderation?: Maybe<ModerationNotice>;
  /** The player's preferences, the defaults for those never changed. They reach the player's other devices through `myProfile`. */
  preferences: Preferences;
  /** `user` by default; `admin` is granted with `npm run admin -- grant <username>`. */
  role: Role;
  /** The provider accounts that sign in to this profile, oldest first. The owner's only: empty for anyone else. */
  signIns: Array<SignIn>;
  /** The suspension in force; null when none. The owner's and admins' only. */
  suspension?: Maybe<Suspension>;
  /** Unique handle, case-insensitive, 3 to 24 letters, digits, `_` or `-`. */
  username: Scalars['String']['output'];
};


/** A signed-in player's profile. No email and no real name are ever stored. */
export type ProfileActivityArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Level rules: the top level and the points a character earns. */
export type Progression = {
  __typename?: 'Progression';
  /** A trait point comes every this many levels. */
  levelsPerTraitPoint: Scalars['Int']['output'];
  maxLevel: Scalars['Int']['output'];
  /** Stat points earned each level (level 1 already has them). */
  statPointsPerLevel: Scalars['Int']['output'];
};

/** Narrows `publicBuilds`. Every given condition must hold. */
export type PublicBuildFilter = {
  /** Only builds of this class. */
  class?: InputMaybe<CharacterClass>;
  /** Only planner builds or only trait tree builds. */
  kind?: InputMaybe<BuildKind>;
  /** Only builds of this character level or less, 1 to 200 (as `levelMax` of the other filters). */
  levelMax?: InputMaybe<Scalars['Int']['input']>;
  /** Only builds of this character level or more, 1 to 200 (as `levelMin` of the other filters). */
  levelMin?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Only builds of this character level or less.
   * @deprecated Use `levelMax`, as in the other filters.
   */
  maxLevel?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Only builds of this character level or more.
   * @deprecated Use `levelMin`, as in the other filters.
   */
  minLevel?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the build's name or its owner's username, case-insensitive; at most 48 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only builds carrying every one of these tags (at most 5). */
  tags?: InputMaybe<Array<BuildTag>>;
};

/** What the builds carousel and listings show of a public build. */
export type PublicBuildSummary = {
  __typename?: 'PublicBuildSummary';
  buildIconId?: Maybe<Scalars['String']['output']>;
  /**
   * The build's class.
   * @deprecated Use `class`, as on `Build`.
   */
  characterClass: CharacterClass;
  /** 1 to 200. */
  characterLevel: Scalars['Int']['output'];
  /** The build's class (as `Build.class`). */
  class: CharacterClass;
  id: Scalars['ID']['output'];
  isPlannerBuild: Scalars['Boolean']['output'];
  /** Number of ratings (likes), as `Build.likeCount`. */
  likeCount: Scalars['Int']['output'];
  /**
   * Number of ratings.
   * @deprecated Use `likeCount`, as on `Build`.
   */
  likes: Scalars['Int']['output'];
  /** The build's name (as `Build.name`). */
  name: Scalars['String']['output'];
  /**
   * Owner's username, or `Unknown`.
   * @deprecated Use `ownerUsername` (null when the profile is gone), as on `Build`, where `owner` is the profile id.
   */
  owner: Scalars['String']['output'];
  /** The owner's username (as `Build.ownerUsername`); null when the profile is gone. */
  ownerUsername?: Maybe<Scalars['String']['output']>;
  /**
   * The build's name.
   * @deprecated Use `name`, as on `Build`.
   */
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Counts for the admin panel. FORBIDDEN unless the caller is an admin. */
  adminOverview: AdminOverview;
  /** The audit log, newest first. Admins only. */
  auditLog: AuditEntryConnection;
  /** A build by id; null when there is none or it is someone else's private build. */
  build?: Maybe<Build>;
  /** The four classes in share-state order. */
  classes: Array<PlayerClass>;
  /** One document by id or slug; drafts only for admins (an admin's answer is PRIVATE); null when there is none. */
  content?: Maybe<Content>;
  /** The tags published documents of a kind use, by name. */
  contentTags: Array<Scalars['String']['output']>;
  /** Published documents of a kind, newest first; `tag` and `search` (title, summary, tags) narrow them. */
  contents: ContentConnection;
  /** A tool's `?state=` (a long link) moved to the game data version served, as `ShareLink.currentState` is: read in the version it was made with, its traits and points under their current numbers. A state that cannot be read, or longer than 2,000 characters, comes back as it is. */
  currentShareState: Scalars['String']['output'];
  /** The experience table from level `from` to level `to` (1 to 200). */
  experienceTable: Array<ExperienceRow>;
  /** The formulae of the game, explained. */
  formulae: Array<Formula>;
  /** The game data pack's version and the trait tree's tier rule. */
  gameData: GameDataInfo;
  /** What changed from version `from` to version `to` (both published; `from` may be above `to` for the reverse). BAD_USER_INPUT for a version that does not exist. */
  gameDataDiff: GameDataDiff;
  /** The open draft patch; null when none is open. Admins only. */
  gameDataDraft?: Maybe<GameDataDraft>;
  /** An entry's values in every version where they changed, oldest first; empty when no version has it. */
  gameDataHistory: Array<GameDataHistoryEntry>;
  /** One published version; null when there is none. */
  gameDataVersion?: Maybe<GameDataVersion>;
  /** Every published version, newest first. */
  gameDataVersions: Array<GameDataVersion>;
  /** One item by id; null when there is none. */
  item?: Maybe<Item>;
  /** The seventeen item categories in menu order. */
  itemCategories: Array<ItemCategory>;
  /**
   * Every item matching the filter in one answer, by level, then name (the items pages filter
   * them in the browser). The library is bounded: at most 2,000 items are returned.
   */
  itemList: Array<Item>;
  /** Items of the items library with filters and cursor pagination; `first` is 1 to 100 (default 20). */
  items: ItemConnection;
  /** The builds the signed-in player liked that they can still see, newest like first (at most 100). UNAUTHENTICATED when signed out. */
  likedBuilds: Array<Build>;
  /** Towns, wilds and dungeons. */
  locations: Array<Location>;
  /** Every document of a kind, drafts included, last edited first. Admins only. */
  manageContents: ContentConnection;
  /** One material by id; null when there is none. */
  material?: Maybe<Material>;
  /** Every crafting material, by name. */
  materials: Array<Material>;
  /** The signed-in user's profile; null when signed out. */
  me?: Maybe<Profile>;
  /** One case; null when none. FORBIDDEN unless admin. */
  moderationCase?: Maybe<ModerationCase>;
  /** Open and appealed cases (or `status`), newest or most reported first. FORBIDDEN unless the caller is an admin. */
  moderationQueue: ModerationCaseConnection;
  /** The rules and wordings an admin picks from. */
  moderationReasonTemplates: Array<ModerationReasonTemplate>;
  /** One monster by id; null when there is none. */
  monster?: Maybe<Monster>;
  /** Monsters with filters and cursor pagination; `first` is 1 to 100 (default 20). */
  monsters: MonsterConnection;
  /** The statement of reasons: every decision about the signed-in player's content and account, newest first. UNAUTHENTICATED when signed out. */
  myModerationDecisions: Array<ModerationDecision>;
  /** The signed-in player's reports, newest first, with their decisions. UNAUTHENTICATED when signed out. */
  myReports: Array<Report>;
  /** The signed-in player's active sessions, this one first. UNAUTHENTICATED when signed out. */
  mySessions: Array<PlayerSession>;
  /** News posts, newest first. `first` is 1 to 100 (default 20). */
  news: NewsConnection;
  /** One news post by id or slug; null when there is none. */
  newsPost?: Maybe<News>;
  /** One NPC by id; null when there is none. */
  npc?: Maybe<Npc>;
  /** Every trader, by name. */
  npcs: Array<Npc>;
  /** A player's public page by username (case-insensitive); null when there is no such player. */
  player?: Maybe<Player>;
  /** Premium time and points packs, subscriptions first. */
  premiumOffers: Array<PremiumOffer>;
  /** Renders a build's notes as its page will (the notes editor's preview); anyone may ask, with the limits of `BuildInput.description`. */
  previewBuildNotes: ContentPreview;
  /** Renders Markdown as the public page will, and lists unknown game references. Admins only. */
  previewContent: ContentPreview;
  /** The level rules. */
  progression: Progression;
  /** Public builds with filters, a sort and cursor pagination; `first` is 1 to 100 (default 20). */
  publicBuilds: BuildConnection;
  /** Every crafting recipe, by level. */
  recipes: Array<Recipe>;
  /** A signed-out notice's report by the receipt code `report` answered (24 characters); null when none. BAD_USER_INPUT for text that is no receipt code's form. */
  reportByReceipt?: Maybe<Report>;
  /** Searches items, monsters, spells, NPCs, traits, places, public builds and written content; `perKind` hits of each kind (1 to 50, default 5). `query` is 1 to 60 characters. */
  search: SearchResults;
  /** A short link by its code; null when there is none. */
  shareLink?: Maybe<ShareLink>;
  /** Which sign-in methods the login dialog can offer. PRIVATE: `development` depends on the caller's address. */
  signInOptions: SignInOptions;
  /** One spell by id; null when there is none. */
  spell?: Maybe<Spell>;
  /** Spells with filters and cursor pagination; `first` is 1 to 100 (default 20). */
  spells: SpellConnection;
  /** The seven allocatable stats in share-state order. */
  stats: Array<StatInfo>;
  /** The carousel's list: public builds with at least one like, at most 20, most liked first, then newest published. */
  topBuilds: Array<PublicBuildSummary>;
  /** One trait by number; null when there is none. */
  trait?: Maybe<Trait>;
  /** Traits by number; with `class`, that class's traits and the shared ones. */
  traits: Array<Trait>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBuildArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentArgs = {
  idOrSlug: Scalars['String']['input'];
  kind: ContentKind;
};


export type QueryContentTagsArgs = {
  kind: ContentKind;
};


export type QueryContentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind: ContentKind;
  search?: InputMaybe<Scalars['String']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCurrentShareStateArgs = {
  state: Scalars['String']['input'];
};


export type QueryExperienceTableArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGameDataDiffArgs = {
  from: Scalars['Int']['input'];
  to: Scalars['Int']['input'];
};


export type QueryGameDataHistoryArgs = {
  id: Scalars['ID']['input'];
  kind: GameDataKind;
};


export type QueryGameDataVersionArgs = {
  number: Scalars['Int']['input'];
};


export type QueryItemArgs = {
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryItemListArgs = {
  filter?: InputMaybe<ItemFilter>;
};


export type QueryItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ItemFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryManageContentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind: ContentKind;
};


export type QueryMaterialArgs = {
  id: Scalars['ID']['input'];
};


export type QueryModerationCaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryModerationQueueArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<ModerationQueueOrder>;
  status?: InputMaybe<Array<ModerationCaseStatus>>;
};


export type QueryMonsterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMonstersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MonsterFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyReportsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsPostArgs = {
  idOrSlug: Scalars['String']['input'];
};


export type QueryNpcArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlayerArgs = {
  username: Scalars['String']['input'];
};


export type QueryPreviewBuildNotesArgs = {
  description: Scalars['String']['input'];
};


export type QueryPreviewContentArgs = {
  body: Scalars['String']['input'];
};


export type QueryPublicBuildsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PublicBuildFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<BuildSort>;
};


export type QueryReportByReceiptArgs = {
  receiptCode: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  kinds?: InputMaybe<Array<SearchKind>>;
  perKind?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryShareLinkArgs = {
  code: Scalars['ID']['input'];
};


export type QuerySpellArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySpellsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SpellFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTraitArgs = {
  number: Scalars['Int']['input'];
};


export type QueryTraitsArgs = {
  class?: InputMaybe<CharacterClass>;
};

/** One player's rating of a build. The only value is `like`; one rating per player, stored as its own small record. */
export type Rating = {
  __typename?: 'Rating';
  /** When the rating was last given. */
  updatedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
  value: RatingValue;
};

/** A page of a build's ratings, oldest first. */
export type RatingConnection = {
  __typename?: 'RatingConnection';
  edges: Array<RatingEdge>;
  pageInfo: PageInfo;
  /** Ratings on the build (the same number as `Build.likeCount`). */
  totalCount: Scalars['Int']['output'];
};

export type RatingEdge = {
  __typename?: 'RatingEdge';
  cursor: Scalars['String']['output'];
  node: Rating;
};

export type RatingValue =
  | 'like';

/** A crafting recipe: what goes in, what comes out, who makes it and for how much. */
export type Recipe = {
  __typename?: 'Recipe';
  /** How many are made at once. */
  amount: Scalars['Int']['output'];
  /** The crafter's fee in gold. */
  fee: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  ingredients: Array<RecipeIngredient>;
  /** Character level needed. */
  level: Scalars['Int']['output'];
  /** The NPC who crafts it. */
  npc: Npc;
  /** Id of the item or material made. */
  outputId: Scalars['ID']['output'];
  outputItem?: Maybe<Item>;
  outputMaterial?: Maybe<Material>;
  outputName: Scalars['String']['output'];
};

/** An ingredient of a recipe. */
export type RecipeIngredient = {
  __typename?: 'RecipeIngredient';
  amount: Scalars['Int']['output'];
  goodsId: Scalars['ID']['output'];
  item?: Maybe<Item>;
  material?: Maybe<Material>;
  name: Scalars['String']['output'];
};

/** A report as its reporter sees it: the receipt, then the decision. */
export type Report = {
  __typename?: 'Report';
  caseId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When it was decided; null while open. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The statement of reasons: the rule's wording and the admin's note; null until decided. */
  decisionReason?: Maybe<Scalars['String']['output']>;
  /** The rule the decision applied; null until decided. */
  decisionRule?: Maybe<ReportReason>;
  id: Scalars['ID']['output'];
  /** The decision's action once the case is decided; null while it is open. */
  outcome?: Maybe<ModerationAction>;
  reason: ReportReason;
  /** For a signed-out notice only (and only in the answer of `report`): the code `reportByReceipt` takes to read the decision later. */
  receiptCode?: Maybe<Scalars['String']['output']>;
  /** True when this reporter had already reported the thing: the earlier report is returned and counts once. */
  repeated: Scalars['Boolean']['output'];
  /** Received, under review again after an appeal, or decided. */
  status: ReportStatus;
  targetId: Scalars['ID']['output'];
  targetKind: ModerationTargetKind;
  /** The site path of the reported thing as it was reported, such as `/builds/<id>`. */
  targetPath: Scalars['String']['output'];
  /** The reported thing's name as it was reported: the build's name, `Comment by <author>`, `Notes of <build>` or the username. */
  targetTitle: Scalars['String']['output'];
  text?: Maybe<Scalars['String']['output']>;
};

export type ReportInput = {
  /** Required with `ILLEGAL_CONTENT`, refused with any other reason. */
  notice?: InputMaybe<IllegalContentNoticeInput>;
  /** Why it is reported; only the listed reasons. */
  reason: ReportReason;
  /** The build id (BUILD, NOTES), the comment id (COMMENT), or the profile id or username (PROFILE). */
  targetId: Scalars['ID']['input'];
  /** What kind of thing is reported. */
  targetKind: ModerationTargetKind;
  /** Optional words from the reporter, at most 1,000 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Why something is reported; the only reasons accepted. `ILLEGAL_CONTENT` takes the notice fields of `IllegalContentNoticeInput` and works signed out. */
export type ReportReason =
  | 'CHEATING_OR_EXPLOIT'
  | 'HARASSMENT'
  | 'HATEFUL'
  | 'ILLEGAL_CONTENT'
  | 'OTHER'
  | 'PERSONAL_DATA'
  | 'SEXUAL'
  | 'SPAM';

/** Where a report stands for its reporter. */
export type ReportStatus =
  /** Decided: `outcome`, `decisionRule`, `decisionReason` and `decidedAt` say what and why. */
  | 'DECIDED'
  /** No admin has decided yet. */
  | 'RECEIVED'
  /** Decided once, and appealed: another admin is looking at it again. */
  | 'UNDER_REVIEW';

/** A role read from a profile. Only `admin` unlocks anything (the /manage routes and admin mutations). */
export type Role =
  | 'admin'
  | 'user';

/** The hits of one kind, best first. */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  hits: Array<SearchHit>;
  kind: SearchKind;
  /** Name of the kind for people, plural (`Items`). */
  label: Scalars['String']['output'];
  /** How many hits of this kind there are in all. */
  total: Scalars['Int']['output'];
};

/** One thing search found. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** A short line under the title: level, class, kind of page… */
  detail: Scalars['String']['output'];
  /** An icon, for items. */
  iconUrl?: Maybe<Scalars['String']['output']>;
  /** The thing's id (a trait's number as text). */
  id: Scalars['ID']['output'];
  kind: SearchKind;
  /** Where it is shown on the site. */
  path: Scalars['String']['output'];
  /** For tooltips: `item:<id>`, `monster:<id>`, `spell:<id>` or `trait:<number>`; null for the other kinds. */
  ref?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** What search finds. */
export type SearchKind =
  | 'BUILD'
  | 'CONTENT'
  | 'ITEM'
  | 'MONSTER'
  | 'NPC'
  | 'PLACE'
  | 'SPELL'
  | 'TRAIT';

export type SearchResults = {
  __typename?: 'SearchResults';
  /** Kinds with hits, in a fixed order (items, monsters, spells, NPCs, traits, places, builds, content). */
  groups: Array<SearchGroup>;
  query: Scalars['String']['output'];
  /** Hits of every kind. */
  total: Scalars['Int']['output'];
};

/** A short link (`/s/{code}`) to a tool's exact share state with the build's name. It holds no owner, build id or notes. */
export type ShareLink = {
  __typename?: 'ShareLink';
  /** 10 characters, derived from the tool, state, name and variant: the same build gives the same code. */
  code: Scalars['ID']['output'];
  /** The `?state=` value the tools open now: the link read in the data version it was made with and moved to the version served (the same traits and points under their current numbers; a trait or item removed since is refunded). The same as `state` while no newer version is published. */
  currentState: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The `?state=` value as stored (migrated to the data version served when the link was made). */
  state: Scalars['String']['output'];
  /** The tool it opens. */
  tool: BuildKind;
  /** The variant of the build the state is, as its name; null when the link names none. */
  variant?: Maybe<Scalars['String']['output']>;
};

/** A provider account that signs in to the viewer's profile. Only its provider is shown, never its account id. */
export type SignIn = {
  __typename?: 'SignIn';
  /** Opaque id of this sign-in, for `disconnectSignIn`. */
  id: Scalars['ID']['output'];
  /** When it was connected; for the sign-in that made the profile, when the profile was made. */
  linkedAt: Scalars['DateTime']['output'];
  /** `discord`, `google`, `dev` (the development sign-in) or `demo` (a seeded demo player). */
  provider: Scalars['String']['output'];
};

/**
 * The sign-in methods this server offers. A provider is false when the server has no credentials
 * for it; the login dialog then shows its button disabled.
 */
export type SignInOptions = {
  __typename?: 'SignInOptions';
  /** The development sign-in (POST /auth/dev); never true in production. */
  development: Scalars['Boolean']['output'];
  discord: Scalars['Boolean']['output'];
  google: Scalars['Boolean']['output'];
};

/** A spell and who can learn it. */
export type Spell = {
  __typename?: 'Spell';
  classes: Array<CharacterClass>;
  cooldownSeconds: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  /** Element of its damage or healing; null for spells without one. */
  element?: Maybe<Element>;
  /** The spell's values in every version where they changed, oldest first. */
  history: Array<GameDataHistoryEntry>;
  id: Scalars['ID']['output'];
  kind: SpellKind;
  /** Level needed to learn it. */
  level: Scalars['Int']['output'];
  manaCost: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Base power used by the spell damage formula; 0 for support spells. */
  power: Scalars['Int']['output'];
  /** True when only premium players can learn it. */
  premium: Scalars['Boolean']['output'];
};

/** Spells by level, then name. */
export type SpellConnection = {
  __typename?: 'SpellConnection';
  edges: Array<SpellEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type SpellEdge = {
  __typename?: 'SpellEdge';
  cursor: Scalars['String']['output'];
  node: Spell;
};

/** Filters of the spell list; all given filters must hold. */
export type SpellFilter = {
  /** Spells this class can learn. */
  class?: InputMaybe<CharacterClass>;
  /** Only spells learned at this level or less. */
  levelMax?: InputMaybe<Scalars['Int']['input']>;
  /** Only spells learned at this level or more. */
  levelMin?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the spell's name, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type SpellKind =
  | 'attack'
  | 'healing'
  | 'support';

/** Points put into each of the seven allocatable stats; each is at most the character level. */
export type StatAllocations = {
  __typename?: 'StatAllocations';
  ability: Scalars['Int']['output'];
  capacity: Scalars['Int']['output'];
  hp: Scalars['Int']['output'];
  hpRegen: Scalars['Int']['output'];
  magic: Scalars['Int']['output'];
  mp: Scalars['Int']['output'];
  mpRegen: Scalars['Int']['output'];
};

/** Stat points of a planner build. Each is 0 to the character level; the total is at most the level's stat points. Omitted stats are 0. */
export type StatAllocationsInput = {
  /** Points in ability. Omitted: 0 on `createBuild`, unchanged on `updateBuild`; at most the character level. */
  ability?: InputMaybe<Scalars['Int']['input']>;
  /** Points in capacity. Omitted: 0 on `createBuild`, unchanged on `updateBuild`; at most the character level. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** Points in health. Omitted: 0 on `createBuild`, unchanged on `updateBuild`; at most the character level. */
  hp?: InputMaybe<Scalars['Int']['input']>;
  /** Points in health regeneration. Omitted: 0 on `createBuild`, unchanged on `updateBuild`; at most the character level. */
  hpRegen?: InputMaybe<Scalars['Int']['input']>;
  /** Points in magic. Omitted: 0 on `createBuild`, unchanged on `updateBuild`; at most the character level. */
  magic?: InputMaybe<Scalars['Int']['input']>;
  /** Points in mana. Omitted: 0 on `createBuild`, unchanged on `updateBuild`; at most the character level. */
  mp?: InputMaybe<Scalars['Int']['input']>;
  /** Points in mana regeneration. Omitted: 0 on `createBuild`, unchanged on `updateBuild`; at most the character level. */
  mpRegen?: InputMaybe<Scalars['Int']['input']>;
};

/** One of the seven allocatable stats and what a point gives. */
export type StatInfo = {
  __typename?: 'StatInfo';
  description: Scalars['String']['output'];
  /** hp, mp, magic, ability, hpRegen, mpRegen or capacity (share-state order). */
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** What one point adds, in `unit`. */
  perPoint: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Fires with the build each time it changes (likes, comments, replies and edits of comments included); null when it is deleted or no longer visible. */
  buildChanged?: Maybe<Build>;
  /** Fires with a document each time one of the kind is created, edited, published or unpublished (drafts reach admins only). */
  contentChanged: Content;
  /** Fires with the id of a published document of the kind once it is unpublished or deleted, so open pages drop it. */
  contentRemoved: Scalars['ID']['output'];
  /** Fires with the new version each time one is published, so open pages can say `Game data 1.5 is out`. */
  gameDataPatched: GameDataVersion;
  /** Fires with the item each time an admin changes it. */
  itemChanged?: Maybe<Item>;
  /** Fires with a case each time one is opened, reported again, decided or appealed. FORBIDDEN unless admin. */
  moderationCaseChanged: ModerationCase;
  /** The signed-in user's own profile: fires with the profile each time it changes (on any device). UNAUTHENTICATED when signed out. */
  myProfile: Profile;
  /** Fires with a news post each time one is published or edited. */
  newsChanged: News;
  /** Fires with the top builds now and each time the ranking or a shown build changes. */
  topBuildsChanged: Array<PublicBuildSummary>;
};


export type SubscriptionBuildChangedArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionContentChangedArgs = {
  kind: ContentKind;
};


export type SubscriptionContentRemovedArgs = {
  kind: ContentKind;
};


export type SubscriptionItemChangedArgs = {
  id: Scalars['ID']['input'];
};

/** A suspension in force: no posting, commenting, liking, publishing or public saving. */
export type Suspension = {
  __typename?: 'Suspension';
  /** The decision that suspended. */
  decisionId: Scalars['ID']['output'];
  permanent: Scalars['Boolean']['output'];
  reason: Scalars['String']['output'];
  since: Scalars['DateTime']['output'];
  /** The end; null when permanent. */
  until?: Maybe<Scalars['DateTime']['output']>;
};

/** How long a suspension lasts. */
export type SuspensionLength =
  | 'ONE_DAY'
  | 'PERMANENT'
  | 'SEVEN_DAYS'
  | 'THIRTY_DAYS';

/** Site theme: `dark` is the site's own look, `system` follows the device. */
export type Theme =
  | 'dark'
  | 'light'
  | 'system';

/** One heading of a long page, for its table of contents. */
export type TocEntry = {
  __typename?: 'TocEntry';
  /** The heading's anchor id (link to `#id`). */
  id: Scalars['String']['output'];
  /** 2 or 3. */
  level: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** One NPC's price for one item or material. */
export type TradeOffer = {
  __typename?: 'TradeOffer';
  npc: Npc;
  /** Price in gold. */
  price: Scalars['Int']['output'];
};

/** A trait of the trait tree. Traits are numbered from 1. */
export type Trait = {
  __typename?: 'Trait';
  /** The branch of its class tree; null for a shared trait. */
  branch?: Maybe<Scalars['String']['output']>;
  /** The class it belongs to; null for a shared trait. */
  class?: Maybe<CharacterClass>;
  description: Scalars['String']['output'];
  effects: Array<TraitEffect>;
  /** The trait's values in every version where they changed, oldest first. A renumbered trait's history follows the trait, not the number: each version is read at the number the trait has there (its `number` field changes where it was renumbered). */
  history: Array<GameDataHistoryEntry>;
  maxPoints: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  /** The trait that must be at its maximum first. */
  prerequisite?: Maybe<Trait>;
  /** Tier 1 to 6. A tier opens once `gameData.traitTierPoints` points are spent in the tree's tiers below it. */
  tier: Scalars['Int']['output'];
};

/** What one point of a trait changes (game data version 2: typed, so the planner computes with it). */
export type TraitEffect = {
  __typename?: 'TraitEffect';
  label: Scalars['String']['output'];
  /** Change per point, in `unit`; negative for reductions. */
  perPoint: Scalars['Float']['output'];
  /** The stat or derived number it changes: health, mana, capacity, healthRegen, manaRegen, attack, defense, armor, hitChance, criticalChance, criticalDamage, weaponDamage, spellDamage, physicalDamage, fireDamage, iceDamage, earthDamage, energyDamage, holyDamage, deathDamage, healing, manaCost; or an effect in play: movementSpeed, experienceGained, cooldown, duration, groupDamage, secondTarget. */
  target: Scalars['String']['output'];
  /** `flat` (points of the target), `percent` (of the target) or `seconds`. */
  unit: Scalars['String']['output'];
};

/** Points put into one trait (traits are numbered from 1). */
export type TraitPoints = {
  __typename?: 'TraitPoints';
  /** The trait as the build's own game data version (`dataVersion`) has it, with that version's name and effects; null for a number that version does not have. */
  details?: Maybe<Trait>;
  points: Scalars['Int']['output'];
  trait: Scalars['Int']['output'];
};

/** Points for one trait in a build being saved. */
export type TraitPointsInput = {
  /** 1 to the trait's maximum. */
  points: Scalars['Int']['input'];
  /** Trait number (from 1). */
  trait: Scalars['Int']['input'];
};

/** Changes to the signed-in user's own profile. Omitted fields stay as they are. */
export type UpdateProfileInput = {
  /** At most 32 characters, trimmed; empty shows as `User`. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** 3 to 24 letters, digits, `_` or `-`; must not be taken (case-insensitive). Trimmed. */
  username?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountDeletionMode: AccountDeletionMode;
  ActivityEntry: ResolverTypeWrapper<ActivityEntry>;
  AdminOverview: ResolverTypeWrapper<Omit<AdminOverview, 'admins' | 'latestChanges'> & { admins: Array<ResolversTypes['Profile']>, latestChanges: Array<ResolversTypes['AuditEntry']> }>;
  AffectedBuild: ResolverTypeWrapper<AffectedBuildModel>;
  AffectedBuildClassCount: ResolverTypeWrapper<AffectedBuildClassCount>;
  AffectedBuilds: ResolverTypeWrapper<AffectedBuildsModel>;
  AppealState: AppealState;
  AuditEntry: ResolverTypeWrapper<AuditDocument>;
  AuditEntryConnection: ResolverTypeWrapper<Omit<AuditEntryConnection, 'edges'> & { edges: Array<ResolversTypes['AuditEntryEdge']> }>;
  AuditEntryEdge: ResolverTypeWrapper<Omit<AuditEntryEdge, 'node'> & { node: ResolversTypes['AuditEntry'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Build: ResolverTypeWrapper<BuildDocument>;
  BuildConnection: ResolverTypeWrapper<Omit<BuildConnection, 'edges'> & { edges: Array<ResolversTypes['BuildEdge']> }>;
  BuildEdge: ResolverTypeWrapper<Omit<BuildEdge, 'node'> & { node: ResolversTypes['Build'] }>;
  BuildInput: BuildInput;
  BuildKind: BuildKind;
  BuildNumberChange: ResolverTypeWrapper<BuildNumberChange>;
  BuildOrigin: ResolverTypeWrapper<BuildOrigin>;
  BuildPatchChange: ResolverTypeWrapper<BuildPatchChange>;
  BuildPatchChanges: ResolverTypeWrapper<Omit<BuildPatchChanges, 'to'> & { to: ResolversTypes['GameDataVersion'] }>;
  BuildPatchEffect: BuildPatchEffect;
  BuildRevision: ResolverTypeWrapper<BuildRevision>;
  BuildSort: BuildSort;
  BuildTag: BuildTag;
  BuildVariant: ResolverTypeWrapper<BuildVariantModel>;
  BuildVariantInput: BuildVariantInput;
  CacheControlScope: CacheControlScope;
  CharacterClass: CharacterClass;
  Comment: ResolverTypeWrapper<CommentDocument>;
  CommentConnection: ResolverTypeWrapper<Omit<CommentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['CommentEdge']>, nodes: Array<ResolversTypes['Comment']> }>;
  CommentEdge: ResolverTypeWrapper<Omit<CommentEdge, 'node'> & { node: ResolversTypes['Comment'] }>;
  CommentOrder: CommentOrder;
  Content: ResolverTypeWrapper<ContentModel>;
  ContentConnection: ResolverTypeWrapper<Omit<ContentConnection, 'edges'> & { edges: Array<ResolversTypes['ContentEdge']> }>;
  ContentCount: ResolverTypeWrapper<ContentCount>;
  ContentEdge: ResolverTypeWrapper<Omit<ContentEdge, 'node'> & { node: ResolversTypes['Content'] }>;
  ContentInput: ContentInput;
  ContentKind: ContentKind;
  ContentPreview: ResolverTypeWrapper<ContentPreview>;
  ContentStatus: ContentStatus;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Density: Density;
  Element: Element;
  ElementModifier: ResolverTypeWrapper<ElementModifier>;
  EquippedItem: ResolverTypeWrapper<Omit<EquippedItem, 'item'> & { item?: Maybe<ResolversTypes['Item']> }>;
  EquippedItemInput: EquippedItemInput;
  ExperienceRow: ResolverTypeWrapper<ExperienceRow>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Formula: ResolverTypeWrapper<Formula>;
  GameDataChange: GameDataChange;
  GameDataDiff: ResolverTypeWrapper<GameDataDiffModel>;
  GameDataDraft: ResolverTypeWrapper<GameDataDraftDocument>;
  GameDataDraftEdit: ResolverTypeWrapper<GameDataDraftEdit>;
  GameDataDraftEditInput: GameDataDraftEditInput;
  GameDataDraftEntryRef: ResolverTypeWrapper<GameDataDraftEntryRef>;
  GameDataEntryChange: ResolverTypeWrapper<GameDataEntryChange>;
  GameDataFieldChange: ResolverTypeWrapper<GameDataFieldChange>;
  GameDataHistoryEntry: ResolverTypeWrapper<GameDataHistoryEntryModel>;
  GameDataImportResult: ResolverTypeWrapper<Omit<GameDataImportResult, 'draft'> & { draft?: Maybe<ResolversTypes['GameDataDraft']> }>;
  GameDataInfo: ResolverTypeWrapper<GameDataInfo>;
  GameDataKind: GameDataKind;
  GameDataKindCount: ResolverTypeWrapper<GameDataKindCount>;
  GameDataKindDiff: ResolverTypeWrapper<GameDataKindDiff>;
  GameDataMapping: ResolverTypeWrapper<GameDataMapping>;
  GameDataProblem: ResolverTypeWrapper<GameDataProblem>;
  GameDataPublishResult: ResolverTypeWrapper<Omit<GameDataPublishResult, 'patchNotes' | 'version'> & { patchNotes: ResolversTypes['Content'], version: ResolversTypes['GameDataVersion'] }>;
  GameDataVersion: ResolverTypeWrapper<GameDataVersionModel>;
  Growth: ResolverTypeWrapper<Growth>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IllegalContentNoticeInput: IllegalContentNoticeInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Item: ResolverTypeWrapper<ItemDocument>;
  ItemCategory: ResolverTypeWrapper<ItemCategory>;
  ItemConnection: ResolverTypeWrapper<Omit<ItemConnection, 'edges'> & { edges: Array<ResolversTypes['ItemEdge']> }>;
  ItemEdge: ResolverTypeWrapper<Omit<ItemEdge, 'node'> & { node: ResolversTypes['Item'] }>;
  ItemFilter: ItemFilter;
  ItemInput: ItemInput;
  ItemStat: ItemStat;
  ItemStats: ResolverTypeWrapper<ItemStats>;
  ItemStatsInput: ItemStatsInput;
  Location: ResolverTypeWrapper<GameLocation>;
  LootDrop: ResolverTypeWrapper<LootDropModel>;
  LootSource: ResolverTypeWrapper<DropOf>;
  Material: ResolverTypeWrapper<MaterialModel>;
  ModerationAction: ModerationAction;
  ModerationAuthor: ResolverTypeWrapper<ProfileDocument>;
  ModerationCase: ResolverTypeWrapper<CaseDocument>;
  ModerationCaseConnection: ResolverTypeWrapper<Omit<ModerationCaseConnection, 'edges'> & { edges: Array<ResolversTypes['ModerationCaseEdge']> }>;
  ModerationCaseEdge: ResolverTypeWrapper<Omit<ModerationCaseEdge, 'node'> & { node: ResolversTypes['ModerationCase'] }>;
  ModerationCaseStatus: ModerationCaseStatus;
  ModerationContentState: ModerationContentState;
  ModerationDecision: ResolverTypeWrapper<DecisionDocument>;
  ModerationDecisionInput: ModerationDecisionInput;
  ModerationNotice: ResolverTypeWrapper<ModerationNotice>;
  ModerationQueueOrder: ModerationQueueOrder;
  ModerationReasonTemplate: ResolverTypeWrapper<ModerationReasonTemplate>;
  ModerationReport: ResolverTypeWrapper<ReportDocument>;
  ModerationSnapshot: ResolverTypeWrapper<ModerationSnapshot>;
  ModerationTargetKind: ModerationTargetKind;
  Monster: ResolverTypeWrapper<MonsterModel>;
  MonsterConnection: ResolverTypeWrapper<Omit<MonsterConnection, 'edges'> & { edges: Array<ResolversTypes['MonsterEdge']> }>;
  MonsterEdge: ResolverTypeWrapper<Omit<MonsterEdge, 'node'> & { node: ResolversTypes['Monster'] }>;
  MonsterFilter: MonsterFilter;
  Motion: Motion;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  News: ResolverTypeWrapper<NewsDocument>;
  NewsConnection: ResolverTypeWrapper<Omit<NewsConnection, 'edges'> & { edges: Array<ResolversTypes['NewsEdge']> }>;
  NewsEdge: ResolverTypeWrapper<Omit<NewsEdge, 'node'> & { node: ResolversTypes['News'] }>;
  Npc: ResolverTypeWrapper<NpcModel>;
  NpcTrade: ResolverTypeWrapper<NpcTradeModel>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Player: ResolverTypeWrapper<ProfileDocument>;
  PlayerClass: ResolverTypeWrapper<GameClass>;
  PlayerSession: ResolverTypeWrapper<PlayerSession>;
  Preferences: ResolverTypeWrapper<Preferences>;
  PreferencesInput: PreferencesInput;
  PremiumKind: PremiumKind;
  PremiumOffer: ResolverTypeWrapper<PremiumOfferModel>;
  Profile: ResolverTypeWrapper<ProfileDocument>;
  Progression: ResolverTypeWrapper<Progression>;
  PublicBuildFilter: PublicBuildFilter;
  PublicBuildSummary: ResolverTypeWrapper<PublicBuildSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rating: ResolverTypeWrapper<LikeDocument>;
  RatingConnection: ResolverTypeWrapper<Omit<RatingConnection, 'edges'> & { edges: Array<ResolversTypes['RatingEdge']> }>;
  RatingEdge: ResolverTypeWrapper<Omit<RatingEdge, 'node'> & { node: ResolversTypes['Rating'] }>;
  RatingValue: RatingValue;
  Recipe: ResolverTypeWrapper<RecipeModel>;
  RecipeIngredient: ResolverTypeWrapper<RecipeIngredientModel>;
  Report: ResolverTypeWrapper<ReportDocument>;
  ReportInput: ReportInput;
  ReportReason: ReportReason;
  ReportStatus: ReportStatus;
  Role: Role;
  SearchGroup: ResolverTypeWrapper<Omit<SearchGroup, 'hits'> & { hits: Array<ResolversTypes['SearchHit']> }>;
  SearchHit: ResolverTypeWrapper<SearchHitModel>;
  SearchKind: SearchKind;
  SearchResults: ResolverTypeWrapper<Omit<SearchResults, 'groups'> & { groups: Array<ResolversTypes['SearchGroup']> }>;
  ShareLink: ResolverTypeWrapper<ShareLinkDocument>;
  SignIn: ResolverTypeWrapper<SignIn>;
  SignInOptions: ResolverTypeWrapper<SignInOptions>;
  Spell: ResolverTypeWrapper<SpellModel>;
  SpellConnection: ResolverTypeWrapper<Omit<SpellConnection, 'edges'> & { edges: Array<ResolversTypes['SpellEdge']> }>;
  SpellEdge: ResolverTypeWrapper<Omit<SpellEdge, 'node'> & { node: ResolversTypes['Spell'] }>;
  SpellFilter: SpellFilter;
  SpellKind: SpellKind;
  StatAllocations: ResolverTypeWrapper<StatAllocations>;
  StatAllocationsInput: StatAllocationsInput;
  StatInfo: ResolverTypeWrapper<StatInfo>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Suspension: ResolverTypeWrapper<SuspensionDocument>;
  SuspensionLength: SuspensionLength;
  Theme: Theme;
  TocEntry: ResolverTypeWrapper<TocEntry>;
  TradeOffer: ResolverTypeWrapper<TradeOfferModel>;
  Trait: ResolverTypeWrapper<TraitModel>;
  TraitEffect: ResolverTypeWrapper<TraitEffect>;
  TraitPoints: ResolverTypeWrapper<TraitPointsModel>;
  TraitPointsInput: TraitPointsInput;
  UpdateProfileInput: UpdateProfileInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityEntry: ActivityEntry;
  AdminOverview: Omit<AdminOverview, 'admins' | 'latestChanges'> & { admins: Array<ResolversParentTypes['Profile']>, latestChanges: Array<ResolversParentTypes['AuditEntry']> };
  AffectedBuild: AffectedBuildModel;
  AffectedBuildClassCount: AffectedBuildClassCount;
  AffectedBuilds: AffectedBuildsModel;
  AuditEntry: AuditDocument;
  AuditEntryConnection: Omit<AuditEntryConnection, 'edges'> & { edges: Array<ResolversParentTypes['AuditEntryEdge']> };
  AuditEntryEdge: Omit<AuditEntryEdge, 'node'> & { node: ResolversParentTypes['AuditEntry'] };
  Boolean: Scalars['Boolean']['output'];
  Build: BuildDocument;
  BuildConnection: Omit<BuildConnection, 'edges'> & { edges: Array<ResolversParentTypes['BuildEdge']> };
  BuildEdge: Omit<BuildEdge, 'node'> & { node: ResolversParentTypes['Build'] };
  BuildInput: BuildInput;
  BuildNumberChange: BuildNumberChange;
  BuildOrigin: BuildOrigin;
  BuildPatchChange: BuildPatchChange;
  BuildPatchChanges: Omit<BuildPatchChanges, 'to'> & { to: ResolversParentTypes['GameDataVersion'] };
  BuildRevision: BuildRevision;
  BuildVariant: BuildVariantModel;
  BuildVariantInput: BuildVariantInput;
  Comment: CommentDocument;
  CommentConnection: Omit<CommentConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['CommentEdge']>, nodes: Array<ResolversParentTypes['Comment']> };
  CommentEdge: Omit<CommentEdge, 'node'> & { node: ResolversParentTypes['Comment'] };
  Content: ContentModel;
  ContentConnection: Omit<ContentConnection, 'edges'> & { edges: Array<ResolversParentTypes['ContentEdge']> };
  ContentCount: ContentCount;
  ContentEdge: Omit<ContentEdge, 'node'> & { node: ResolversParentTypes['Content'] };
  ContentInput: ContentInput;
  ContentPreview: ContentPreview;
  DateTime: Scalars['DateTime']['output'];
  ElementModifier: ElementModifier;
  EquippedItem: Omit<EquippedItem, 'item'> & { item?: Maybe<ResolversParentTypes['Item']> };
  EquippedItemInput: EquippedItemInput;
  ExperienceRow: ExperienceRow;
  Float: Scalars['Float']['output'];
  Formula: Formula;
  GameDataDiff: GameDataDiffModel;
  GameDataDraft: GameDataDraftDocument;
  GameDataDraftEdit: GameDataDraftEdit;
  GameDataDraftEditInput: GameDataDraftEditInput;
  GameDataDraftEntryRef: GameDataDraftEntryRef;
  GameDataEntryChange: GameDataEntryChange;
  GameDataFieldChange: GameDataFieldChange;
  GameDataHistoryEntry: GameDataHistoryEntryModel;
  GameDataImportResult: Omit<GameDataImportResult, 'draft'> & { draft?: Maybe<ResolversParentTypes['GameDataDraft']> };
  GameDataInfo: GameDataInfo;
  GameDataKindCount: GameDataKindCount;
  GameDataKindDiff: GameDataKindDiff;
  GameDataMapping: GameDataMapping;
  GameDataProblem: GameDataProblem;
  GameDataPublishResult: Omit<GameDataPublishResult, 'patchNotes' | 'version'> & { patchNotes: ResolversParentTypes['Content'], version: ResolversParentTypes['GameDataVersion'] };
  GameDataVersion: GameDataVersionModel;
  Growth: Growth;
  ID: Scalars['ID']['output'];
  IllegalContentNoticeInput: IllegalContentNoticeInput;
  Int: Scalars['Int']['output'];
  Item: ItemDocument;
  ItemCategory: ItemCategory;
  ItemConnection: Omit<ItemConnection, 'edges'> & { edges: Array<ResolversParentTypes['ItemEdge']> };
  ItemEdge: Omit<ItemEdge, 'node'> & { node: ResolversParentTypes['Item'] };
  ItemFilter: ItemFilter;
  ItemInput: ItemInput;
  ItemStats: ItemStats;
  ItemStatsInput: ItemStatsInput;
  Location: GameLocation;
  LootDrop: LootDropModel;
  LootSource: DropOf;
  Material: MaterialModel;
  ModerationAuthor: ProfileDocument;
  ModerationCase: CaseDocument;
  ModerationCaseConnection: Omit<ModerationCaseConnection, 'edges'> & { edges: Array<ResolversParentTypes['ModerationCaseEdge']> };
  ModerationCaseEdge: Omit<ModerationCaseEdge, 'node'> & { node: ResolversParentTypes['ModerationCase'] };
  ModerationDecision: DecisionDocument;
  ModerationDecisionInput: ModerationDecisionInput;
  ModerationNotice: ModerationNotice;
  ModerationReasonTemplate: ModerationReasonTemplate;
  ModerationReport: ReportDocument;
  ModerationSnapshot: ModerationSnapshot;
  Monster: MonsterModel;
  MonsterConnection: Omit<MonsterConnection, 'edges'> & { edges: Array<ResolversParentTypes['MonsterEdge']> };
  MonsterEdge: Omit<MonsterEdge, 'node'> & { node: ResolversParentTypes['Monster'] };
  MonsterFilter: MonsterFilter;
  Mutation: Record<PropertyKey, never>;
  News: NewsDocument;
  NewsConnection: Omit<NewsConnection, 'edges'> & { edges: Array<ResolversParentTypes['NewsEdge']> };
  NewsEdge: Omit<NewsEdge, 'node'> & { node: ResolversParentTypes['News'] };
  Npc: NpcModel;
  NpcTrade: NpcTradeModel;
  PageInfo: PageInfo;
  Player: ProfileDocument;
  PlayerClass: GameClass;
  PlayerSession: PlayerSession;
  Preferences: Preferences;
  PreferencesInput: PreferencesInput;
  PremiumOffer: PremiumOfferModel;
  Profile: ProfileDocument;
  Progression: Progression;
  PublicBuildFilter: PublicBuildFilter;
  PublicBuildSummary: PublicBuildSummary;
  Query: Record<PropertyKey, never>;
  Rating: LikeDocument;
  RatingConnection: Omit<RatingConnection, 'edges'> & { edges: Array<ResolversParentTypes['RatingEdge']> };
  RatingEdge: Omit<RatingEdge, 'node'> & { node: ResolversParentTypes['Rating'] };
  Recipe: RecipeModel;
  RecipeIngredient: RecipeIngredientModel;
  Report: ReportDocument;
  ReportInput: ReportInput;
  SearchGroup: Omit<SearchGroup, 'hits'> & { hits: Array<ResolversParentTypes['SearchHit']> };
  SearchHit: SearchHitModel;
  SearchResults: Omit<SearchResults, 'groups'> & { groups: Array<ResolversParentTypes['SearchGroup']> };
  ShareLink: ShareLinkDocument;
  SignIn: SignIn;
  SignInOptions: SignInOptions;
  Spell: SpellModel;
  SpellConnection: Omit<SpellConnection, 'edges'> & { edges: Array<ResolversParentTypes['SpellEdge']> };
  SpellEdge: Omit<SpellEdge, 'node'> & { node: ResolversParentTypes['Spell'] };
  SpellFilter: SpellFilter;
  StatAllocations: StatAllocations;
  StatAllocationsInput: StatAllocationsInput;
  StatInfo: StatInfo;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Suspension: SuspensionDocument;
  TocEntry: TocEntry;
  TradeOffer: TradeOfferModel;
  Trait: TraitModel;
  TraitEffect: TraitEffect;
  TraitPoints: TraitPointsModel;
  TraitPointsInput: TraitPointsInput;
  UpdateProfileInput: UpdateProfileInput;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CostDirectiveArgs = {
  weight: Scalars['Int']['input'];
};

export type CostDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CostDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ListSizeDirectiveArgs = {
  max: Scalars['Int']['input'];
  sizedBy?: Maybe<Scalars['String']['input']>;
};

export type ListSizeDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ListSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivityEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOverview'] = ResolversParentTypes['AdminOverview']> = {
  adminCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  admins?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType>;
  contentCounts?: Resolver<Array<ResolversTypes['ContentCount']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latestChanges?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  newsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retiredItemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AffectedBuildResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffectedBuild'] = ResolversParentTypes['AffectedBuild']> = {
  buildId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['BuildPatchChange']>, ParentType, ContextType>;
  class?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AffectedBuildClassCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffectedBuildClassCount'] = ResolversParentTypes['AffectedBuildClassCount']> = {
  class?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AffectedBuildsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffectedBuilds'] = ResolversParentTypes['AffectedBuilds']> = {
  builds?: Resolver<Array<ResolversTypes['AffectedBuild']>, ParentType, ContextType, RequireFields<AffectedBuildsBuildsArgs, 'first'>>;
  byClass?: Resolver<Array<ResolversTypes['AffectedBuildClassCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revertOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  revertedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AuditEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryEdge'] = ResolversParentTypes['AuditEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType>;
};

export type BuildResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Build'] = ResolversParentTypes['Build']> = {
  assignedPoints?: Resolver<Array<ResolversTypes['TraitPoints']>, ParentType, ContextType>;
  basedOn?: Resolver<Maybe<ResolversTypes['BuildOrigin']>, ParentType, ContextType>;
  buildIconId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  characterLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType, RequireFields<BuildCommentArgs, 'id'>>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, RequireFields<BuildCommentsArgs, 'first' | 'order' | 'topLevelOnly'>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dataVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionExcerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equippedItemIds?: Resolver<Array<ResolversTypes['EquippedItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPlannerBuild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  levellingPlan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  madeWithVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  migrationNotes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  moderation?: Resolver<Maybe<ResolversTypes['ModerationNotice']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notesModeration?: Resolver<Maybe<ResolversTypes['ModerationNotice']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patchChanges?: Resolver<Maybe<ResolversTypes['BuildPatchChanges']>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ratings?: Resolver<ResolversTypes['RatingConnection'], ParentType, ContextType, RequireFields<BuildRatingsArgs, 'first'>>;
  revisions?: Resolver<Array<ResolversTypes['BuildRevision']>, ParentType, ContextType>;
  statAllocations?: Resolver<ResolversTypes['StatAllocations'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['BuildTag']>, ParentType, ContextType>;
  targetMonsterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['BuildVariant']>, ParentType, ContextType>;
  viewerHasLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerHiddenComments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BuildConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildConnection'] = ResolversParentTypes['BuildConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BuildEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BuildEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildEdge'] = ResolversParentTypes['BuildEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Build'], ParentType, ContextType>;
};

export type BuildNumberChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildNumberChange'] = ResolversParentTypes['BuildNumberChange']> = {
  after?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuildOriginResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildOrigin'] = ResolversParentTypes['BuildOrigin']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BuildPatchChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildPatchChange'] = ResolversParentTypes['BuildPatchChange']> = {
  effect?: Resolver<ResolversTypes['BuildPatchEffect'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['GameDataFieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameDataKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numbers?: Resolver<Array<ResolversTypes['BuildNumberChange']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuildPatchChangesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildPatchChanges'] = ResolversParentTypes['BuildPatchChanges']> = {
  changes?: Resolver<Array<ResolversTypes['BuildPatchChange']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsChanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numbers?: Resolver<Array<ResolversTypes['BuildNumberChange']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['GameDataVersion'], ParentType, ContextType>;
  traitsChanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  traitsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BuildRevisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildRevision'] = ResolversParentTypes['BuildRevision']> = {
  dataVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variants?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuildVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildVariant'] = ResolversParentTypes['BuildVariant']> = {
  assignedPoints?: Resolver<Array<ResolversTypes['TraitPoints']>, ParentType, ContextType>;
  characterLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  equippedItemIds?: Resolver<Array<ResolversTypes['EquippedItem']>, ParentType, ContextType>;
  levellingPlan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statAllocations?: Resolver<ResolversTypes['StatAllocations'], ParentType, ContextType>;
  targetMonsterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editableUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moderation?: Resolver<Maybe<ResolversTypes['ModerationNotice']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  replies?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, RequireFields<CommentRepliesArgs, 'first'>>;
  replyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentConnection'] = ResolversParentTypes['CommentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CommentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentEdge'] = ResolversParentTypes['CommentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
};

export type ContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Content'] = ResolversParentTypes['Content']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContentKind'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContentStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toc?: Resolver<Array<ResolversTypes['TocEntry']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentConnection'] = ResolversParentTypes['ContentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ContentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentCount'] = ResolversParentTypes['ContentCount']> = {
  drafts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContentKind'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentEdge'] = ResolversParentTypes['ContentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
};

export type ContentPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentPreview'] = ResolversParentTypes['ContentPreview']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toc?: Resolver<Array<ResolversTypes['TocEntry']>, ParentType, ContextType>;
  unknownReferences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ElementModifierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ElementModifier'] = ResolversParentTypes['ElementModifier']> = {
  element?: Resolver<ResolversTypes['Element'], ParentType, ContextType>;
  modifier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EquippedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquippedItem'] = ResolversParentTypes['EquippedItem']> = {
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legacyValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExperienceRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExperienceRow'] = ResolversParentTypes['ExperienceRow']> = {
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toNext?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FormulaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Formula'] = ResolversParentTypes['Formula']> = {
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expression?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameDataDiffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataDiff'] = ResolversParentTypes['GameDataDiff']> = {
  empty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['GameDataEntryChange']>, ParentType, ContextType, RequireFields<GameDataDiffEntriesArgs, 'first' | 'offset'>>;
  from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['GameDataKindDiff']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type GameDataDraftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataDraft'] = ResolversParentTypes['GameDataDraft']> = {
  affectedBuilds?: Resolver<ResolversTypes['AffectedBuilds'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['GameDataVersion'], ParentType, ContextType>;
  diff?: Resolver<ResolversTypes['GameDataDiff'], ParentType, ContextType>;
  edits?: Resolver<Array<ResolversTypes['GameDataDraftEdit']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['GameDataDraftEntryRef']>, ParentType, ContextType, RequireFields<GameDataDraftEntriesArgs, 'first' | 'kinds'>>;
  entry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<GameDataDraftEntryArgs, 'id' | 'kind'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mappings?: Resolver<Array<ResolversTypes['GameDataMapping']>, ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  openedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pack?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['GameDataProblem']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type GameDataDraftEditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataDraftEdit'] = ResolversParentTypes['GameDataDraftEdit']> = {
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameDataKind'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameDataDraftEntryRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataDraftEntryRef'] = ResolversParentTypes['GameDataDraftEntryRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameDataKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameDataEntryChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataEntryChange'] = ResolversParentTypes['GameDataEntryChange']> = {
  change?: Resolver<ResolversTypes['GameDataChange'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['GameDataFieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameDataKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameDataFieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataFieldChange'] = ResolversParentTypes['GameDataFieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameDataHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataHistoryEntry'] = ResolversParentTypes['GameDataHistoryEntry']> = {
  change?: Resolver<ResolversTypes['GameDataChange'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['GameDataFieldChange']>, ParentType, ContextType>;
  values?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['GameDataVersion'], ParentType, ContextType>;
};

export type GameDataImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataImportResult'] = ResolversParentTypes['GameDataImportResult']> = {
  draft?: Resolver<Maybe<ResolversTypes['GameDataDraft']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['GameDataProblem']>, ParentType, ContextType>;
};

export type GameDataInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataInfo'] = ResolversParentTypes['GameDataInfo']> = {
  traitTierPoints?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameDataKindCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataKindCount'] = ResolversParentTypes['GameDataKindCount']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameDataKind'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameDataKindDiffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataKindDiff'] = ResolversParentTypes['GameDataKindDiff']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameDataKind'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameDataMappingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataMapping'] = ResolversParentTypes['GameDataMapping']> = {
  from?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameDataKind'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type GameDataProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataProblem'] = ResolversParentTypes['GameDataProblem']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameDataPublishResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataPublishResult'] = ResolversParentTypes['GameDataPublishResult']> = {
  patchNotes?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['GameDataVersion'], ParentType, ContextType>;
};

export type GameDataVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameDataVersion'] = ResolversParentTypes['GameDataVersion']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exportsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patchNotesSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  summary?: Resolver<Array<ResolversTypes['GameDataKindCount']>, ParentType, ContextType>;
};

export type GrowthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Growth'] = ResolversParentTypes['Growth']> = {
  base?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  perLevel?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  boughtBy?: Resolver<Array<ResolversTypes['TradeOffer']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['CharacterClass']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  droppedBy?: Resolver<Array<ResolversTypes['LootSource']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['GameDataHistoryEntry']>, ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  madeBy?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldBy?: Resolver<Array<ResolversTypes['TradeOffer']>, ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['ItemStats'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  twoHanded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usedIn?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ItemCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemCategory'] = ResolversParentTypes['ItemCategory']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemConnection'] = ResolversParentTypes['ItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ItemEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemEdge'] = ResolversParentTypes['ItemEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
};

export type ItemStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemStats'] = ResolversParentTypes['ItemStats']> = {
  ability?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  armor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  attack?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  defense?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hpRegen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  magic?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mpRegen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  range?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LootDropResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LootDrop'] = ResolversParentTypes['LootDrop']> = {
  chance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  goodsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  material?: Resolver<Maybe<ResolversTypes['Material']>, ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LootSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LootSource'] = ResolversParentTypes['LootSource']> = {
  chance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monster?: Resolver<ResolversTypes['Monster'], ParentType, ContextType>;
};

export type MaterialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Material'] = ResolversParentTypes['Material']> = {
  boughtBy?: Resolver<Array<ResolversTypes['TradeOffer']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  droppedBy?: Resolver<Array<ResolversTypes['LootSource']>, ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  madeBy?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soldBy?: Resolver<Array<ResolversTypes['TradeOffer']>, ParentType, ContextType>;
  usedIn?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ModerationAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationAuthor'] = ResolversParentTypes['ModerationAuthor']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earlierDecisions?: Resolver<Array<ResolversTypes['ModerationDecision']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  suspension?: Resolver<Maybe<ResolversTypes['Suspension']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ModerationCaseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationCase'] = ResolversParentTypes['ModerationCase']> = {
  appealedDecisionBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['ModerationAuthor']>, ParentType, ContextType>;
  autoHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  buildId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contentState?: Resolver<ResolversTypes['ModerationContentState'], ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['ModerationSnapshot']>, ParentType, ContextType>;
  decisions?: Resolver<Array<ResolversTypes['ModerationDecision']>, ParentType, ContextType>;
  eligibleReportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heldByWordList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastReportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reportCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reported?: Resolver<ResolversTypes['ModerationSnapshot'], ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['ModerationReport']>, ParentType, ContextType, RequireFields<ModerationCaseReportsArgs, 'first'>>;
  status?: Resolver<ResolversTypes['ModerationCaseStatus'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetKind?: Resolver<ResolversTypes['ModerationTargetKind'], ParentType, ContextType>;
};

export type ModerationCaseConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationCaseConnection'] = ResolversParentTypes['ModerationCaseConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ModerationCaseEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModerationCaseEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationCaseEdge'] = ResolversParentTypes['ModerationCaseEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ModerationCase'], ParentType, ContextType>;
};

export type ModerationDecisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationDecision'] = ResolversParentTypes['ModerationDecision']> = {
  action?: Resolver<ResolversTypes['ModerationAction'], ParentType, ContextType>;
  appeal?: Resolver<ResolversTypes['AppealState'], ParentType, ContextType>;
  appealText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  caseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['ModerationSnapshot'], ParentType, ContextType>;
  decidedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permanent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  suspendedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetKind?: Resolver<ResolversTypes['ModerationTargetKind'], ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerCanAppeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModerationNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationNotice'] = ResolversParentTypes['ModerationNotice']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<Maybe<ResolversTypes['ReportReason']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ModerationContentState'], ParentType, ContextType>;
};

export type ModerationReasonTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationReasonTemplate'] = ResolversParentTypes['ModerationReasonTemplate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModerationReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationReport'] = ResolversParentTypes['ModerationReport']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  noticeEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noticeExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noticeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noticeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  reporter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reporterSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ModerationSnapshotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationSnapshot'] = ResolversParentTypes['ModerationSnapshot']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonsterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Monster'] = ResolversParentTypes['Monster']> = {
  armor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  elements?: Resolver<Array<ResolversTypes['ElementModifier']>, ParentType, ContextType>;
  experience?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  habitats?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['GameDataHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loot?: Resolver<Array<ResolversTypes['LootDrop']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonsterConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonsterConnection'] = ResolversParentTypes['MonsterConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MonsterEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MonsterEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonsterEdge'] = ResolversParentTypes['MonsterEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Monster'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addComment?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationAddCommentArgs, 'buildId' | 'content'>>;
  appealModerationDecision?: Resolver<ResolversTypes['ModerationDecision'], ParentType, ContextType, RequireFields<MutationAppealModerationDecisionArgs, 'decisionId' | 'text'>>;
  createBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationCreateBuildArgs, 'input'>>;
  createContent?: Resolver<ResolversTypes['Content'], ParentType, ContextType, RequireFields<MutationCreateContentArgs, 'input' | 'kind'>>;
  createItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationCreateItemArgs, 'input'>>;
  createShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationCreateShareLinkArgs, 'state' | 'tool'>>;
  decideModerationCase?: Resolver<ResolversTypes['ModerationCase'], ParentType, ContextType, RequireFields<MutationDecideModerationCaseArgs, 'input'>>;
  deleteBuild?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBuildArgs, 'id'>>;
  deleteComment?: Resolver<Maybe<ResolversTypes['Build']>, ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'buildId' | 'commentId'>>;
  deleteContent?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteContentArgs, 'id'>>;
  deleteMyAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMyAccountArgs, 'confirmUsername' | 'mode'>>;
  discardGameDataDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disconnectSignIn?: Resolver<Array<ResolversTypes['SignIn']>, ParentType, ContextType, RequireFields<MutationDisconnectSignInArgs, 'id'>>;
  duplicateBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationDuplicateBuildArgs, 'id'>>;
  editComment?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationEditCommentArgs, 'buildId' | 'commentId' | 'content'>>;
  editGameDataDraft?: Resolver<ResolversTypes['GameDataDraft'], ParentType, ContextType, RequireFields<MutationEditGameDataDraftArgs, 'input'>>;
  importGameDataPack?: Resolver<ResolversTypes['GameDataImportResult'], ParentType, ContextType, RequireFields<MutationImportGameDataPackArgs, 'json'>>;
  likeBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationLikeBuildArgs, 'buildId'>>;
  mapGameDataEntry?: Resolver<ResolversTypes['GameDataDraft'], ParentType, ContextType, RequireFields<MutationMapGameDataEntryArgs, 'from' | 'kind'>>;
  openGameDataDraft?: Resolver<ResolversTypes['GameDataDraft'], ParentType, ContextType>;
  publishBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationPublishBuildArgs, 'id'>>;
  publishContent?: Resolver<ResolversTypes['Content'], ParentType, ContextType, RequireFields<MutationPublishContentArgs, 'id'>>;
  publishGameDataDraft?: Resolver<ResolversTypes['GameDataPublishResult'], ParentType, ContextType, RequireFields<MutationPublishGameDataDraftArgs, 'name'>>;
  recordJugglingScore?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationRecordJugglingScoreArgs, 'score'>>;
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<MutationReportArgs, 'input'>>;
  restoreItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationRestoreItemArgs, 'id'>>;
  retireItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationRetireItemArgs, 'id'>>;
  revertAuditEntry?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType, RequireFields<MutationRevertAuditEntryArgs, 'id'>>;
  saveGameDataDraftItem?: Resolver<ResolversTypes['GameDataDraft'], ParentType, ContextType, RequireFields<MutationSaveGameDataDraftItemArgs, 'id' | 'input' | 'revision'>>;
  signOutOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signOutSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutSessionArgs, 'id'>>;
  unlikeBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationUnlikeBuildArgs, 'buildId'>>;
  unpublishBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationUnpublishBuildArgs, 'id'>>;
  unpublishContent?: Resolver<ResolversTypes['Content'], ParentType, ContextType, RequireFields<MutationUnpublishContentArgs, 'id'>>;
  updateBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationUpdateBuildArgs, 'id' | 'input'>>;
  updateBuildGameData?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationUpdateBuildGameDataArgs, 'id'>>;
  updateContent?: Resolver<ResolversTypes['Content'], ParentType, ContextType, RequireFields<MutationUpdateContentArgs, 'id' | 'input'>>;
  updateItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationUpdateItemArgs, 'id' | 'input'>>;
  updatePreferences?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdatePreferencesArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type NewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['News'] = ResolversParentTypes['News']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toc?: Resolver<Array<ResolversTypes['TocEntry']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type NewsConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsConnection'] = ResolversParentTypes['NewsConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NewsEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsEdge'] = ResolversParentTypes['NewsEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['News'], ParentType, ContextType>;
};

export type NpcResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Npc'] = ResolversParentTypes['Npc']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profession?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trades?: Resolver<Array<ResolversTypes['NpcTrade']>, ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NpcTradeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NpcTrade'] = ResolversParentTypes['NpcTrade']> = {
  buys?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  goodsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  material?: Resolver<Maybe<ResolversTypes['Material']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sells?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PlayerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Player'] = ResolversParentTypes['Player']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  likesReceived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publicBuilds?: Resolver<Array<ResolversTypes['Build']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlayerClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerClass'] = ResolversParentTypes['PlayerClass']> = {
  capacity?: Resolver<ResolversTypes['Growth'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Growth'], ParentType, ContextType>;
  hpRegen?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  mana?: Resolver<ResolversTypes['Growth'], ParentType, ContextType>;
  mpRegen?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weaponCategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlayerSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerSession'] = ResolversParentTypes['PlayerSession']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Preferences'] = ResolversParentTypes['Preferences']> = {
  buildsBarVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  density?: Resolver<ResolversTypes['Density'], ParentType, ContextType>;
  motion?: Resolver<ResolversTypes['Motion'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['Theme'], ParentType, ContextType>;
  toolClass?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  toolLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PremiumOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PremiumOffer'] = ResolversParentTypes['PremiumOffer']> = {
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PremiumKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  activity?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType, RequireFields<ProfileActivityArgs, 'first'>>;
  builds?: Resolver<Array<ResolversTypes['Build']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jugglingBest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moderation?: Resolver<Maybe<ResolversTypes['ModerationNotice']>, ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  signIns?: Resolver<Array<ResolversTypes['SignIn']>, ParentType, ContextType>;
  suspension?: Resolver<Maybe<ResolversTypes['Suspension']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProgressionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Progression'] = ResolversParentTypes['Progression']> = {
  levelsPerTraitPoint?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statPointsPerLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicBuildSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicBuildSummary'] = ResolversParentTypes['PublicBuildSummary']> = {
  buildIconId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  characterClass?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  characterLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPlannerBuild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminOverview?: Resolver<ResolversTypes['AdminOverview'], ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditEntryConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  build?: Resolver<Maybe<ResolversTypes['Build']>, ParentType, ContextType, RequireFields<QueryBuildArgs, 'id'>>;
  classes?: Resolver<Array<ResolversTypes['PlayerClass']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['Content']>, ParentType, ContextType, RequireFields<QueryContentArgs, 'idOrSlug' | 'kind'>>;
  contentTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryContentTagsArgs, 'kind'>>;
  contents?: Resolver<ResolversTypes['ContentConnection'], ParentType, ContextType, RequireFields<QueryContentsArgs, 'first' | 'kind'>>;
  currentShareState?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryCurrentShareStateArgs, 'state'>>;
  experienceTable?: Resolver<Array<ResolversTypes['ExperienceRow']>, ParentType, ContextType, RequireFields<QueryExperienceTableArgs, 'from' | 'to'>>;
  formulae?: Resolver<Array<ResolversTypes['Formula']>, ParentType, ContextType>;
  gameData?: Resolver<ResolversTypes['GameDataInfo'], ParentType, ContextType>;
  gameDataDiff?: Resolver<ResolversTypes['GameDataDiff'], ParentType, ContextType, RequireFields<QueryGameDataDiffArgs, 'from' | 'to'>>;
  gameDataDraft?: Resolver<Maybe<ResolversTypes['GameDataDraft']>, ParentType, ContextType>;
  gameDataHistory?: Resolver<Array<ResolversTypes['GameDataHistoryEntry']>, ParentType, ContextType, RequireFields<QueryGameDataHistoryArgs, 'id' | 'kind'>>;
  gameDataVersion?: Resolver<Maybe<ResolversTypes['GameDataVersion']>, ParentType, ContextType, RequireFields<QueryGameDataVersionArgs, 'number'>>;
  gameDataVersions?: Resolver<Array<ResolversTypes['GameDataVersion']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<QueryItemArgs, 'id'>>;
  itemCategories?: Resolver<Array<ResolversTypes['ItemCategory']>, ParentType, ContextType>;
  itemList?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType, Partial<QueryItemListArgs>>;
  items?: Resolver<ResolversTypes['ItemConnection'], ParentType, ContextType, RequireFields<QueryItemsArgs, 'first'>>;
  likedBuilds?: Resolver<Array<ResolversTypes['Build']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  manageContents?: Resolver<ResolversTypes['ContentConnection'], ParentType, ContextType, RequireFields<QueryManageContentsArgs, 'first' | 'kind'>>;
  material?: Resolver<Maybe<ResolversTypes['Material']>, ParentType, ContextType, RequireFields<QueryMaterialArgs, 'id'>>;
  materials?: Resolver<Array<ResolversTypes['Material']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  moderationCase?: Resolver<Maybe<ResolversTypes['ModerationCase']>, ParentType, ContextType, RequireFields<QueryModerationCaseArgs, 'id'>>;
  moderationQueue?: Resolver<ResolversTypes['ModerationCaseConnection'], ParentType, ContextType, RequireFields<QueryModerationQueueArgs, 'first' | 'order' | 'status'>>;
  moderationReasonTemplates?: Resolver<Array<ResolversTypes['ModerationReasonTemplate']>, ParentType, ContextType>;
  monster?: Resolver<Maybe<ResolversTypes['Monster']>, ParentType, ContextType, RequireFields<QueryMonsterArgs, 'id'>>;
  monsters?: Resolver<ResolversTypes['MonsterConnection'], ParentType, ContextType, RequireFields<QueryMonstersArgs, 'first'>>;
  myModerationDecisions?: Resolver<Array<ResolversTypes['ModerationDecision']>, ParentType, ContextType>;
  myReports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryMyReportsArgs, 'first'>>;
  mySessions?: Resolver<Array<ResolversTypes['PlayerSession']>, ParentType, ContextType>;
  news?: Resolver<ResolversTypes['NewsConnection'], ParentType, ContextType, RequireFields<QueryNewsArgs, 'first'>>;
  newsPost?: Resolver<Maybe<ResolversTypes['News']>, ParentType, ContextType, RequireFields<QueryNewsPostArgs, 'idOrSlug'>>;
  npc?: Resolver<Maybe<ResolversTypes['Npc']>, ParentType, ContextType, RequireFields<QueryNpcArgs, 'id'>>;
  npcs?: Resolver<Array<ResolversTypes['Npc']>, ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['Player']>, ParentType, ContextType, RequireFields<QueryPlayerArgs, 'username'>>;
  premiumOffers?: Resolver<Array<ResolversTypes['PremiumOffer']>, ParentType, ContextType>;
  previewBuildNotes?: Resolver<ResolversTypes['ContentPreview'], ParentType, ContextType, RequireFields<QueryPreviewBuildNotesArgs, 'description'>>;
  previewContent?: Resolver<ResolversTypes['ContentPreview'], ParentType, ContextType, RequireFields<QueryPreviewContentArgs, 'body'>>;
  progression?: Resolver<ResolversTypes['Progression'], ParentType, ContextType>;
  publicBuilds?: Resolver<ResolversTypes['BuildConnection'], ParentType, ContextType, RequireFields<QueryPublicBuildsArgs, 'first' | 'sort'>>;
  recipes?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  reportByReceipt?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportByReceiptArgs, 'receiptCode'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'perKind' | 'query'>>;
  shareLink?: Resolver<Maybe<ResolversTypes['ShareLink']>, ParentType, ContextType, RequireFields<QueryShareLinkArgs, 'code'>>;
  signInOptions?: Resolver<ResolversTypes['SignInOptions'], ParentType, ContextType>;
  spell?: Resolver<Maybe<ResolversTypes['Spell']>, ParentType, ContextType, RequireFields<QuerySpellArgs, 'id'>>;
  spells?: Resolver<ResolversTypes['SpellConnection'], ParentType, ContextType, RequireFields<QuerySpellsArgs, 'first'>>;
  stats?: Resolver<Array<ResolversTypes['StatInfo']>, ParentType, ContextType>;
  topBuilds?: Resolver<Array<ResolversTypes['PublicBuildSummary']>, ParentType, ContextType>;
  trait?: Resolver<Maybe<ResolversTypes['Trait']>, ParentType, ContextType, RequireFields<QueryTraitArgs, 'number'>>;
  traits?: Resolver<Array<ResolversTypes['Trait']>, ParentType, ContextType, Partial<QueryTraitsArgs>>;
};

export type RatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rating'] = ResolversParentTypes['Rating']> = {
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['RatingValue'], ParentType, ContextType>;
};

export type RatingConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingConnection'] = ResolversParentTypes['RatingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RatingEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RatingEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingEdge'] = ResolversParentTypes['RatingEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Rating'], ParentType, ContextType>;
};

export type RecipeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Recipe'] = ResolversParentTypes['Recipe']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['RecipeIngredient']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  npc?: Resolver<ResolversTypes['Npc'], ParentType, ContextType>;
  outputId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outputItem?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  outputMaterial?: Resolver<Maybe<ResolversTypes['Material']>, ParentType, ContextType>;
  outputName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecipeIngredientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecipeIngredient'] = ResolversParentTypes['RecipeIngredient']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goodsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  material?: Resolver<Maybe<ResolversTypes['Material']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  caseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decisionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decisionRule?: Resolver<Maybe<ResolversTypes['ReportReason']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['ModerationAction']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  receiptCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repeated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetKind?: Resolver<ResolversTypes['ModerationTargetKind'], ParentType, ContextType>;
  targetPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = {
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  groups?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareLink'] = ResolversParentTypes['ShareLink']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tool?: Resolver<ResolversTypes['BuildKind'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignIn'] = ResolversParentTypes['SignIn']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInOptions'] = ResolversParentTypes['SignInOptions']> = {
  development?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discord?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  google?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SpellResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Spell'] = ResolversParentTypes['Spell']> = {
  classes?: Resolver<Array<ResolversTypes['CharacterClass']>, ParentType, ContextType>;
  cooldownSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  element?: Resolver<Maybe<ResolversTypes['Element']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['GameDataHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SpellKind'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  manaCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  power?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  premium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SpellConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpellConnection'] = ResolversParentTypes['SpellConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SpellEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SpellEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpellEdge'] = ResolversParentTypes['SpellEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Spell'], ParentType, ContextType>;
};

export type StatAllocationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatAllocations'] = ResolversParentTypes['StatAllocations']> = {
  ability?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hpRegen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  magic?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mpRegen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatInfo'] = ResolversParentTypes['StatInfo']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perPoint?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  buildChanged?: SubscriptionResolver<Maybe<ResolversTypes['Build']>, "buildChanged", ParentType, ContextType, RequireFields<SubscriptionBuildChangedArgs, 'id'>>;
  contentChanged?: SubscriptionResolver<ResolversTypes['Content'], "contentChanged", ParentType, ContextType, RequireFields<SubscriptionContentChangedArgs, 'kind'>>;
  contentRemoved?: SubscriptionResolver<ResolversTypes['ID'], "contentRemoved", ParentType, ContextType, RequireFields<SubscriptionContentRemovedArgs, 'kind'>>;
  gameDataPatched?: SubscriptionResolver<ResolversTypes['GameDataVersion'], "gameDataPatched", ParentType, ContextType>;
  itemChanged?: SubscriptionResolver<Maybe<ResolversTypes['Item']>, "itemChanged", ParentType, ContextType, RequireFields<SubscriptionItemChangedArgs, 'id'>>;
  moderationCaseChanged?: SubscriptionResolver<ResolversTypes['ModerationCase'], "moderationCaseChanged", ParentType, ContextType>;
  myProfile?: SubscriptionResolver<ResolversTypes['Profile'], "myProfile", ParentType, ContextType>;
  newsChanged?: SubscriptionResolver<ResolversTypes['News'], "newsChanged", ParentType, ContextType>;
  topBuildsChanged?: SubscriptionResolver<Array<ResolversTypes['PublicBuildSummary']>, "topBuildsChanged", ParentType, ContextType>;
};

export type SuspensionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Suspension'] = ResolversParentTypes['Suspension']> = {
  decisionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permanent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type TocEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TocEntry'] = ResolversParentTypes['TocEntry']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TradeOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TradeOffer'] = ResolversParentTypes['TradeOffer']> = {
  npc?: Resolver<ResolversTypes['Npc'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TraitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Trait'] = ResolversParentTypes['Trait']> = {
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  class?: Resolver<Maybe<ResolversTypes['CharacterClass']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effects?: Resolver<Array<ResolversTypes['TraitEffect']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['GameDataHistoryEntry']>, ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prerequisite?: Resolver<Maybe<ResolversTypes['Trait']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TraitEffectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TraitEffect'] = ResolversParentTypes['TraitEffect']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perPoint?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TraitPointsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TraitPoints'] = ResolversParentTypes['TraitPoints']> = {
  details?: Resolver<Maybe<ResolversTypes['Trait']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trait?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  AdminOverview?: AdminOverviewResolvers<ContextType>;
  AffectedBuild?: AffectedBuildResolvers<ContextType>;
  AffectedBuildClassCount?: AffectedBuildClassCountResolvers<ContextType>;
  AffectedBuilds?: AffectedBuildsResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  AuditEntryEdge?: AuditEntryEdgeResolvers<ContextType>;
  Build?: BuildResolvers<ContextType>;
  BuildConnection?: BuildConnectionResolvers<ContextType>;
  BuildEdge?: BuildEdgeResolvers<ContextType>;
  BuildNumberChange?: BuildNumberChangeResolvers<ContextType>;
  BuildOrigin?: BuildOriginResolvers<ContextType>;
  BuildPatchChange?: BuildPatchChangeResolvers<ContextType>;
  BuildPatchChanges?: BuildPatchChangesResolvers<ContextType>;
  BuildRevision?: BuildRevisionResolvers<ContextType>;
  BuildVariant?: BuildVariantResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  CommentEdge?: CommentEdgeResolvers<ContextType>;
  Content?: ContentResolvers<ContextType>;
  ContentConnection?: ContentConnectionResolvers<ContextType>;
  ContentCount?: ContentCountResolvers<ContextType>;
  ContentEdge?: ContentEdgeResolvers<ContextType>;
  ContentPreview?: ContentPreviewResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ElementModifier?: ElementModifierResolvers<ContextType>;
  EquippedItem?: EquippedItemResolvers<ContextType>;
  ExperienceRow?: ExperienceRowResolvers<ContextType>;
  Formula?: FormulaResolvers<ContextType>;
  GameDataDiff?: GameDataDiffResolvers<ContextType>;
  GameDataDraft?: GameDataDraftResolvers<ContextType>;
  GameDataDraftEdit?: GameDataDraftEditResolvers<ContextType>;
  GameDataDraftEntryRef?: GameDataDraftEntryRefResolvers<ContextType>;
  GameDataEntryChange?: GameDataEntryChangeResolvers<ContextType>;
  GameDataFieldChange?: GameDataFieldChangeResolvers<ContextType>;
  GameDataHistoryEntry?: GameDataHistoryEntryResolvers<ContextType>;
  GameDataImportResult?: GameDataImportResultResolvers<ContextType>;
  GameDataInfo?: GameDataInfoResolvers<ContextType>;
  GameDataKindCount?: GameDataKindCountResolvers<ContextType>;
  GameDataKindDiff?: GameDataKindDiffResolvers<ContextType>;
  GameDataMapping?: GameDataMappingResolvers<ContextType>;
  GameDataProblem?: GameDataProblemResolvers<ContextType>;
  GameDataPublishResult?: GameDataPublishResultResolvers<ContextType>;
  GameDataVersion?: GameDataVersionResolvers<ContextType>;
  Growth?: GrowthResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemCategory?: ItemCategoryResolvers<ContextType>;
  ItemConnection?: ItemConnectionResolvers<ContextType>;
  ItemEdge?: ItemEdgeResolvers<ContextType>;
  ItemStats?: ItemStatsResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LootDrop?: LootDropResolvers<ContextType>;
  LootSource?: LootSourceResolvers<ContextType>;
  Material?: MaterialResolvers<ContextType>;
  ModerationAuthor?: ModerationAuthorResolvers<ContextType>;
  ModerationCase?: ModerationCaseResolvers<ContextType>;
  ModerationCaseConnection?: ModerationCaseConnectionResolvers<ContextType>;
  ModerationCaseEdge?: ModerationCaseEdgeResolvers<ContextType>;
  ModerationDecision?: ModerationDecisionResolvers<ContextType>;
  ModerationNotice?: ModerationNoticeResolvers<ContextType>;
  ModerationReasonTemplate?: ModerationReasonTemplateResolvers<ContextType>;
  ModerationReport?: ModerationReportResolvers<ContextType>;
  ModerationSnapshot?: ModerationSnapshotResolvers<ContextType>;
  Monster?: MonsterResolvers<ContextType>;
  MonsterConnection?: MonsterConnectionResolvers<ContextType>;
  MonsterEdge?: MonsterEdgeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  NewsConnection?: NewsConnectionResolvers<ContextType>;
  NewsEdge?: NewsEdgeResolvers<ContextType>;
  Npc?: NpcResolvers<ContextType>;
  NpcTrade?: NpcTradeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Player?: PlayerResolvers<ContextType>;
  PlayerClass?: PlayerClassResolvers<ContextType>;
  PlayerSession?: PlayerSessionResolvers<ContextType>;
  Preferences?: PreferencesResolvers<ContextType>;
  PremiumOffer?: PremiumOfferResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Progression?: ProgressionResolvers<ContextType>;
  PublicBuildSummary?: PublicBuildSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rating?: RatingResolvers<ContextType>;
  RatingConnection?: RatingConnectionResolvers<ContextType>;
  RatingEdge?: RatingEdgeResolvers<ContextType>;
  Recipe?: RecipeResolvers<ContextType>;
  RecipeIngredient?: RecipeIngredientResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  ShareLink?: ShareLinkResolvers<ContextType>;
  SignIn?: SignInResolvers<ContextType>;
  SignInOptions?: SignInOptionsResolvers<ContextType>;
  Spell?: SpellResolvers<ContextType>;
  SpellConnection?: SpellConnectionResolvers<ContextType>;
  SpellEdge?: SpellEdgeResolvers<ContextType>;
  StatAllocations?: StatAllocationsResolvers<ContextType>;
  StatInfo?: StatInfoResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Suspension?: SuspensionResolvers<ContextType>;
  TocEntry?: TocEntryResolvers<ContextType>;
  TradeOffer?: TradeOfferResolvers<ContextType>;
  Trait?: TraitResolvers<ContextType>;
  TraitEffect?: TraitEffectResolvers<ContextType>;
  TraitPoints?: TraitPointsResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
  cost?: CostDirectiveResolver<any, any, ContextType>;
  listSize?: ListSizeDirectiveResolver<any, any, ContextType>;
};
