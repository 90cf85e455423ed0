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
        contextType: '../../context#GraphQLContext',
        mappers: {
          News: '../../modules/content/content.model#NewsDocument',
          Content: '../../modules/content/content.model#ContentModel',
          AuditEntry: '../../modules/audit/audit.model#AuditDocument',
          SearchHit: '../../modules/search/search.model#SearchHitModel',
          Build: '../../modules/builds/build.model#BuildDocument',
          BuildVariant: '../../modules/builds/build.model#BuildVariantModel',
          Comment: '../../modules/builds/build.model#CommentDocument',
          ShareLink: '../../modules/builds/build.model#ShareLinkDocument',
          Rating: '../../modules/builds/build.model#LikeDocument',
          Profile: '../../modules/profiles/profile.model#ProfileDocument',
          Player: '../../modules/profiles/profile.model#ProfileDocument',
          Item: '../../modules/items/items.model#ItemDocument',
          Material: '../../modules/game/game.model#MaterialModel',
          Monster: '../../modules/game/game.model#MonsterModel',
          LootDrop: '../../modules/game/game.model#LootDropModel',
          LootSource: '../../../game-data/pack#DropOf',
          TradeOffer: '../../modules/game/game.model#TradeOfferModel',
          Location: '../../../game-data/schemas#GameLocation',
          Npc: '../../modules/game/game.model#NpcModel',
          NpcTrade: '../../modules/game/game.model#NpcTradeModel',
          Recipe: '../../modules/game/game.model#RecipeModel',
          RecipeIngredient: '../../modules/game/game.model#RecipeIngredientModel',
          PlayerClass: '../../../game-data/schemas#GameClass',
          Trait: '../../modules/game/game.model#TraitModel',
          TraitPoints: '../../modules/game/game.model#TraitPointsModel',
          Spell: '../../modules/game/game.model#SpellModel',
          PremiumOffer: '../../modules/game/game.model#PremiumOfferModel',
          Report: '../../modules/moderation/moderation.model#ReportDocument',
          ModerationReport: '../../modules/moderation/moderation.model#ReportDocument',
          ModerationCase: '../../modules/moderation/moderation.model#CaseDocument',
          ModerationDecision: '../../modules/moderation/moderation.model#DecisionDocument',
          Suspension: '../../modules/moderation/moderation.model#SuspensionDocument',
          ModerationAuthor: '../../modules/profiles/profile.model#ProfileDocument',
          GameDataVersion: '../../modules/patches/patches.model#GameDataVersionModel',
          GameDataDraft: '../../modules/patches/patches.model#GameDataDraftDocument',
          GameDataDiff: '../../modules/patches/patches.model#GameDataDiffModel',
          GameDataHistoryEntry: '../../modules/patches/patches.model#GameDataHistoryEntryModel',
          AffectedBuilds: '../../modules/patches/patches.model#AffectedBuildsModel',
          AffectedBuild: '../../modules/patches/patches.model#AffectedBuildModel',
        },
      },
    },
  },
};

export default config;
