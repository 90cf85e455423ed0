import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver } from 'graphql-scalars';
import { GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { newsResolvers } from './modules/content/news.resolvers';
import { buildsResolvers } from './modules/builds/builds.resolvers';
import { profileResolvers } from './modules/profiles/profile.resolvers';
import { itemsResolvers } from './modules/items/items.resolvers';
import { gameResolvers } from './modules/game/game.resolvers';
import { contentResolvers } from './modules/content/content.resolvers';
import { auditResolvers } from './modules/audit/audit.resolvers';
import { searchResolvers } from './modules/search/search.resolvers';
import type { Resolvers } from './graphql/__generated__/resolvers';
import { enforceListSizes } from './graphql/cost';

export const SCHEMA_PATH = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

/** The form every stored date has (`Date.prototype.toISOString`), which DateTime serialises to itself. */
const CANONICAL_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Dates already checked (the same stored dates are read again and again), up to this many. */
const KNOWN_DATES = 10_000;
const knownDates = new Set<string>();

/**
 * graphql-scalars' DateTime, with a short way for the dates the store holds: a canonical UTC
 * string that is a real date is sent as it is (what DateTimeResolver answers for it, for the
 * price of one regular expression and one Date), anything else goes through DateTimeResolver's
 * own validation and conversion (issue 29 part 3).
 */
export const DateTime = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize(value) {
    if (typeof value === 'string') {
      if (knownDates.has(value)) return value;
      if (CANONICAL_UTC.test(value)) {
        const time = Date.parse(value);
        if (!Number.isNaN(time) && new Date(time).toISOString() === value) {
          if (knownDates.size >= KNOWN_DATES) knownDates.clear();
          knownDates.add(value);
          return value;
        }
      }
    }
    return DateTimeResolver.serialize(value);
  },
});

const scalarResolvers: Resolvers = { DateTime };

/** The executable schema: `schema.graphql` plus every module's resolvers, each list cut to its declared `@listSize`. */
export function createSchema(): GraphQLSchema {
  return enforceListSizes(
    makeExecutableSchema({
      typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
      resolvers: [scalarResolvers, newsResolvers, profileResolvers, buildsResolvers, itemsResolvers, gameResolvers, contentResolvers, auditResolvers, searchResolvers] as never,
      resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
    }),
  );
}
