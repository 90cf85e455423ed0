/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BuildCard_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    isPublic\n    publishDate\n    likeCount\n    commentCount\n    viewerHasLiked\n    ...BuildComments_build\n  }\n": typeof types.BuildCard_BuildFragmentDoc,
    "\n  mutation BuildCardLike($buildId: ID!) {\n    likeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.BuildCardLikeDocument,
    "\n  mutation BuildCardUnlike($buildId: ID!) {\n    unlikeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.BuildCardUnlikeDocument,
    "\n  fragment BuildComments_build on Build {\n    id\n    commentCount\n    comments {\n      id\n      author\n      authorId\n      content\n      timestamp\n    }\n  }\n": typeof types.BuildComments_BuildFragmentDoc,
    "\n  mutation BuildCommentsAdd($buildId: ID!, $content: String!) {\n    addComment(buildId: $buildId, content: $content) {\n      id\n      ...BuildComments_build\n    }\n  }\n": typeof types.BuildCommentsAddDocument,
    "\n  mutation BuildCommentsDelete($buildId: ID!, $commentId: ID!) {\n    deleteComment(buildId: $buildId, commentId: $commentId) {\n      id\n      ...BuildComments_build\n    }\n  }\n": typeof types.BuildCommentsDeleteDocument,
    "\n  query MyBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        characterLevel\n        buildIconId\n        isPublic\n        isPlannerBuild\n        publishDate\n        likeCount\n        commentCount\n        updatedAt\n      }\n    }\n  }\n": typeof types.MyBuildsDocument,
    "\n  mutation MyBuildsUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      buildIconId\n      updatedAt\n    }\n  }\n": typeof types.MyBuildsUpdateDocument,
    "\n  mutation MyBuildsPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n      updatedAt\n    }\n  }\n": typeof types.MyBuildsPublishDocument,
    "\n  mutation MyBuildsUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n      updatedAt\n    }\n  }\n": typeof types.MyBuildsUnpublishDocument,
    "\n  mutation MyBuildsDuplicate($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n": typeof types.MyBuildsDuplicateDocument,
    "\n  mutation MyBuildsDelete($id: ID!) {\n    deleteBuild(id: $id)\n  }\n": typeof types.MyBuildsDeleteDocument,
    "\n  query LiveBuild($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      ...BuildCard_build\n    }\n  }\n": typeof types.LiveBuildDocument,
    "\n  subscription LiveBuildChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      name\n      ...BuildCard_build\n    }\n  }\n": typeof types.LiveBuildChangedDocument,
    "\n  fragment BuildSummaryRow_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    likeCount\n    commentCount\n  }\n": typeof types.BuildSummaryRow_BuildFragmentDoc,
    "\n  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {\n    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BuildSummaryRow_build\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BuildsPageDocument,
    "\n  query DebugBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        owner\n        ownerUsername\n        class\n        characterLevel\n        isPublic\n        isPlannerBuild\n        publishDate\n        buildIconId\n        assignedPoints { trait points }\n        statAllocations { hp mp magic ability hpRegen mpRegen capacity }\n        equippedItemIds { slot itemId legacyValue }\n        likeCount\n        commentCount\n        createdAt\n        updatedAt\n      }\n    }\n    topBuilds {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n": typeof types.DebugBuildsDocument,
    "\n  fragment ItemsTable_item on Item {\n    id\n    name\n    category\n    level\n    classes\n    weight\n    value\n    iconUrl\n    twoHanded\n    stats {\n      attack\n      defense\n      armor\n      range\n      magic\n      ability\n      hp\n      mp\n      hpRegen\n      mpRegen\n      capacity\n    }\n  }\n": typeof types.ItemsTable_ItemFragmentDoc,
    "\n  query ItemPage($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      description\n      iconUrl\n      stats {\n        attack\n        defense\n        armor\n        range\n        magic\n        ability\n        hp\n        mp\n        hpRegen\n        mpRegen\n        capacity\n      }\n      droppedBy {\n        monster {\n          id\n          name\n          level\n        }\n        chance\n        minAmount\n        maxAmount\n      }\n      soldBy {\n        npc {\n          id\n          name\n          location {\n            name\n          }\n        }\n        price\n      }\n      boughtBy {\n        npc {\n          id\n          name\n          location {\n            name\n          }\n        }\n        price\n      }\n      usedIn {\n        id\n        outputName\n        amount\n      }\n      madeBy {\n        id\n        fee\n        npc {\n          id\n          name\n        }\n        ingredients {\n          goodsId\n          name\n          amount\n          item {\n            id\n            category\n          }\n        }\n      }\n    }\n  }\n": typeof types.ItemPageDocument,
    "\n  query ItemsPage($filter: ItemFilter) {\n    itemList(filter: $filter) {\n      id\n      ...ItemsTable_item\n    }\n  }\n": typeof types.ItemsPageDocument,
    "\n  query ClassesPage {\n    classes {\n      id\n      name\n      role\n      description\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n      weaponCategories\n    }\n    stats {\n      id\n      name\n      perPoint\n      unit\n      description\n    }\n    progression {\n      maxLevel\n      statPointsPerLevel\n      levelsPerTraitPoint\n    }\n    traits {\n      number\n      name\n      class\n      tier\n      maxPoints\n      description\n      prerequisite {\n        number\n        name\n      }\n      effects {\n        label\n        perPoint\n        unit\n      }\n    }\n  }\n": typeof types.ClassesPageDocument,
    "\n  query FormulaePage {\n    formulae {\n      id\n      name\n      expression\n      explanation\n    }\n    classes {\n      id\n      name\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n    }\n  }\n": typeof types.FormulaePageDocument,
    "\n  query MonstersPage($first: Int!, $after: String) {\n    monsters(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          description\n          elements {\n            element\n            modifier\n          }\n          habitats {\n            id\n            name\n          }\n          loot {\n            goodsId\n            name\n            chance\n            minAmount\n            maxAmount\n            item {\n              id\n              category\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MonstersPageDocument,
    "\n  query NpcTradePage {\n    npcs {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        value\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": typeof types.NpcTradePageDocument,
    "\n  query PremiumPage {\n    premiumOffers {\n      id\n      name\n      kind\n      days\n      points\n      priceCents\n      description\n    }\n  }\n": typeof types.PremiumPageDocument,
    "\n  query RecipesPage {\n    recipes {\n      id\n      outputName\n      amount\n      fee\n      level\n      outputItem {\n        id\n        category\n      }\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      ingredients {\n        goodsId\n        name\n        amount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": typeof types.RecipesPageDocument,
    "\n  query SpellsPage($first: Int!, $after: String) {\n    spells(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          classes\n          level\n          manaCost\n          cooldownSeconds\n          element\n          kind\n          power\n          premium\n          description\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SpellsPageDocument,
    "\n  query ManageNews {\n    news(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          author\n          publishedAt\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.ManageNewsDocument,
    "\n  query ManageOverview {\n    adminOverview {\n      newsCount\n      profileCount\n      adminCount\n      admins {\n        id\n        username\n        displayName\n      }\n    }\n  }\n": typeof types.ManageOverviewDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    displayName\n  }\n": typeof types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation ProfileFormUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      displayName\n      role\n    }\n  }\n": typeof types.ProfileFormUpdateDocument,
    "\n  query MePage {\n    me {\n      id\n      username\n      displayName\n      role\n      ...ProfileForm_profile\n    }\n  }\n": typeof types.MePageDocument,
    "\n  fragment NewsCard_news on News {\n    id\n    slug\n    title\n    summary\n    publishedAt\n  }\n": typeof types.NewsCard_NewsFragmentDoc,
    "\n  query NewsPage($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...NewsCard_news\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NewsPageDocument,
    "\n  query SessionViewer {\n    me {\n      id\n      username\n      displayName\n      role\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n": typeof types.SessionViewerDocument,
    "\n  subscription SessionProfile {\n    myProfile {\n      id\n      username\n      displayName\n      role\n      # The builds bar's private list; the stream is how saved builds reach every device.\n      builds {\n        id\n        name\n        class\n        buildIconId\n        isPublic\n        updatedAt\n      }\n    }\n  }\n": typeof types.SessionProfileDocument,
    "\n  query BuildsCarouselTop {\n    topBuilds {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n": typeof types.BuildsCarouselTopDocument,
    "\n  subscription BuildsCarouselTopChanged {\n    topBuildsChanged {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n": typeof types.BuildsCarouselTopChangedDocument,
    "\n  mutation LocalBuildsSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n": typeof types.LocalBuildsSaveCopyDocument,
    "\n  mutation LocalBuildsSaveFields($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n    }\n  }\n": typeof types.LocalBuildsSaveFieldsDocument,
    "\n  query BuildsBarPrivate {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        buildIconId\n        isPublic\n        updatedAt\n      }\n    }\n  }\n": typeof types.BuildsBarPrivateDocument,
};
const documents: Documents = {
    "\n  fragment BuildCard_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    isPublic\n    publishDate\n    likeCount\n    commentCount\n    viewerHasLiked\n    ...BuildComments_build\n  }\n": types.BuildCard_BuildFragmentDoc,
    "\n  mutation BuildCardLike($buildId: ID!) {\n    likeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.BuildCardLikeDocument,
    "\n  mutation BuildCardUnlike($buildId: ID!) {\n    unlikeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.BuildCardUnlikeDocument,
    "\n  fragment BuildComments_build on Build {\n    id\n    commentCount\n    comments {\n      id\n      author\n      authorId\n      content\n      timestamp\n    }\n  }\n": types.BuildComments_BuildFragmentDoc,
    "\n  mutation BuildCommentsAdd($buildId: ID!, $content: String!) {\n    addComment(buildId: $buildId, content: $content) {\n      id\n      ...BuildComments_build\n    }\n  }\n": types.BuildCommentsAddDocument,
    "\n  mutation BuildCommentsDelete($buildId: ID!, $commentId: ID!) {\n    deleteComment(buildId: $buildId, commentId: $commentId) {\n      id\n      ...BuildComments_build\n    }\n  }\n": types.BuildCommentsDeleteDocument,
    "\n  query MyBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        characterLevel\n        buildIconId\n        isPublic\n        isPlannerBuild\n        publishDate\n        likeCount\n        commentCount\n        updatedAt\n      }\n    }\n  }\n": types.MyBuildsDocument,
    "\n  mutation MyBuildsUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      buildIconId\n      updatedAt\n    }\n  }\n": types.MyBuildsUpdateDocument,
    "\n  mutation MyBuildsPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n      updatedAt\n    }\n  }\n": types.MyBuildsPublishDocument,
    "\n  mutation MyBuildsUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n      updatedAt\n    }\n  }\n": types.MyBuildsUnpublishDocument,
    "\n  mutation MyBuildsDuplicate($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n": types.MyBuildsDuplicateDocument,
    "\n  mutation MyBuildsDelete($id: ID!) {\n    deleteBuild(id: $id)\n  }\n": types.MyBuildsDeleteDocument,
    "\n  query LiveBuild($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      ...BuildCard_build\n    }\n  }\n": types.LiveBuildDocument,
    "\n  subscription LiveBuildChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      name\n      ...BuildCard_build\n    }\n  }\n": types.LiveBuildChangedDocument,
    "\n  fragment BuildSummaryRow_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    likeCount\n    commentCount\n  }\n": types.BuildSummaryRow_BuildFragmentDoc,
    "\n  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {\n    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BuildSummaryRow_build\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BuildsPageDocument,
    "\n  query DebugBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        owner\n        ownerUsername\n        class\n        characterLevel\n        isPublic\n        isPlannerBuild\n        publishDate\n        buildIconId\n        assignedPoints { trait points }\n        statAllocations { hp mp magic ability hpRegen mpRegen capacity }\n        equippedItemIds { slot itemId legacyValue }\n        likeCount\n        commentCount\n        createdAt\n        updatedAt\n      }\n    }\n    topBuilds {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n": types.DebugBuildsDocument,
    "\n  fragment ItemsTable_item on Item {\n    id\n    name\n    category\n    level\n    classes\n    weight\n    value\n    iconUrl\n    twoHanded\n    stats {\n      attack\n      defense\n      armor\n      range\n      magic\n      ability\n      hp\n      mp\n      hpRegen\n      mpRegen\n      capacity\n    }\n  }\n": types.ItemsTable_ItemFragmentDoc,
    "\n  query ItemPage($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      description\n      iconUrl\n      stats {\n        attack\n        defense\n        armor\n        range\n        magic\n        ability\n        hp\n        mp\n        hpRegen\n        mpRegen\n        capacity\n      }\n      droppedBy {\n        monster {\n          id\n          name\n          level\n        }\n        chance\n        minAmount\n        maxAmount\n      }\n      soldBy {\n        npc {\n          id\n          name\n          location {\n            name\n          }\n        }\n        price\n      }\n      boughtBy {\n        npc {\n          id\n          name\n          location {\n            name\n          }\n        }\n        price\n      }\n      usedIn {\n        id\n        outputName\n        amount\n      }\n      madeBy {\n        id\n        fee\n        npc {\n          id\n          name\n        }\n        ingredients {\n          goodsId\n          name\n          amount\n          item {\n            id\n            category\n          }\n        }\n      }\n    }\n  }\n": types.ItemPageDocument,
    "\n  query ItemsPage($filter: ItemFilter) {\n    itemList(filter: $filter) {\n      id\n      ...ItemsTable_item\n    }\n  }\n": types.ItemsPageDocument,
    "\n  query ClassesPage {\n    classes {\n      id\n      name\n      role\n      description\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n      weaponCategories\n    }\n    stats {\n      id\n      name\n      perPoint\n      unit\n      description\n    }\n    progression {\n      maxLevel\n      statPointsPerLevel\n      levelsPerTraitPoint\n    }\n    traits {\n      number\n      name\n      class\n      tier\n      maxPoints\n      description\n      prerequisite {\n        number\n        name\n      }\n      effects {\n        label\n        perPoint\n        unit\n      }\n    }\n  }\n": types.ClassesPageDocument,
    "\n  query FormulaePage {\n    formulae {\n      id\n      name\n      expression\n      explanation\n    }\n    classes {\n      id\n      name\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n    }\n  }\n": types.FormulaePageDocument,
    "\n  query MonstersPage($first: Int!, $after: String) {\n    monsters(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          description\n          elements {\n            element\n            modifier\n          }\n          habitats {\n            id\n            name\n          }\n          loot {\n            goodsId\n            name\n            chance\n            minAmount\n            maxAmount\n            item {\n              id\n              category\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MonstersPageDocument,
    "\n  query NpcTradePage {\n    npcs {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        value\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": types.NpcTradePageDocument,
    "\n  query PremiumPage {\n    premiumOffers {\n      id\n      name\n      kind\n      days\n      points\n      priceCents\n      description\n    }\n  }\n": types.PremiumPageDocument,
    "\n  query RecipesPage {\n    recipes {\n      id\n      outputName\n      amount\n      fee\n      level\n      outputItem {\n        id\n        category\n      }\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      ingredients {\n        goodsId\n        name\n        amount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": types.RecipesPageDocument,
    "\n  query SpellsPage($first: Int!, $after: String) {\n    spells(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          classes\n          level\n          manaCost\n          cooldownSeconds\n          element\n          kind\n          power\n          premium\n          description\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SpellsPageDocument,
    "\n  query ManageNews {\n    news(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          author\n          publishedAt\n          updatedAt\n        }\n      }\n    }\n  }\n": types.ManageNewsDocument,
    "\n  query ManageOverview {\n    adminOverview {\n      newsCount\n      profileCount\n      adminCount\n      admins {\n        id\n        username\n        displayName\n      }\n    }\n  }\n": types.ManageOverviewDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    displayName\n  }\n": types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation ProfileFormUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      displayName\n      role\n    }\n  }\n": types.ProfileFormUpdateDocument,
    "\n  query MePage {\n    me {\n      id\n      username\n      displayName\n      role\n      ...ProfileForm_profile\n    }\n  }\n": types.MePageDocument,
    "\n  fragment NewsCard_news on News {\n    id\n    slug\n    title\n    summary\n    publishedAt\n  }\n": types.NewsCard_NewsFragmentDoc,
    "\n  query NewsPage($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...NewsCard_news\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NewsPageDocument,
    "\n  query SessionViewer {\n    me {\n      id\n      username\n      displayName\n      role\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n": types.SessionViewerDocument,
    "\n  subscription SessionProfile {\n    myProfile {\n      id\n      username\n      displayName\n      role\n      # The builds bar's private list; the stream is how saved builds reach every device.\n      builds {\n        id\n        name\n        class\n        buildIconId\n        isPublic\n        updatedAt\n      }\n    }\n  }\n": types.SessionProfileDocument,
    "\n  query BuildsCarouselTop {\n    topBuilds {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n": types.BuildsCarouselTopDocument,
    "\n  subscription BuildsCarouselTopChanged {\n    topBuildsChanged {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n": types.BuildsCarouselTopChangedDocument,
    "\n  mutation LocalBuildsSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n": types.LocalBuildsSaveCopyDocument,
    "\n  mutation LocalBuildsSaveFields($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n    }\n  }\n": types.LocalBuildsSaveFieldsDocument,
    "\n  query BuildsBarPrivate {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        buildIconId\n        isPublic\n        updatedAt\n      }\n    }\n  }\n": types.BuildsBarPrivateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildCard_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    isPublic\n    publishDate\n    likeCount\n    commentCount\n    viewerHasLiked\n    ...BuildComments_build\n  }\n"): (typeof documents)["\n  fragment BuildCard_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    isPublic\n    publishDate\n    likeCount\n    commentCount\n    viewerHasLiked\n    ...BuildComments_build\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildCardLike($buildId: ID!) {\n    likeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation BuildCardLike($buildId: ID!) {\n    likeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildCardUnlike($buildId: ID!) {\n    unlikeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"): (typeof documents)["\n  mutation BuildCardUnlike($buildId: ID!) {\n    unlikeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildComments_build on Build {\n    id\n    commentCount\n    comments {\n      id\n      author\n      authorId\n      content\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  fragment BuildComments_build on Build {\n    id\n    commentCount\n    comments {\n      id\n      author\n      authorId\n      content\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildCommentsAdd($buildId: ID!, $content: String!) {\n    addComment(buildId: $buildId, content: $content) {\n      id\n      ...BuildComments_build\n    }\n  }\n"): (typeof documents)["\n  mutation BuildCommentsAdd($buildId: ID!, $content: String!) {\n    addComment(buildId: $buildId, content: $content) {\n      id\n      ...BuildComments_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildCommentsDelete($buildId: ID!, $commentId: ID!) {\n    deleteComment(buildId: $buildId, commentId: $commentId) {\n      id\n      ...BuildComments_build\n    }\n  }\n"): (typeof documents)["\n  mutation BuildCommentsDelete($buildId: ID!, $commentId: ID!) {\n    deleteComment(buildId: $buildId, commentId: $commentId) {\n      id\n      ...BuildComments_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        characterLevel\n        buildIconId\n        isPublic\n        isPlannerBuild\n        publishDate\n        likeCount\n        commentCount\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        characterLevel\n        buildIconId\n        isPublic\n        isPlannerBuild\n        publishDate\n        likeCount\n        commentCount\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MyBuildsUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      buildIconId\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation MyBuildsUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      buildIconId\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MyBuildsPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation MyBuildsPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MyBuildsUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation MyBuildsUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MyBuildsDuplicate($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MyBuildsDuplicate($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MyBuildsDelete($id: ID!) {\n    deleteBuild(id: $id)\n  }\n"): (typeof documents)["\n  mutation MyBuildsDelete($id: ID!) {\n    deleteBuild(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveBuild($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      ...BuildCard_build\n    }\n  }\n"): (typeof documents)["\n  query LiveBuild($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      ...BuildCard_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveBuildChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      name\n      ...BuildCard_build\n    }\n  }\n"): (typeof documents)["\n  subscription LiveBuildChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      name\n      ...BuildCard_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildSummaryRow_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    likeCount\n    commentCount\n  }\n"): (typeof documents)["\n  fragment BuildSummaryRow_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    likeCount\n    commentCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {\n    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BuildSummaryRow_build\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {\n    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BuildSummaryRow_build\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DebugBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        owner\n        ownerUsername\n        class\n        characterLevel\n        isPublic\n        isPlannerBuild\n        publishDate\n        buildIconId\n        assignedPoints { trait points }\n        statAllocations { hp mp magic ability hpRegen mpRegen capacity }\n        equippedItemIds { slot itemId legacyValue }\n        likeCount\n        commentCount\n        createdAt\n        updatedAt\n      }\n    }\n    topBuilds {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n"): (typeof documents)["\n  query DebugBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        owner\n        ownerUsername\n        class\n        characterLevel\n        isPublic\n        isPlannerBuild\n        publishDate\n        buildIconId\n        assignedPoints { trait points }\n        statAllocations { hp mp magic ability hpRegen mpRegen capacity }\n        equippedItemIds { slot itemId legacyValue }\n        likeCount\n        commentCount\n        createdAt\n        updatedAt\n      }\n    }\n    topBuilds {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemsTable_item on Item {\n    id\n    name\n    category\n    level\n    classes\n    weight\n    value\n    iconUrl\n    twoHanded\n    stats {\n      attack\n      defense\n      armor\n      range\n      magic\n      ability\n      hp\n      mp\n      hpRegen\n      mpRegen\n      capacity\n    }\n  }\n"): (typeof documents)["\n  fragment ItemsTable_item on Item {\n    id\n    name\n    category\n    level\n    classes\n    weight\n    value\n    iconUrl\n    twoHanded\n    stats {\n      attack\n      defense\n      armor\n      range\n      magic\n      ability\n      hp\n      mp\n      hpRegen\n      mpRegen\n      capacity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemPage($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      description\n      iconUrl\n      stats {\n        attack\n        defense\n        armor\n        range\n        magic\n        ability\n        hp\n        mp\n        hpRegen\n        mpRegen\n        capacity\n      }\n      droppedBy {\n        monster {\n          id\n          name\n          level\n        }\n        chance\n        minAmount\n        maxAmount\n      }\n      soldBy {\n        npc {\n          id\n          name\n          location {\n            name\n          }\n        }\n        price\n      }\n      boughtBy {\n        npc {\n          id\n          name\n          location {\n            name\n          }\n        }\n        price\n      }\n      usedIn {\n        id\n        outputName\n        amount\n      }\n      madeBy {\n        id\n        fee\n        npc {\n          id\n          name\n        }\n        ingredients {\n          goodsId\n          name\n          amount\n          item {\n            id\n            category\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItemPage($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      description\n      iconUrl\n      stats {\n        attack\n        defense\n        armor\n        range\n        magic\n        ability\n        hp\n        mp\n        hpRegen\n        mpRegen\n        capacity\n      }\n      droppedBy {\n        monster {\n          id\n          name\n          level\n        }\n        chance\n        minAmount\n        maxAmount\n      }\n      soldBy {\n        npc {\n          id\n          name\n          location {\n            name\n          }\n        }\n        price\n      }\n      boughtBy {\n        npc {\n          id\n          name\n          location {\n            name\n          }\n        }\n        price\n      }\n      usedIn {\n        id\n        outputName\n        amount\n      }\n      madeBy {\n        id\n        fee\n        npc {\n          id\n          name\n        }\n        ingredients {\n          goodsId\n          name\n          amount\n          item {\n            id\n            category\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemsPage($filter: ItemFilter) {\n    itemList(filter: $filter) {\n      id\n      ...ItemsTable_item\n    }\n  }\n"): (typeof documents)["\n  query ItemsPage($filter: ItemFilter) {\n    itemList(filter: $filter) {\n      id\n      ...ItemsTable_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesPage {\n    classes {\n      id\n      name\n      role\n      description\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n      weaponCategories\n    }\n    stats {\n      id\n      name\n      perPoint\n      unit\n      description\n    }\n    progression {\n      maxLevel\n      statPointsPerLevel\n      levelsPerTraitPoint\n    }\n    traits {\n      number\n      name\n      class\n      tier\n      maxPoints\n      description\n      prerequisite {\n        number\n        name\n      }\n      effects {\n        label\n        perPoint\n        unit\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClassesPage {\n    classes {\n      id\n      name\n      role\n      description\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n      weaponCategories\n    }\n    stats {\n      id\n      name\n      perPoint\n      unit\n      description\n    }\n    progression {\n      maxLevel\n      statPointsPerLevel\n      levelsPerTraitPoint\n    }\n    traits {\n      number\n      name\n      class\n      tier\n      maxPoints\n      description\n      prerequisite {\n        number\n        name\n      }\n      effects {\n        label\n        perPoint\n        unit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormulaePage {\n    formulae {\n      id\n      name\n      expression\n      explanation\n    }\n    classes {\n      id\n      name\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n    }\n  }\n"): (typeof documents)["\n  query FormulaePage {\n    formulae {\n      id\n      name\n      expression\n      explanation\n    }\n    classes {\n      id\n      name\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonstersPage($first: Int!, $after: String) {\n    monsters(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          description\n          elements {\n            element\n            modifier\n          }\n          habitats {\n            id\n            name\n          }\n          loot {\n            goodsId\n            name\n            chance\n            minAmount\n            maxAmount\n            item {\n              id\n              category\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonstersPage($first: Int!, $after: String) {\n    monsters(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          description\n          elements {\n            element\n            modifier\n          }\n          habitats {\n            id\n            name\n          }\n          loot {\n            goodsId\n            name\n            chance\n            minAmount\n            maxAmount\n            item {\n              id\n              category\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NpcTradePage {\n    npcs {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        value\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NpcTradePage {\n    npcs {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        value\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PremiumPage {\n    premiumOffers {\n      id\n      name\n      kind\n      days\n      points\n      priceCents\n      description\n    }\n  }\n"): (typeof documents)["\n  query PremiumPage {\n    premiumOffers {\n      id\n      name\n      kind\n      days\n      points\n      priceCents\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipesPage {\n    recipes {\n      id\n      outputName\n      amount\n      fee\n      level\n      outputItem {\n        id\n        category\n      }\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      ingredients {\n        goodsId\n        name\n        amount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipesPage {\n    recipes {\n      id\n      outputName\n      amount\n      fee\n      level\n      outputItem {\n        id\n        category\n      }\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      ingredients {\n        goodsId\n        name\n        amount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpellsPage($first: Int!, $after: String) {\n    spells(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          classes\n          level\n          manaCost\n          cooldownSeconds\n          element\n          kind\n          power\n          premium\n          description\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SpellsPage($first: Int!, $after: String) {\n    spells(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          classes\n          level\n          manaCost\n          cooldownSeconds\n          element\n          kind\n          power\n          premium\n          description\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageNews {\n    news(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          author\n          publishedAt\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManageNews {\n    news(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          author\n          publishedAt\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageOverview {\n    adminOverview {\n      newsCount\n      profileCount\n      adminCount\n      admins {\n        id\n        username\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManageOverview {\n    adminOverview {\n      newsCount\n      profileCount\n      adminCount\n      admins {\n        id\n        username\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    displayName\n  }\n"): (typeof documents)["\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    displayName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileFormUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      displayName\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileFormUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      displayName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MePage {\n    me {\n      id\n      username\n      displayName\n      role\n      ...ProfileForm_profile\n    }\n  }\n"): (typeof documents)["\n  query MePage {\n    me {\n      id\n      username\n      displayName\n      role\n      ...ProfileForm_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCard_news on News {\n    id\n    slug\n    title\n    summary\n    publishedAt\n  }\n"): (typeof documents)["\n  fragment NewsCard_news on News {\n    id\n    slug\n    title\n    summary\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsPage($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...NewsCard_news\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsPage($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...NewsCard_news\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionViewer {\n    me {\n      id\n      username\n      displayName\n      role\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n"): (typeof documents)["\n  query SessionViewer {\n    me {\n      id\n      username\n      displayName\n      role\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionProfile {\n    myProfile {\n      id\n      username\n      displayName\n      role\n      # The builds bar's private list; the stream is how saved builds reach every device.\n      builds {\n        id\n        name\n        class\n        buildIconId\n        isPublic\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SessionProfile {\n    myProfile {\n      id\n      username\n      displayName\n      role\n      # The builds bar's private list; the stream is how saved builds reach every device.\n      builds {\n        id\n        name\n        class\n        buildIconId\n        isPublic\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildsCarouselTop {\n    topBuilds {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n"): (typeof documents)["\n  query BuildsCarouselTop {\n    topBuilds {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BuildsCarouselTopChanged {\n    topBuildsChanged {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n"): (typeof documents)["\n  subscription BuildsCarouselTopChanged {\n    topBuildsChanged {\n      id\n      title\n      owner\n      likes\n      characterClass\n      characterLevel\n      buildIconId\n      isPlannerBuild\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LocalBuildsSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation LocalBuildsSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LocalBuildsSaveFields($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation LocalBuildsSaveFields($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildsBarPrivate {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        buildIconId\n        isPublic\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildsBarPrivate {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        buildIconId\n        isPublic\n        updatedAt\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;