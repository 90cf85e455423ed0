import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { NewsDocument } from '../../modules/content/news.service';
import type { BuildDocument } from '../../modules/builds/build.model';
import type { ProfileDocument } from '../../modules/profiles/profile.model';
import type { GraphQLContext } from '../context';
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

/** What the admin panel's overview shows. Admins only. */
export type AdminOverview = {
  __typename?: 'AdminOverview';
  /** How many profiles have the admin role. */
  adminCount: Scalars['Int']['output'];
  /** The admins, by username (at most 100). */
  admins: Array<Profile>;
  /** How many news posts there are. */
  newsCount: Scalars['Int']['output'];
  /** How many profiles there are. */
  profileCount: Scalars['Int']['output'];
};

/**
 * A character build: a trait build (class, level, trait points) or a planner build (also stats
 * and equipment). Private builds exist for their owner only.
 */
export type Build = {
  __typename?: 'Build';
  assignedPoints: Array<TraitPoints>;
  buildIconId?: Maybe<Scalars['String']['output']>;
  characterLevel: Scalars['Int']['output'];
  class: CharacterClass;
  commentCount: Scalars['Int']['output'];
  comments: Array<Comment>;
  createdAt: Scalars['DateTime']['output'];
  /** One entry per equipment slot, in slot order. */
  equippedItemIds: Array<EquippedItem>;
  id: Scalars['ID']['output'];
  isPlannerBuild: Scalars['Boolean']['output'];
  isPublic: Scalars['Boolean']['output'];
  /** Number of ratings (likes). */
  likeCount: Scalars['Int']['output'];
  /** 1 to 48 characters. */
  name: Scalars['String']['output'];
  /** Profile id of the owner. */
  owner: Scalars['ID']['output'];
  /** Owner's username when the build was last saved. */
  ownerUsername?: Maybe<Scalars['String']['output']>;
  /** When the build was last published; null while it has never been public. */
  publishDate?: Maybe<Scalars['DateTime']['output']>;
  ratings: Array<Rating>;
  statAllocations: StatAllocations;
  updatedAt: Scalars['DateTime']['output'];
  /** True when the signed-in user has liked this build. */
  viewerHasLiked: Scalars['Boolean']['output'];
  /** True when the signed-in user owns this build (and so may change it). */
  viewerIsOwner: Scalars['Boolean']['output'];
};

/** Public builds, in the order asked for. */
export type BuildConnection = {
  __typename?: 'BuildConnection';
  edges: Array<BuildEdge>;
  pageInfo: PageInfo;
  /** How many public builds match the filter. */
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
  assignedPoints?: InputMaybe<Array<TraitPointsInput>>;
  /** One of the build icons (sword, axe, mace, dagger, bow, staff, orb, shield, helm, flame, frost, leaf, bolt, skull, crown, star), or null for the class icon. */
  buildIconId?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200. */
  characterLevel?: InputMaybe<Scalars['Int']['input']>;
  class?: InputMaybe<CharacterClass>;
  equippedItemIds?: InputMaybe<Array<EquippedItemInput>>;
  isPlannerBuild?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 48 characters, trimmed. */
  name?: InputMaybe<Scalars['String']['input']>;
  statAllocations?: InputMaybe<StatAllocationsInput>;
};

/** Which tool a build belongs to. */
export type BuildKind =
  /** Planner builds (stats and equipment too). */
  | 'PLANNER'
  /** Trait tree builds. */
  | 'TRAIT';

/** How `publicBuilds` is ordered. */
export type BuildSort =
  /** Most comments first, then newest published. */
  | 'MOST_COMMENTED'
  /** Most ratings first, then newest published. */
  | 'MOST_LIKED'
  /** Newest published first. */
  | 'NEWEST';

/** The four player classes, in share-state order (index 0 to 3). */
export type CharacterClass =
  | 'knight'
  | 'mage'
  | 'rogue'
  | 'squire';

