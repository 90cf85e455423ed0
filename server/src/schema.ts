import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver } from 'graphql-scalars';
import type { GraphQLSchema } from 'graphql';
import { newsResolvers } from './modules/content/news.resolvers';
import { buildsResolvers } from './modules/builds/builds.resolvers';
import { profileResolvers } from './modules/profiles/profile.resolvers';
import { itemsResolvers } from './modules/items/items.resolvers';
import { gameResolvers } from './modules/game/game.resolvers';
import { contentResolvers } from './modules/content/content.resolvers';
import { auditResolvers } from './modules/audit/audit.resolvers';
import { searchResolvers } from './modules/search/search.resolvers';
import { accountResolvers } from './modules/profiles/account.resolvers';
import { moderationResolvers } from './modules/moderation/moderation.resolvers';
import { patchesResolvers } from './modules/patches/patches.resolvers';
import type { Resolvers } from './graphql/__generated__/resolvers';
import { enforceListSizes } from './graphql/cost';
import { memoDateTime } from './serving/fast-paths';

export const SCHEMA_PATH = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

/**
 * The executable schema: `schema.graphql` plus every module's resolvers, each list cut to its declared `@listSize`.
 * With `fastPaths` (FAST_PATHS, on by default) DateTime answers the store's canonical dates from a memo.
 */
export function createSchema(options: { fastPaths?: boolean } = {}): GraphQLSchema {
  const scalarResolvers: Resolvers = { DateTime: options.fastPaths === false ? DateTimeResolver : memoDateTime };
  return enforceListSizes(
    makeExecutableSchema({
      typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
      resolvers: [scalarResolvers, newsResolvers, profileResolvers, buildsResolvers, itemsResolvers, gameResolvers, contentResolvers, auditResolvers, searchResolvers, accountResolvers, moderationResolvers, patchesResolvers] as never,
      resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
    }),
  );
}

const served = new Map<boolean, GraphQLSchema>();

/**
 * `createSchema`'s schema made once per process for each `fastPaths`, for the servers: built only from committed
 * sources (schema.graphql, the resolvers), and a test process starts a hundred servers. Sharing it is safe because
 * nothing changes a schema once made (enforceListSizes wraps the resolvers while it is made), and what is kept per
 * schema is kept per server too (validated-documents.ts keys its cache by the server's own limits as well). The
 * `schema.graphql` a server was started with is the one it serves until its process ends, as before.
 */
export function servedSchema(options: { fastPaths?: boolean } = {}): GraphQLSchema {
  const fastPaths = options.fastPaths !== false;
  let schema = served.get(fastPaths);
  if (!schema) served.set(fastPaths, (schema = createSchema({ fastPaths })));
  return schema;
}
