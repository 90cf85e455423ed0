import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string' };

/** `npm run codegen` writes both outputs; `npm run codegen:check` fails when they are stale. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Apollo Client has its own useFragment; the preset's helper gets a distinct name.
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: { scalars, enumsAsTypes: true, useTypeImports: true, avoidOptionals: { field: true, inputValue: false } },
    },
    'server/src/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GraphQLContext',
        mappers: {
          News: '../../modules/content/news.service#NewsDocument',
          Content: '../../modules/content/content.model#ContentModel',
          AuditEntry: '../../modules/audit/audit.service#AuditDocument',
          SearchHit: '../../modules/search/search.service#SearchHitModel',
          Build: '../../modules/builds/build.model#BuildDocument',
          Comment: '../../modules/builds/build.model#CommentDocument',
          Rating: '../../modules/builds/build.model#LikeDocument',
          Profile: '../../modules/profiles/profile.model#ProfileDocument',
          Player: '../../modules/profiles/profile.model#ProfileDocument',
          Item: '../../modules/items/items.service#ItemDocument',
          Material: '../../modules/game/game.service#MaterialModel',
          Monster: '../../modules/game/game.service#MonsterModel',
          LootDrop: '../../modules/game/game.service#LootDropModel',
          LootSource: '../../../game-data/pack#DropOf',
          TradeOffer: '../../modules/game/game.service#TradeOfferModel',
          Location: '../../../game-data/schemas#GameLocation',
          Npc: '../../modules/game/game.service#NpcModel',
          NpcTrade: '../../modules/game/game.service#NpcTradeModel',
          Recipe: '../../modules/game/game.service#RecipeModel',
          RecipeIngredient: '../../modules/game/game.service#RecipeIngredientModel',
          PlayerClass: '../../../game-data/schemas#GameClass',
          Trait: '../../modules/game/game.service#TraitModel',
          Spell: '../../modules/game/game.service#SpellModel',
          PremiumOffer: '../../modules/game/game.service#PremiumOfferModel',
        },
      },
    },
  },
};

export default config;