/** A comment on a public build. */
export type Comment = {
  __typename?: 'Comment';
  /** Author's username, else display name, else `Anonymous`, as it was when the comment was written. */
  author: Scalars['String']['output'];
  authorId: Scalars['ID']['output'];
  /** Trimmed text, 1 to 2,000 characters, shown as plain text. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  timestamp: Scalars['DateTime']['output'];
};

/** What is worn in one equipment slot. */
export type EquippedItem = {
  __typename?: 'EquippedItem';
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

/**
 * An item of the items library. Equipment categories: melee, swords, axes, maces, large-weapons,
 * daggers-knives, shields, bows-crossbows, staves-wands, orbs, gloves, helmets-masks, armors,
 * legs, boots, necks, rings.
 */
export type Item = {
  __typename?: 'Item';
  /** Items library category (one of the seventeen above). */
  category: Scalars['String']['output'];
  /** Classes that can wear it; empty means every class. */
  classes: Array<CharacterClass>;
  description: Scalars['String']['output'];
  /** Path of the item's icon (an SVG served by Almanac). */
  iconUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Level needed to wear it. */
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Equipment slot the item is worn in, or null when it is not worn. */
  slot?: Maybe<Scalars['String']['output']>;
  /** Value in gold. */
  value: Scalars['Int']['output'];
  weight: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a comment (trimmed, at most 2,000 characters) to a public build. An empty comment is ignored: nothing is written and the build is returned as it is. */
  addComment: Build;
  /** Saves a new private build for the signed-in user. UNAUTHENTICATED when signed out; BAD_USER_INPUT (with `extensions.field`) for an invalid field. */
  createBuild: Build;
  /** Deletes the owner's build; returns its id. */
  deleteBuild: Scalars['ID']['output'];
  /** Deletes a comment; allowed to its author and to admins. */
  deleteComment: Build;
  /** Saves a private copy of a build the user can see, named `<name> (copy)`. */
  duplicateBuild: Build;
  /** Adds (or refreshes) the signed-in user's like of a public build: one rating per user. */
  likeBuild: Build;
  /** Makes the owner's build public and sets its publish date to now. */
  publishBuild: Build;
  /** Removes the signed-in user's like; removing a like that does not exist does nothing. */
  unlikeBuild: Build;
  /** Makes the owner's build private again; its likes and comments are kept. */
  unpublishBuild: Build;
  /** Changes the owner's build; the result is checked whole. FORBIDDEN for someone else's public build, NOT_FOUND for a private one. */
  updateBuild: Build;
  /**
   * Changes the signed-in user's username and/or display name. BAD_USER_INPUT (with
   * `extensions.field`) when a value is invalid or the username is taken; nothing is written then.
   */
  updateProfile: Profile;
};


export type MutationAddCommentArgs = {
  buildId: Scalars['ID']['input'];
  content: Scalars['String']['input'];
};


export type MutationCreateBuildArgs = {
  input: BuildInput;
};


export type MutationDeleteBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCommentArgs = {
  buildId: Scalars['ID']['input'];
  commentId: Scalars['ID']['input'];
};


export type MutationDuplicateBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLikeBuildArgs = {
  buildId: Scalars['ID']['input'];
};


export type MutationPublishBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnlikeBuildArgs = {
  buildId: Scalars['ID']['input'];
};


export type MutationUnpublishBuildArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateBuildArgs = {
  id: Scalars['ID']['input'];
  input: BuildInput;
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
  title: Scalars['String']['output'];
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

/** Pagination state of a cursor connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item returned; pass it as `after` to read the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow the last one returned. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A signed-in player's profile. No email and no real name are ever stored. */
export type Profile = {
  __typename?: 'Profile';
  /** The profile's builds, private and public. Visible to the profile's owner only. */
  builds: Array<Build>;
  /** Name shown in the header greeting; the client shows `User` when it is empty. */
  displayName: Scalars['String']['output'];
  /** Stable profile id. */
  id: Scalars['ID']['output'];
  /** `user` by default; `admin` is granted with `npm run admin -- grant <username>`. */
  role: Role;
  /** Unique handle, case-insensitive, 3 to 24 letters, digits, `_` or `-`. */
  username: Scalars['String']['output'];
};

/** Narrows `publicBuilds`. Every given condition must hold. */
export type PublicBuildFilter = {
  class?: InputMaybe<CharacterClass>;
  kind?: InputMaybe<BuildKind>;
  maxLevel?: InputMaybe<Scalars['Int']['input']>;
  minLevel?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the build's name or its owner's username, case-insensitive; at most 48 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** What the builds carousel and listings show of a public build. */
export type PublicBuildSummary = {
  __typename?: 'PublicBuildSummary';
  buildIconId?: Maybe<Scalars['String']['output']>;
  characterClass: CharacterClass;
  characterLevel: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isPlannerBuild: Scalars['Boolean']['output'];
  /** Number of ratings. */
  likes: Scalars['Int']['output'];
  /** Owner's username, or `Unknown`. */
  owner: Scalars['String']['output'];
  /** The build's name. */
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Counts for the admin panel. FORBIDDEN unless the caller is an admin. */
  adminOverview: AdminOverview;
  /** A build by id; null when there is none or it is someone else's private build. */
  build?: Maybe<Build>;
  /** The signed-in user's profile; null when signed out. */
  me?: Maybe<Profile>;
  /** News posts, newest first. `first` is 1 to 100 (default 20). */
  news: NewsConnection;
  /** One news post by id or slug; null when there is none. */
  newsPost?: Maybe<News>;
  /** Public builds with filters, a sort and cursor pagination; `first` is 1 to 100 (default 20). */
  publicBuilds: BuildConnection;
  /** Which sign-in methods the login dialog can offer. */
  signInOptions: SignInOptions;
  /** The carousel's list: public builds with at least one like, at most 20, most liked first, then newest published. */
  topBuilds: Array<PublicBuildSummary>;
};


export type QueryBuildArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsPostArgs = {
  idOrSlug: Scalars['String']['input'];
};


export type QueryPublicBuildsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PublicBuildFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<BuildSort>;
};

/** One player's rating of a build. The only value is `like`; one rating per player. */
export type Rating = {
  __typename?: 'Rating';
  /** When the rating was last given. */
  updatedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
  value: RatingValue;
};

export type RatingValue =
  | 'like';

/** A role read from a profile. Only `admin` unlocks anything (the /manage routes and admin mutations). */
export type Role =
  | 'admin'
  | 'user';

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
  ability?: InputMaybe<Scalars['Int']['input']>;
  capacity?: InputMaybe<Scalars['Int']['input']>;
  hp?: InputMaybe<Scalars['Int']['input']>;
  hpRegen?: InputMaybe<Scalars['Int']['input']>;
  magic?: InputMaybe<Scalars['Int']['input']>;
  mp?: InputMaybe<Scalars['Int']['input']>;
  mpRegen?: InputMaybe<Scalars['Int']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Fires with the build each time it changes (likes and comments included); null when it is deleted or no longer visible. */
  buildChanged?: Maybe<Build>;
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

/** Points put into one trait (traits are numbered from 1). */
export type TraitPoints = {
  __typename?: 'TraitPoints';
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
  AdminOverview: ResolverTypeWrapper<Omit<AdminOverview, 'admins'> & { admins: Array<ResolversTypes['Profile']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Build: ResolverTypeWrapper<BuildDocument>;
  BuildConnection: ResolverTypeWrapper<Omit<BuildConnection, 'edges'> & { edges: Array<ResolversTypes['BuildEdge']> }>;
  BuildEdge: ResolverTypeWrapper<Omit<BuildEdge, 'node'> & { node: ResolversTypes['Build'] }>;
  BuildInput: BuildInput;
  BuildKind: BuildKind;
  BuildSort: BuildSort;
  CharacterClass: CharacterClass;
  Comment: ResolverTypeWrapper<Comment>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EquippedItem: ResolverTypeWrapper<EquippedItem>;
  EquippedItemInput: EquippedItemInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Item: ResolverTypeWrapper<Item>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  News: ResolverTypeWrapper<NewsDocument>;
  NewsConnection: ResolverTypeWrapper<Omit<NewsConnection, 'edges'> & { edges: Array<ResolversTypes['NewsEdge']> }>;
  NewsEdge: ResolverTypeWrapper<Omit<NewsEdge, 'node'> & { node: ResolversTypes['News'] }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Profile: ResolverTypeWrapper<ProfileDocument>;
  PublicBuildFilter: PublicBuildFilter;
  PublicBuildSummary: ResolverTypeWrapper<PublicBuildSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rating: ResolverTypeWrapper<Rating>;
  RatingValue: RatingValue;
  Role: Role;
  SignInOptions: ResolverTypeWrapper<SignInOptions>;
  StatAllocations: ResolverTypeWrapper<StatAllocations>;
  StatAllocationsInput: StatAllocationsInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TraitPoints: ResolverTypeWrapper<TraitPoints>;
  TraitPointsInput: TraitPointsInput;
  UpdateProfileInput: UpdateProfileInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminOverview: Omit<AdminOverview, 'admins'> & { admins: Array<ResolversParentTypes['Profile']> };
  Boolean: Scalars['Boolean']['output'];
  Build: BuildDocument;
  BuildConnection: Omit<BuildConnection, 'edges'> & { edges: Array<ResolversParentTypes['BuildEdge']> };
  BuildEdge: Omit<BuildEdge, 'node'> & { node: ResolversParentTypes['Build'] };
  BuildInput: BuildInput;
  Comment: Comment;
  DateTime: Scalars['DateTime']['output'];
  EquippedItem: EquippedItem;
  EquippedItemInput: EquippedItemInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Item: Item;
  Mutation: Record<PropertyKey, never>;
  News: NewsDocument;
  NewsConnection: Omit<NewsConnection, 'edges'> & { edges: Array<ResolversParentTypes['NewsEdge']> };
  NewsEdge: Omit<NewsEdge, 'node'> & { node: ResolversParentTypes['News'] };
  PageInfo: PageInfo;
  Profile: ProfileDocument;
  PublicBuildFilter: PublicBuildFilter;
  PublicBuildSummary: PublicBuildSummary;
  Query: Record<PropertyKey, never>;
  Rating: Rating;
  SignInOptions: SignInOptions;
  StatAllocations: StatAllocations;
  StatAllocationsInput: StatAllocationsInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TraitPoints: TraitPoints;
  TraitPointsInput: TraitPointsInput;
  UpdateProfileInput: UpdateProfileInput;
};

export type AdminOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOverview'] = ResolversParentTypes['AdminOverview']> = {
  adminCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  admins?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType>;
  newsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BuildResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Build'] = ResolversParentTypes['Build']> = {
  assignedPoints?: Resolver<Array<ResolversTypes['TraitPoints']>, ParentType, ContextType>;
  buildIconId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  characterLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  class?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  equippedItemIds?: Resolver<Array<ResolversTypes['EquippedItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPlannerBuild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ratings?: Resolver<Array<ResolversTypes['Rating']>, ParentType, ContextType>;
  statAllocations?: Resolver<ResolversTypes['StatAllocations'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerHasLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EquippedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquippedItem'] = ResolversParentTypes['EquippedItem']> = {
  itemId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legacyValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['CharacterClass']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addComment?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationAddCommentArgs, 'buildId' | 'content'>>;
  createBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationCreateBuildArgs, 'input'>>;
  deleteBuild?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBuildArgs, 'id'>>;
  deleteComment?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'buildId' | 'commentId'>>;
  duplicateBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationDuplicateBuildArgs, 'id'>>;
  likeBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationLikeBuildArgs, 'buildId'>>;
  publishBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationPublishBuildArgs, 'id'>>;
  unlikeBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationUnlikeBuildArgs, 'buildId'>>;
  unpublishBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationUnpublishBuildArgs, 'id'>>;
  updateBuild?: Resolver<ResolversTypes['Build'], ParentType, ContextType, RequireFields<MutationUpdateBuildArgs, 'id' | 'input'>>;
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
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  builds?: Resolver<Array<ResolversTypes['Build']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicBuildSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicBuildSummary'] = ResolversParentTypes['PublicBuildSummary']> = {
  buildIconId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  characterClass?: Resolver<ResolversTypes['CharacterClass'], ParentType, ContextType>;
  characterLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPlannerBuild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminOverview?: Resolver<ResolversTypes['AdminOverview'], ParentType, ContextType>;
  build?: Resolver<Maybe<ResolversTypes['Build']>, ParentType, ContextType, RequireFields<QueryBuildArgs, 'id'>>;
  me?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  news?: Resolver<ResolversTypes['NewsConnection'], ParentType, ContextType, RequireFields<QueryNewsArgs, 'first'>>;
  newsPost?: Resolver<Maybe<ResolversTypes['News']>, ParentType, ContextType, RequireFields<QueryNewsPostArgs, 'idOrSlug'>>;
  publicBuilds?: Resolver<ResolversTypes['BuildConnection'], ParentType, ContextType, RequireFields<QueryPublicBuildsArgs, 'first' | 'sort'>>;
  signInOptions?: Resolver<ResolversTypes['SignInOptions'], ParentType, ContextType>;
  topBuilds?: Resolver<Array<ResolversTypes['PublicBuildSummary']>, ParentType, ContextType>;
};

export type RatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Rating'] = ResolversParentTypes['Rating']> = {
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['RatingValue'], ParentType, ContextType>;
};

export type SignInOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInOptions'] = ResolversParentTypes['SignInOptions']> = {
  development?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discord?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  google?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  buildChanged?: SubscriptionResolver<Maybe<ResolversTypes['Build']>, "buildChanged", ParentType, ContextType, RequireFields<SubscriptionBuildChangedArgs, 'id'>>;
  myProfile?: SubscriptionResolver<ResolversTypes['Profile'], "myProfile", ParentType, ContextType>;
  newsChanged?: SubscriptionResolver<ResolversTypes['News'], "newsChanged", ParentType, ContextType>;
  topBuildsChanged?: SubscriptionResolver<Array<ResolversTypes['PublicBuildSummary']>, "topBuildsChanged", ParentType, ContextType>;
};

export type TraitPointsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TraitPoints'] = ResolversParentTypes['TraitPoints']> = {
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trait?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminOverview?: AdminOverviewResolvers<ContextType>;
  Build?: BuildResolvers<ContextType>;
  BuildConnection?: BuildConnectionResolvers<ContextType>;
  BuildEdge?: BuildEdgeResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EquippedItem?: EquippedItemResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  NewsConnection?: NewsConnectionResolvers<ContextType>;
  NewsEdge?: NewsEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  PublicBuildSummary?: PublicBuildSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rating?: RatingResolvers<ContextType>;
  SignInOptions?: SignInOptionsResolvers<ContextType>;
  StatAllocations?: StatAllocationsResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TraitPoints?: TraitPointsResolvers<ContextType>;
};

