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
    "\n  query PreviewBuildNotes($description: String!) {\n    previewBuildNotes(description: $description) {\n      html\n      unknownReferences\n    }\n  }\n": typeof types.PreviewBuildNotesDocument,
    "\n  fragment SavedBuild_build on Build {\n    class\n    characterLevel\n    isPlannerBuild\n    dataVersion\n    madeWithVersion\n    assignedPoints {\n      trait\n      points\n    }\n    statAllocations {\n      ...StatAllocations_stats\n    }\n    levellingPlan\n    targetMonsterId\n    equippedItemIds {\n      slot\n      itemId\n      legacyValue\n    }\n    variants {\n      name\n      characterLevel\n      assignedPoints {\n        trait\n        points\n      }\n      statAllocations {\n        ...StatAllocations_stats\n      }\n      levellingPlan\n      targetMonsterId\n      equippedItemIds {\n        slot\n        itemId\n        legacyValue\n      }\n    }\n  }\n": typeof types.SavedBuild_BuildFragmentDoc,
    "\n  query BuildEditorLoad($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      ownerUsername\n      isPublic\n      viewerIsOwner\n      # Hidden or held by moderation: what and why (its owner's only; null for a build shown normally).\n      moderation {\n        state\n        rule\n        reason\n      }\n      migrationNotes\n      description\n      tags\n      basedOn {\n        id\n        name\n        ownerUsername\n      }\n      ...SavedBuild_build\n    }\n  }\n": typeof types.BuildEditorLoadDocument,
    "\n  query ServedTraits {\n    gameData {\n      version\n      traitTierPoints\n    }\n    traits {\n      number\n      name\n      class\n      branch\n      tier\n      maxPoints\n      description\n      prerequisite {\n        number\n      }\n      effects {\n        label\n        target\n        perPoint\n        unit\n      }\n    }\n  }\n": typeof types.ServedTraitsDocument,
    "\n  query CurrentShareState($state: String!) {\n    currentShareState(state: $state)\n  }\n": typeof types.CurrentShareStateDocument,
    "\n  mutation BuildEditorCreate($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n      name\n      isPublic\n    }\n  }\n": typeof types.BuildEditorCreateDocument,
    "\n  mutation BuildEditorUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      isPublic\n      updatedAt\n      description\n      tags\n    }\n  }\n": typeof types.BuildEditorUpdateDocument,
    "\n  mutation BuildEditorPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n    }\n  }\n": typeof types.BuildEditorPublishDocument,
    "\n  mutation BuildEditorUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n    }\n  }\n": typeof types.BuildEditorUnpublishDocument,
    "\n  mutation BuildEditorShareLink($tool: BuildKind!, $state: String!, $name: String, $variant: String) {\n    createShareLink(tool: $tool, state: $state, name: $name, variant: $variant) {\n      code\n    }\n  }\n": typeof types.BuildEditorShareLinkDocument,
    "\n  fragment BuildCard_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    isPublic\n    publishDate\n    likeCount\n    commentCount\n    viewerHasLiked\n    viewerIsOwner\n    descriptionHtml\n    descriptionExcerpt\n    tags\n    madeWithVersion\n    moderation {\n      state\n      rule\n      reason\n    }\n    notesModeration {\n      state\n      rule\n      reason\n    }\n    variants {\n      name\n      characterLevel\n    }\n    ...BuildContents_build\n  }\n": typeof types.BuildCard_BuildFragmentDoc,
    "\n  mutation BuildCardLike($buildId: ID!) {\n    likeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.BuildCardLikeDocument,
    "\n  mutation BuildCardUnlike($buildId: ID!) {\n    unlikeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": typeof types.BuildCardUnlikeDocument,
    "\n  mutation BuildCardSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.BuildCardSaveCopyDocument,
    "\n  fragment BuildContents_build on Build {\n    id\n    basedOn {\n      id\n      name\n      ownerUsername\n    }\n    class\n    characterLevel\n    isPlannerBuild\n    dataVersion\n    madeWithVersion\n    assignedPoints {\n      trait\n      points\n      details {\n        ...TraitDetails_trait\n      }\n    }\n    statAllocations {\n      ...StatAllocations_stats\n    }\n    equippedItemIds {\n      slot\n      itemId\n      legacyValue\n      item {\n        id\n        name\n        category\n        iconUrl\n      }\n    }\n    levellingPlan\n  }\n": typeof types.BuildContents_BuildFragmentDoc,
    "\n  query BuildContentsWorked($id: ID!) {\n    build(id: $id) {\n      id\n      equippedItemIds {\n        slot\n        item {\n          id\n          name\n          weight\n          level\n          stats {\n            ...ItemStats_stats\n          }\n          ...EquipmentCostList_item\n        }\n      }\n    }\n  }\n": typeof types.BuildContentsWorkedDocument,
    "\n  query BuildVariantContents($id: ID!) {\n    build(id: $id) {\n      id\n      variants {\n        name\n        characterLevel\n        assignedPoints {\n          trait\n          points\n          details {\n            ...TraitDetails_trait\n          }\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        levellingPlan\n        equippedItemIds {\n          slot\n          itemId\n          legacyValue\n          item {\n            id\n            name\n            category\n            iconUrl\n            weight\n            level\n            stats {\n              ...ItemStats_stats\n            }\n            ...EquipmentCostList_item\n          }\n        }\n      }\n    }\n  }\n": typeof types.BuildVariantContentsDocument,
    "\n  fragment EquipmentCostList_item on Item {\n    soldBy {\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      price\n    }\n    droppedBy {\n      monster {\n        id\n        name\n      }\n      chance\n    }\n  }\n": typeof types.EquipmentCostList_ItemFragmentDoc,
    "\n  query LikedBuilds {\n    likedBuilds {\n      id\n      name\n      class\n      characterLevel\n      buildIconId\n      ownerUsername\n      likeCount\n    }\n  }\n": typeof types.LikedBuildsDocument,
    "\n  query MyBuilds {\n    me {\n      id\n      builds {\n        ...OwnBuildEntry_build\n        isPlannerBuild\n        publishDate\n        likeCount\n        commentCount\n        variants {\n          name\n        }\n        patchChanges {\n          summary\n        }\n      }\n    }\n  }\n": typeof types.MyBuildsDocument,
    "\n  mutation MyBuildsUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      buildIconId\n      updatedAt\n    }\n  }\n": typeof types.MyBuildsUpdateDocument,
    "\n  mutation MyBuildsPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n      updatedAt\n    }\n  }\n": typeof types.MyBuildsPublishDocument,
    "\n  mutation MyBuildsUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n      updatedAt\n    }\n  }\n": typeof types.MyBuildsUnpublishDocument,
    "\n  mutation MyBuildsDuplicate($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n": typeof types.MyBuildsDuplicateDocument,
    "\n  mutation MyBuildsDelete($id: ID!) {\n    deleteBuild(id: $id)\n  }\n": typeof types.MyBuildsDeleteDocument,
    "\n  fragment TraitDetails_trait on Trait {\n    name\n    class\n    tier\n    maxPoints\n    effects {\n      target\n      perPoint\n      unit\n    }\n  }\n": typeof types.TraitDetails_TraitFragmentDoc,
    "\n  fragment BuildComments_build on Build {\n    id\n    commentCount\n    # The viewer's own comments a moderator hid: theirs alone to read, each where it was.\n    viewerHiddenComments {\n      ...BuildComments_hidden\n    }\n    comments(first: 20, topLevelOnly: true) {\n      nodes {\n        id\n        ...BuildComments_thread\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BuildComments_BuildFragmentDoc,
    "\n  query BuildCommentsOlder($id: ID!, $after: String!) {\n    build(id: $id) {\n      id\n      comments(first: 20, after: $after, topLevelOnly: true) {\n        nodes {\n          id\n          ...BuildComments_thread\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.BuildCommentsOlderDocument,
    "\n  mutation BuildCommentsAdd($buildId: ID!, $content: String!) {\n    addComment(buildId: $buildId, content: $content) {\n      id\n      ...BuildComments_build\n    }\n  }\n": typeof types.BuildCommentsAddDocument,
    "\n  mutation BuildCommentsDelete($buildId: ID!, $commentId: ID!) {\n    deleteComment(buildId: $buildId, commentId: $commentId) {\n      id\n      ...BuildComments_build\n    }\n  }\n": typeof types.BuildCommentsDeleteDocument,
    "\n  fragment BuildComments_thread on Comment {\n    id\n    ...BuildComments_comment\n    replies(first: 100) {\n      totalCount\n      nodes {\n        id\n        ...BuildComments_comment\n      }\n    }\n  }\n": typeof types.BuildComments_ThreadFragmentDoc,
    "\n  mutation BuildCommentsReply($buildId: ID!, $content: String!, $parentId: ID!) {\n    addComment(buildId: $buildId, content: $content, parentId: $parentId) {\n      id\n      ...BuildComments_build\n      comment(id: $parentId) {\n        id\n        ...BuildComments_thread\n      }\n    }\n  }\n": typeof types.BuildCommentsReplyDocument,
    "\n  fragment BuildComments_comment on Comment {\n    id\n    author\n    authorId\n    authorUsername\n    content\n    createdAt\n    editedAt\n    parentId\n  }\n": typeof types.BuildComments_CommentFragmentDoc,
    "\n  mutation BuildCommentsEdit($buildId: ID!, $commentId: ID!, $content: String!) {\n    editComment(buildId: $buildId, commentId: $commentId, content: $content) {\n      id\n      ...BuildComments_build\n      comment(id: $commentId) {\n        id\n        ...BuildComments_comment\n      }\n    }\n  }\n": typeof types.BuildCommentsEditDocument,
    "\n  fragment BuildComments_hidden on Comment {\n    id\n    parentId\n    createdAt\n    ...BuildComments_comment\n    moderation {\n      state\n      rule\n      reason\n    }\n  }\n": typeof types.BuildComments_HiddenFragmentDoc,
    "\n  fragment OwnBuildEntry_build on Build {\n    id\n    name\n    class\n    characterLevel\n    buildIconId\n    isPublic\n    updatedAt\n  }\n": typeof types.OwnBuildEntry_BuildFragmentDoc,
    "\n  fragment StatAllocations_stats on StatAllocations {\n    hp\n    mp\n    magic\n    ability\n    hpRegen\n    mpRegen\n    capacity\n  }\n": typeof types.StatAllocations_StatsFragmentDoc,
    "\n  query LiveBuild($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      isPlannerBuild\n      variants {\n        name\n        characterLevel\n      }\n      ...BuildCard_build\n      ...BuildComments_build\n    }\n  }\n": typeof types.LiveBuildDocument,
    "\n  query BuildViewerParts($id: ID!) {\n    build(id: $id) {\n      id\n      viewerHasLiked\n      viewerIsOwner\n      viewerHiddenComments {\n        ...BuildComments_hidden\n      }\n    }\n  }\n": typeof types.BuildViewerPartsDocument,
    "\n  subscription LiveBuildChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      variants {\n        name\n        characterLevel\n      }\n      ...BuildCard_build\n      ...BuildComments_build\n    }\n  }\n": typeof types.LiveBuildChangedDocument,
    "\n  subscription ContentRemoved($kind: ContentKind!) {\n    contentRemoved(kind: $kind)\n  }\n": typeof types.ContentRemovedDocument,
    "\n  fragment ItemStats_stats on ItemStats {\n    attack\n    defense\n    armor\n    range\n    magic\n    ability\n    hp\n    mp\n    hpRegen\n    mpRegen\n    capacity\n  }\n": typeof types.ItemStats_StatsFragmentDoc,
    "\n  subscription LiveItem($id: ID!) {\n    itemChanged(id: $id) {\n      id\n      name\n      description\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      retired\n      iconUrl\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n": typeof types.LiveItemDocument,
    "\n  fragment ReportStanding_report on Report {\n    id\n    reason\n    createdAt\n    targetKind\n    targetTitle\n    targetPath\n    status\n    outcome\n    decisionRule\n    decisionReason\n    decidedAt\n  }\n": typeof types.ReportStanding_ReportFragmentDoc,
    "\n  mutation SendReport($input: ReportInput!) {\n    report(input: $input) {\n      id\n      reason\n      createdAt\n      repeated\n      receiptCode\n    }\n  }\n": typeof types.SendReportDocument,
    "\n  query BuildPatchChanges($id: ID!) {\n    build(id: $id) {\n      id\n      owner\n      dataVersion\n      patchChanges {\n        from\n        to {\n          number\n          name\n        }\n        summary\n        changes {\n          effect\n          kind\n          id\n          variant\n          text\n        }\n        numbers {\n          stat\n          label\n          before\n          after\n        }\n      }\n    }\n  }\n": typeof types.BuildPatchChangesDocument,
    "\n  mutation UpdateBuildGameData($id: ID!) {\n    updateBuildGameData(id: $id) {\n      id\n      dataVersion\n      madeWithVersion\n      migrationNotes\n      patchChanges {\n        summary\n      }\n    }\n  }\n": typeof types.UpdateBuildGameDataDocument,
    "\n  subscription DataPatched {\n    gameDataPatched {\n      number\n      name\n    }\n  }\n": typeof types.DataPatchedDocument,
    "\n  fragment DiffKindEntries_entry on GameDataEntryChange {\n    kind\n    id\n    name\n    change\n    fields {\n      ...FieldChanges_change\n    }\n  }\n": typeof types.DiffKindEntries_EntryFragmentDoc,
    "\n  query DiffMoreVersionEntries($from: Int!, $to: Int!, $kind: GameDataKind!, $offset: Int!) {\n    gameDataDiff(from: $from, to: $to) {\n      entries(kind: $kind, first: 100, offset: $offset) {\n        ...DiffKindEntries_entry\n      }\n    }\n  }\n": typeof types.DiffMoreVersionEntriesDocument,
    "\n  query DiffMoreDraftEntries($kind: GameDataKind!, $offset: Int!) {\n    gameDataDraft {\n      id\n      diff {\n        entries(kind: $kind, first: 100, offset: $offset) {\n          ...DiffKindEntries_entry\n        }\n      }\n    }\n  }\n": typeof types.DiffMoreDraftEntriesDocument,
    "\n  fragment DiffView_diff on GameDataDiff {\n    from\n    to\n    empty\n    kinds {\n      kind\n      added\n      removed\n      changed\n    }\n    entries(kind: $diffKind, first: 100, offset: $diffOffset) {\n      kind\n      ...DiffKindEntries_entry\n    }\n  }\n": typeof types.DiffView_DiffFragmentDoc,
    "\n  fragment EntryHistory_entry on GameDataHistoryEntry {\n    version {\n      number\n      name\n      publishedAt\n    }\n    change\n    fields {\n      ...FieldChanges_change\n    }\n  }\n": typeof types.EntryHistory_EntryFragmentDoc,
    "\n  query EntryHistory($kind: GameDataKind!, $id: ID!) {\n    gameDataHistory(kind: $kind, id: $id) {\n      ...EntryHistory_entry\n    }\n  }\n": typeof types.EntryHistoryDocument,
    "\n  fragment FieldChanges_change on GameDataFieldChange {\n    path\n    before\n    after\n  }\n": typeof types.FieldChanges_ChangeFragmentDoc,
    "\n  query SiteSearch($query: String!, $perKind: Int!) {\n    search(query: $query, perKind: $perKind) {\n      query\n      total\n      groups {\n        kind\n        label\n        total\n        hits {\n          kind\n          id\n          title\n          detail\n          path\n          iconUrl\n          ref\n        }\n      }\n    }\n  }\n": typeof types.SiteSearchDocument,
    "\n  query ItemTooltip($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      level\n      category\n      iconUrl\n      description\n      classes\n      weight\n      value\n      retired\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n": typeof types.ItemTooltipDocument,
    "\n  query MonsterTooltip($id: ID!) {\n    monster(id: $id) {\n      id\n      name\n      level\n      health\n      experience\n      description\n    }\n  }\n": typeof types.MonsterTooltipDocument,
    "\n  query NpcTooltip($id: ID!) {\n    npc(id: $id) {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      description\n    }\n  }\n": typeof types.NpcTooltipDocument,
    "\n  query SpellTooltip($id: ID!) {\n    spell(id: $id) {\n      id\n      name\n      level\n      manaCost\n      kind\n      element\n      classes\n      description\n    }\n  }\n": typeof types.SpellTooltipDocument,
    "\n  query TraitTooltip($number: Int!) {\n    trait(number: $number) {\n      number\n      name\n      tier\n      class\n      maxPoints\n      description\n    }\n  }\n": typeof types.TraitTooltipDocument,
    "\n  fragment BuildSummaryRow_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    likeCount\n    commentCount\n    tags\n    madeWithVersion\n  }\n": typeof types.BuildSummaryRow_BuildFragmentDoc,
    "\n  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {\n    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BuildSummaryRow_build\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BuildsPageDocument,
    "\n  query DebugBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        owner\n        ownerUsername\n        isPublic\n        publishDate\n        buildIconId\n        # The build's own fields (its first variant); the other variants of 200 builds would pass\n        # the signed-in cost limit (they are on the build's page and in the tools).\n        class\n        characterLevel\n        isPlannerBuild\n        dataVersion\n        madeWithVersion\n        assignedPoints {\n          trait\n          points\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        levellingPlan\n        targetMonsterId\n        equippedItemIds {\n          slot\n          itemId\n          legacyValue\n        }\n        likeCount\n        commentCount\n        createdAt\n        updatedAt\n      }\n    }\n    topBuilds {\n      ...TopBuild_build\n    }\n  }\n": typeof types.DebugBuildsDocument,
    "\n  query ShareLinkPage($code: ID!) {\n    shareLink(code: $code) {\n      code\n      tool\n      currentState\n      name\n      variant\n    }\n  }\n": typeof types.ShareLinkPageDocument,
    "\n  query QuickCalcsPage {\n    itemList {\n      id\n      name\n      slot\n      level\n      weight\n      classes\n      stats {\n        ...ItemStats_stats\n      }\n    }\n    materials {\n      id\n      name\n      weight\n    }\n    monsters(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          elements {\n            element\n            modifier\n          }\n        }\n      }\n    }\n  }\n": typeof types.QuickCalcsPageDocument,
    "\n  fragment ContentDocument_content on Content {\n    id\n    kind\n    slug\n    title\n    summary\n    bodyHtml\n    toc {\n      level\n      id\n      text\n    }\n    author\n    tags\n    status\n    version\n    publishedAt\n    updatedAt\n    path\n  }\n": typeof types.ContentDocument_ContentFragmentDoc,
    "\n  fragment ContentCard_content on Content {\n    id\n    slug\n    title\n    summary\n    author\n    tags\n    version\n    publishedAt\n    updatedAt\n    path\n  }\n": typeof types.ContentCard_ContentFragmentDoc,
    "\n  query ContentPage($kind: ContentKind!, $idOrSlug: String!) {\n    content(kind: $kind, idOrSlug: $idOrSlug) {\n      id\n      ...ContentDocument_content\n    }\n  }\n": typeof types.ContentPageDocument,
    "\n  query ContentList($kind: ContentKind!, $tag: String, $search: String, $first: Int!, $after: String) {\n    contents(kind: $kind, tag: $tag, search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ContentCard_content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ContentListDocument,
    "\n  subscription ContentChanged($kind: ContentKind!) {\n    contentChanged(kind: $kind) {\n      id\n      ...ContentDocument_content\n    }\n  }\n": typeof types.ContentChangedDocument,
    "\n  query GuidesPage($tag: String, $search: String) {\n    contentTags(kind: GUIDE)\n    contents(kind: GUIDE, tag: $tag, search: $search, first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ContentCard_content\n        }\n      }\n    }\n  }\n": typeof types.GuidesPageDocument,
    "\n  query JugglingPage {\n    content(kind: PAGE, idOrSlug: \"juggling-boletus\") {\n      id\n      ...ContentDocument_content\n    }\n    me {\n      id\n      jugglingBest\n    }\n  }\n": typeof types.JugglingPageDocument,
    "\n  mutation RecordJugglingScore($score: Int!) {\n    recordJugglingScore(score: $score) {\n      id\n      jugglingBest\n    }\n  }\n": typeof types.RecordJugglingScoreDocument,
    "\n  query PatchNotes($after: String) {\n    contents(kind: PATCH_NOTES, first: 20, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...ContentDocument_content\n        }\n      }\n    }\n  }\n": typeof types.PatchNotesDocument,
    "\n  query BuildEmbed($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      isPublic\n      isPlannerBuild\n      ownerUsername\n      buildIconId\n      likeCount\n      variants {\n        name\n        characterLevel\n        assignedPoints {\n          trait\n          points\n          details {\n            ...TraitDetails_trait\n          }\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        equippedItemIds {\n          slot\n          item {\n            id\n            name\n            iconUrl\n            weight\n            stats {\n              ...ItemStats_stats\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.BuildEmbedDocument,
    "\n  subscription BuildEmbedChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      isPublic\n      likeCount\n    }\n  }\n": typeof types.BuildEmbedChangedDocument,
    "\n  query EmbedPage {\n    gameData {\n      version\n    }\n  }\n": typeof types.EmbedPageDocument,
    "\n  fragment ItemsTable_item on Item {\n    id\n    name\n    category\n    level\n    classes\n    weight\n    value\n    iconUrl\n    twoHanded\n    stats {\n      ...ItemStats_stats\n    }\n  }\n": typeof types.ItemsTable_ItemFragmentDoc,
    "\n  fragment ItemRoute_offer on TradeOffer {\n    npc {\n      id\n      name\n      location {\n        name\n      }\n    }\n    price\n  }\n": typeof types.ItemRoute_OfferFragmentDoc,
    "\n  query ItemPage($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      description\n      iconUrl\n      stats {\n        ...ItemStats_stats\n      }\n      droppedBy {\n        monster {\n          id\n          name\n          level\n        }\n        chance\n        minAmount\n        maxAmount\n      }\n      soldBy {\n        ...ItemRoute_offer\n      }\n      boughtBy {\n        ...ItemRoute_offer\n      }\n      usedIn {\n        id\n        outputName\n        amount\n      }\n      madeBy {\n        id\n        fee\n        npc {\n          id\n          name\n        }\n        ingredients {\n          goodsId\n          name\n          amount\n          item {\n            id\n            category\n          }\n        }\n      }\n    }\n  }\n": typeof types.ItemPageDocument,
    "\n  query ItemsPage($filter: ItemFilter) {\n    itemList(filter: $filter) {\n      id\n      ...ItemsTable_item\n    }\n  }\n": typeof types.ItemsPageDocument,
    "\n  fragment SpellFacts_spell on Spell {\n    id\n    name\n    classes\n    level\n    manaCost\n    cooldownSeconds\n    element\n    kind\n    power\n    premium\n    description\n  }\n": typeof types.SpellFacts_SpellFragmentDoc,
    "\n  fragment TraitFacts_trait on Trait {\n    number\n    name\n    class\n    tier\n    maxPoints\n    description\n    prerequisite {\n      number\n      name\n    }\n    branch\n    effects {\n      label\n      target\n      perPoint\n      unit\n    }\n  }\n": typeof types.TraitFacts_TraitFragmentDoc,
    "\n  query ClassesPage {\n    classes {\n      id\n      name\n      role\n      description\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n      weaponCategories\n    }\n    stats {\n      id\n      name\n      perPoint\n      unit\n      description\n    }\n    progression {\n      maxLevel\n      statPointsPerLevel\n      levelsPerTraitPoint\n    }\n    traits {\n      ...TraitFacts_trait\n    }\n  }\n": typeof types.ClassesPageDocument,
    "\n  query FormulaePage {\n    formulae {\n      id\n      name\n      expression\n      explanation\n    }\n    classes {\n      id\n      name\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n    }\n  }\n": typeof types.FormulaePageDocument,
    "\n  query MonsterPage($id: ID!) {\n    monster(id: $id) {\n      id\n      name\n      level\n      health\n      experience\n      armor\n      description\n      elements {\n        element\n        modifier\n      }\n      habitats {\n        id\n        name\n        kind\n      }\n      loot {\n        goodsId\n        name\n        chance\n        minAmount\n        maxAmount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": typeof types.MonsterPageDocument,
    "\n  query MonstersPage($first: Int!, $after: String) {\n    monsters(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          description\n          elements {\n            element\n            modifier\n          }\n          habitats {\n            id\n            name\n          }\n          loot {\n            goodsId\n            name\n            chance\n            minAmount\n            maxAmount\n            item {\n              id\n              category\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MonstersPageDocument,
    "\n  query NpcPage($id: ID!) {\n    npc(id: $id) {\n      id\n      name\n      profession\n      description\n      x\n      y\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": typeof types.NpcPageDocument,
    "\n  query NpcTradePage {\n    npcs {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        value\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": typeof types.NpcTradePageDocument,
    "\n  query PremiumPage {\n    premiumOffers {\n      id\n      name\n      kind\n      days\n      points\n      priceCents\n      description\n    }\n  }\n": typeof types.PremiumPageDocument,
    "\n  query RecipesPage {\n    recipes {\n      id\n      outputName\n      amount\n      fee\n      level\n      outputItem {\n        id\n        category\n      }\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      ingredients {\n        goodsId\n        name\n        amount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": typeof types.RecipesPageDocument,
    "\n  query SpellPage($id: ID!) {\n    spell(id: $id) {\n      ...SpellFacts_spell\n      history {\n        ...EntryHistory_entry\n      }\n    }\n  }\n": typeof types.SpellPageDocument,
    "\n  query SpellsPage($first: Int!, $after: String) {\n    spells(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...SpellFacts_spell\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SpellsPageDocument,
    "\n  query TraitPage($number: Int!) {\n    trait(number: $number) {\n      ...TraitFacts_trait\n      history {\n        ...EntryHistory_entry\n      }\n    }\n  }\n": typeof types.TraitPageDocument,
    "\n  query AuditLog($first: Int!, $after: String) {\n    auditLog(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          at\n          actor\n          action\n          targetType\n          targetId\n          targetLabel\n          before\n          after\n          revertOf\n          revertedBy\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation RevertAuditEntry($id: ID!) {\n    revertAuditEntry(id: $id) {\n      id\n      action\n    }\n  }\n": typeof types.RevertAuditEntryDocument,
    "\n  query EditContent($kind: ContentKind!, $id: String!) {\n    content(kind: $kind, idOrSlug: $id) {\n      id\n      slug\n      title\n      summary\n      body\n      author\n      tags\n      version\n      status\n    }\n  }\n": typeof types.EditContentDocument,
    "\n  query PreviewContent($body: String!) {\n    previewContent(body: $body) {\n      html\n      toc {\n        level\n        id\n        text\n      }\n      unknownReferences\n    }\n  }\n": typeof types.PreviewContentDocument,
    "\n  mutation CreateContent($kind: ContentKind!, $input: ContentInput!) {\n    createContent(kind: $kind, input: $input) {\n      id\n      slug\n      title\n      status\n    }\n  }\n": typeof types.CreateContentDocument,
    "\n  mutation UpdateContent($id: ID!, $input: ContentInput!) {\n    updateContent(id: $id, input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      author\n      tags\n      version\n      status\n      updatedAt\n    }\n  }\n": typeof types.UpdateContentDocument,
    "\n  query EditItem($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      description\n      category\n      level\n      classes\n      weight\n      value\n      twoHanded\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n": typeof types.EditItemDocument,
    "\n  mutation UpdateItem($id: ID!, $input: ItemInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n      name\n      description\n      category\n      slot\n      level\n      classes\n      weight\n      value\n      twoHanded\n      retired\n      iconUrl\n      tier\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n": typeof types.UpdateItemDocument,
    "\n  mutation CreateItem($input: ItemInput!) {\n    createItem(input: $input) {\n      id\n      name\n      category\n    }\n  }\n": typeof types.CreateItemDocument,
    "\n  fragment AffectedBuildsPanel_builds on AffectedBuilds {\n    total\n    byClass {\n      class\n      count\n    }\n    builds(first: 20) {\n      buildId\n      name\n      ownerUsername\n      class\n      isPublic\n      changes {\n        text\n      }\n    }\n  }\n": typeof types.AffectedBuildsPanel_BuildsFragmentDoc,
    "\n  query DraftEntry($kind: GameDataKind!, $id: ID!) {\n    gameDataDraft {\n      id\n      revision\n      entry(kind: $kind, id: $id)\n    }\n  }\n": typeof types.DraftEntryDocument,
    "\n  mutation EditDraftEntry($input: GameDataDraftEditInput!) {\n    editGameDataDraft(input: $input) {\n      id\n      revision\n    }\n  }\n": typeof types.EditDraftEntryDocument,
    "\n  query DraftItem($id: ID!) {\n    gameDataDraft {\n      id\n      revision\n      entry(kind: items, id: $id)\n    }\n  }\n": typeof types.DraftItemDocument,
    "\n  mutation EditGameDataDraft($input: GameDataDraftEditInput!) {\n    editGameDataDraft(input: $input) {\n      id\n      revision\n    }\n  }\n": typeof types.EditGameDataDraftDocument,
    "\n  query DraftItemSearch($search: String) {\n    items(filter: { search: $search, includeRetired: true }, first: 10) {\n      edges {\n        node {\n          id\n          name\n          category\n        }\n      }\n    }\n  }\n": typeof types.DraftItemSearchDocument,
    "\n  mutation PublishGameDataDraft($name: String!, $notes: String) {\n    publishGameDataDraft(name: $name, notes: $notes) {\n      version {\n        number\n        name\n      }\n      patchNotes {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PublishGameDataDraftDocument,
    "\n  query DraftEntryNames($kinds: [GameDataKind!]!, $search: String, $first: Int) {\n    gameDataDraft {\n      id\n      entries(kinds: $kinds, search: $search, first: $first) {\n        kind\n        id\n        name\n      }\n    }\n  }\n": typeof types.DraftEntryNamesDocument,
    "\n  fragment ModerationCase_case on ModerationCase {\n    id\n    targetKind\n    targetId\n    buildId\n    status\n    contentState\n    autoHidden\n    heldByWordList\n    locked\n    reportCount\n    eligibleReportCount\n    openedAt\n    lastReportedAt\n    reported {\n      title\n      text\n      path\n      at\n    }\n    current {\n      title\n      text\n      path\n      at\n    }\n    author {\n      username\n      displayName\n      createdAt\n      suspension {\n        until\n        permanent\n      }\n      earlierDecisions {\n        id\n        action\n        rule\n        reason\n        decidedAt\n        content {\n          title\n        }\n      }\n    }\n    reports(first: 20) {\n      id\n      reason\n      text\n      createdAt\n      reporter\n      reporterSince\n      noticeExplanation\n      noticeUrl\n      noticeName\n      noticeEmail\n    }\n    appealedDecisionBy\n  }\n": typeof types.ModerationCase_CaseFragmentDoc,
    "\n  query ModerationQueue($order: ModerationQueueOrder!) {\n    moderationQueue(order: $order, first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ModerationCase_case\n        }\n      }\n    }\n    moderationReasonTemplates {\n      id\n      rule\n      title\n      text\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  subscription ModerationCaseChanged {\n    moderationCaseChanged {\n      id\n      status\n      ...ModerationCase_case\n    }\n  }\n": typeof types.ModerationCaseChangedDocument,
    "\n  mutation DecideModerationCase($input: ModerationDecisionInput!) {\n    decideModerationCase(input: $input) {\n      id\n      status\n      ...ModerationCase_case\n    }\n  }\n": typeof types.DecideModerationCaseDocument,
    "\n  query ManageItems($search: String) {\n    items(filter: { search: $search, includeRetired: true }, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          category\n          level\n          value\n          retired\n        }\n      }\n    }\n  }\n": typeof types.ManageItemsDocument,
    "\n  mutation RetireItem($id: ID!) {\n    retireItem(id: $id) {\n      id\n      retired\n    }\n  }\n": typeof types.RetireItemDocument,
    "\n  mutation RestoreItem($id: ID!) {\n    restoreItem(id: $id) {\n      id\n      retired\n    }\n  }\n": typeof types.RestoreItemDocument,
    "\n  query ManageContents($kind: ContentKind!) {\n    manageContents(kind: $kind, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          author\n          status\n          version\n          path\n          publishedAt\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.ManageContentsDocument,
    "\n  mutation PublishContent($id: ID!) {\n    publishContent(id: $id) {\n      id\n      status\n      publishedAt\n      updatedAt\n    }\n  }\n": typeof types.PublishContentDocument,
    "\n  mutation UnpublishContent($id: ID!) {\n    unpublishContent(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.UnpublishContentDocument,
    "\n  mutation DeleteContent($id: ID!) {\n    deleteContent(id: $id)\n  }\n": typeof types.DeleteContentDocument,
    "\n  query ManagePatches($diffKind: GameDataKind, $diffOffset: Int! = 0) {\n    gameDataVersions {\n      number\n      name\n      current\n    }\n    gameDataDraft {\n      id\n      revision\n      openedBy\n      updatedAt\n      base {\n        number\n        name\n      }\n      problems {\n        path\n        message\n      }\n      diff {\n        empty\n        ...DiffView_diff\n      }\n      affectedBuilds {\n        ...AffectedBuildsPanel_builds\n      }\n    }\n  }\n": typeof types.ManagePatchesDocument,
    "\n  mutation OpenGameDataDraft {\n    openGameDataDraft {\n      id\n    }\n  }\n": typeof types.OpenGameDataDraftDocument,
    "\n  mutation DiscardGameDataDraft {\n    discardGameDataDraft\n  }\n": typeof types.DiscardGameDataDraftDocument,
    "\n  query ManageOverview {\n    adminOverview {\n      newsCount\n      profileCount\n      adminCount\n      admins {\n        id\n        username\n        displayName\n      }\n      itemCount\n      retiredItemCount\n      contentCounts {\n        kind\n        published\n        drafts\n      }\n    }\n  }\n": typeof types.ManageOverviewDocument,
    "\n  mutation AppealModerationDecision($decisionId: ID!, $text: String!) {\n    appealModerationDecision(decisionId: $decisionId, text: $text) {\n      id\n      appeal\n      appealText\n      viewerCanAppeal\n    }\n  }\n": typeof types.AppealModerationDecisionDocument,
    "\n  query ConnectedSignIns {\n    me {\n      id\n      signIns {\n        id\n        provider\n        linkedAt\n      }\n      activity(first: 20) {\n        id\n        at\n        action\n        provider\n        detail\n      }\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n": typeof types.ConnectedSignInsDocument,
    "\n  mutation DisconnectSignIn($id: ID!) {\n    disconnectSignIn(id: $id) {\n      id\n      provider\n      linkedAt\n    }\n  }\n": typeof types.DisconnectSignInDocument,
    "\n  mutation DeleteMyAccount($mode: AccountDeletionMode!, $confirmUsername: String!) {\n    deleteMyAccount(mode: $mode, confirmUsername: $confirmUsername)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query MyModeration {\n    me {\n      id\n      suspension {\n        until\n        permanent\n        reason\n      }\n    }\n    myModerationDecisions {\n      id\n      action\n      targetKind\n      content {\n        title\n        text\n        path\n      }\n      rule\n      reason\n      note\n      decidedAt\n      suspendedUntil\n      permanent\n      appeal\n      appealText\n      viewerCanAppeal\n    }\n    myReports(first: 50) {\n      id\n      ...ReportStanding_report\n    }\n  }\n": typeof types.MyModerationDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n": typeof types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    displayName\n  }\n": typeof types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation ProfileFormUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      displayName\n      role\n    }\n  }\n": typeof types.ProfileFormUpdateDocument,
    "\n  query MePage {\n    me {\n      id\n      username\n      displayName\n      role\n      ...ProfileForm_profile\n    }\n  }\n": typeof types.MePageDocument,
    "\n  fragment NewsCard_news on News {\n    id\n    slug\n    title\n    summary\n    publishedAt\n  }\n": typeof types.NewsCard_NewsFragmentDoc,
    "\n  query NewsPost($idOrSlug: String!) {\n    newsPost(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      summary\n      author\n      tags\n      bodyHtml\n      toc {\n        level\n        id\n        text\n      }\n      publishedAt\n      updatedAt\n    }\n  }\n": typeof types.NewsPostDocument,
    "\n  subscription NewsPostChanged {\n    newsChanged {\n      id\n      title\n      summary\n      tags\n      bodyHtml\n      toc {\n        level\n        id\n        text\n      }\n      updatedAt\n    }\n  }\n": typeof types.NewsPostChangedDocument,
    "\n  query NewsPage($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...NewsCard_news\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NewsPageDocument,
    "\n  subscription NewsFeedChanged {\n    newsChanged {\n      id\n      ...NewsCard_news\n    }\n  }\n": typeof types.NewsFeedChangedDocument,
    "\n  query ReportStatusPage($receiptCode: String!) {\n    reportByReceipt(receiptCode: $receiptCode) {\n      id\n      ...ReportStanding_report\n    }\n  }\n": typeof types.ReportStatusPageDocument,
    "\n  fragment VersionSummary_version on GameDataVersion {\n    number\n    summary {\n      kind\n      added\n      removed\n      changed\n    }\n  }\n": typeof types.VersionSummary_VersionFragmentDoc,
    "\n  query Patch($number: Int!, $before: Int!, $diffKind: GameDataKind, $diffOffset: Int! = 0) {\n    gameDataVersion(number: $number) {\n      number\n      name\n      notes\n      publishedAt\n      current\n      exportsUrl\n    }\n    gameDataDiff(from: $before, to: $number) {\n      ...DiffView_diff\n    }\n  }\n": typeof types.PatchDocument,
    "\n  query Patches {\n    gameDataVersions {\n      number\n      name\n      publishedAt\n      current\n      ...VersionSummary_version\n    }\n  }\n": typeof types.PatchesDocument,
    "\n  fragment AgainstPanel_monster on Monster {\n    id\n    name\n    level\n    health\n    armor\n    elements {\n      element\n      modifier\n    }\n  }\n": typeof types.AgainstPanel_MonsterFragmentDoc,
    "\n  query PlannerTargetSearch($query: String!) {\n    search(query: $query, perKind: 8, kinds: [MONSTER]) {\n      query\n      groups {\n        kind\n        hits {\n          id\n          title\n          detail\n        }\n      }\n    }\n  }\n": typeof types.PlannerTargetSearchDocument,
    "\n  query PlannerTarget($id: ID!) {\n    monster(id: $id) {\n      id\n      ...AgainstPanel_monster\n    }\n  }\n": typeof types.PlannerTargetDocument,
    "\n  query PlannerCompareChoices {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        characterLevel\n      }\n    }\n    publicBuilds(first: 20, sort: MOST_LIKED) {\n      edges {\n        node {\n          id\n          name\n          class\n          characterLevel\n          ownerUsername\n        }\n      }\n    }\n  }\n": typeof types.PlannerCompareChoicesDocument,
    "\n  query PlayerPage($username: String!) {\n    player(username: $username) {\n      username\n      displayName\n      likesReceived\n      publicBuilds {\n        id\n        name\n        class\n        characterLevel\n        buildIconId\n        isPlannerBuild\n        likeCount\n        commentCount\n      }\n    }\n  }\n": typeof types.PlayerPageDocument,
    "\n  query PlayerOwnPageModeration {\n    me {\n      id\n      moderation {\n        state\n        rule\n        reason\n      }\n    }\n  }\n": typeof types.PlayerOwnPageModerationDocument,
    "\n  query TraitTreeWornItems {\n    itemList {\n      id\n      name\n      slot\n      classes\n    }\n  }\n": typeof types.TraitTreeWornItemsDocument,
    "\n  fragment ViewerPreferences_fields on Preferences {\n    buildsBarVisible\n    theme\n    density\n    motion\n    toolClass\n    toolLevel\n  }\n": typeof types.ViewerPreferences_FieldsFragmentDoc,
    "\n  query SessionViewer {\n    me {\n      id\n      username\n      displayName\n      role\n      preferences {\n        ...ViewerPreferences_fields\n      }\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n": typeof types.SessionViewerDocument,
    "\n  subscription SessionProfile {\n    myProfile {\n      id\n      username\n      displayName\n      role\n      preferences {\n        ...ViewerPreferences_fields\n      }\n      # The builds bar's private list; the stream is how saved builds reach every device.\n      builds {\n        ...OwnBuildEntry_build\n      }\n    }\n  }\n": typeof types.SessionProfileDocument,
    "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      id\n      preferences {\n        ...ViewerPreferences_fields\n      }\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  subscription BuildsCarouselTopChanged {\n    topBuildsChanged {\n      ...TopBuild_build\n    }\n  }\n": typeof types.BuildsCarouselTopChangedDocument,
    "\n  mutation LocalBuildsSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n": typeof types.LocalBuildsSaveCopyDocument,
    "\n  mutation LocalBuildsSaveFields($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n    }\n  }\n": typeof types.LocalBuildsSaveFieldsDocument,
    "\n  fragment TopBuild_build on PublicBuildSummary {\n    id\n    name\n    ownerUsername\n    likeCount\n    class\n    characterLevel\n    buildIconId\n    isPlannerBuild\n  }\n": typeof types.TopBuild_BuildFragmentDoc,
    "\n  query BuildsCarouselTop {\n    topBuilds {\n      ...TopBuild_build\n    }\n  }\n": typeof types.BuildsCarouselTopDocument,
    "\n  query BuildsBarPrivate {\n    me {\n      id\n      builds {\n        ...OwnBuildEntry_build\n      }\n    }\n  }\n": typeof types.BuildsBarPrivateDocument,
};
const documents: Documents = {
    "\n  query PreviewBuildNotes($description: String!) {\n    previewBuildNotes(description: $description) {\n      html\n      unknownReferences\n    }\n  }\n": types.PreviewBuildNotesDocument,
    "\n  fragment SavedBuild_build on Build {\n    class\n    characterLevel\n    isPlannerBuild\n    dataVersion\n    madeWithVersion\n    assignedPoints {\n      trait\n      points\n    }\n    statAllocations {\n      ...StatAllocations_stats\n    }\n    levellingPlan\n    targetMonsterId\n    equippedItemIds {\n      slot\n      itemId\n      legacyValue\n    }\n    variants {\n      name\n      characterLevel\n      assignedPoints {\n        trait\n        points\n      }\n      statAllocations {\n        ...StatAllocations_stats\n      }\n      levellingPlan\n      targetMonsterId\n      equippedItemIds {\n        slot\n        itemId\n        legacyValue\n      }\n    }\n  }\n": types.SavedBuild_BuildFragmentDoc,
    "\n  query BuildEditorLoad($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      ownerUsername\n      isPublic\n      viewerIsOwner\n      # Hidden or held by moderation: what and why (its owner's only; null for a build shown normally).\n      moderation {\n        state\n        rule\n        reason\n      }\n      migrationNotes\n      description\n      tags\n      basedOn {\n        id\n        name\n        ownerUsername\n      }\n      ...SavedBuild_build\n    }\n  }\n": types.BuildEditorLoadDocument,
    "\n  query ServedTraits {\n    gameData {\n      version\n      traitTierPoints\n    }\n    traits {\n      number\n      name\n      class\n      branch\n      tier\n      maxPoints\n      description\n      prerequisite {\n        number\n      }\n      effects {\n        label\n        target\n        perPoint\n        unit\n      }\n    }\n  }\n": types.ServedTraitsDocument,
    "\n  query CurrentShareState($state: String!) {\n    currentShareState(state: $state)\n  }\n": types.CurrentShareStateDocument,
    "\n  mutation BuildEditorCreate($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n      name\n      isPublic\n    }\n  }\n": types.BuildEditorCreateDocument,
    "\n  mutation BuildEditorUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      isPublic\n      updatedAt\n      description\n      tags\n    }\n  }\n": types.BuildEditorUpdateDocument,
    "\n  mutation BuildEditorPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n    }\n  }\n": types.BuildEditorPublishDocument,
    "\n  mutation BuildEditorUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n    }\n  }\n": types.BuildEditorUnpublishDocument,
    "\n  mutation BuildEditorShareLink($tool: BuildKind!, $state: String!, $name: String, $variant: String) {\n    createShareLink(tool: $tool, state: $state, name: $name, variant: $variant) {\n      code\n    }\n  }\n": types.BuildEditorShareLinkDocument,
    "\n  fragment BuildCard_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    isPublic\n    publishDate\n    likeCount\n    commentCount\n    viewerHasLiked\n    viewerIsOwner\n    descriptionHtml\n    descriptionExcerpt\n    tags\n    madeWithVersion\n    moderation {\n      state\n      rule\n      reason\n    }\n    notesModeration {\n      state\n      rule\n      reason\n    }\n    variants {\n      name\n      characterLevel\n    }\n    ...BuildContents_build\n  }\n": types.BuildCard_BuildFragmentDoc,
    "\n  mutation BuildCardLike($buildId: ID!) {\n    likeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.BuildCardLikeDocument,
    "\n  mutation BuildCardUnlike($buildId: ID!) {\n    unlikeBuild(buildId: $buildId) {\n      id\n      likeCount\n      viewerHasLiked\n    }\n  }\n": types.BuildCardUnlikeDocument,
    "\n  mutation BuildCardSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n      name\n    }\n  }\n": types.BuildCardSaveCopyDocument,
    "\n  fragment BuildContents_build on Build {\n    id\n    basedOn {\n      id\n      name\n      ownerUsername\n    }\n    class\n    characterLevel\n    isPlannerBuild\n    dataVersion\n    madeWithVersion\n    assignedPoints {\n      trait\n      points\n      details {\n        ...TraitDetails_trait\n      }\n    }\n    statAllocations {\n      ...StatAllocations_stats\n    }\n    equippedItemIds {\n      slot\n      itemId\n      legacyValue\n      item {\n        id\n        name\n        category\n        iconUrl\n      }\n    }\n    levellingPlan\n  }\n": types.BuildContents_BuildFragmentDoc,
    "\n  query BuildContentsWorked($id: ID!) {\n    build(id: $id) {\n      id\n      equippedItemIds {\n        slot\n        item {\n          id\n          name\n          weight\n          level\n          stats {\n            ...ItemStats_stats\n          }\n          ...EquipmentCostList_item\n        }\n      }\n    }\n  }\n": types.BuildContentsWorkedDocument,
    "\n  query BuildVariantContents($id: ID!) {\n    build(id: $id) {\n      id\n      variants {\n        name\n        characterLevel\n        assignedPoints {\n          trait\n          points\n          details {\n            ...TraitDetails_trait\n          }\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        levellingPlan\n        equippedItemIds {\n          slot\n          itemId\n          legacyValue\n          item {\n            id\n            name\n            category\n            iconUrl\n            weight\n            level\n            stats {\n              ...ItemStats_stats\n            }\n            ...EquipmentCostList_item\n          }\n        }\n      }\n    }\n  }\n": types.BuildVariantContentsDocument,
    "\n  fragment EquipmentCostList_item on Item {\n    soldBy {\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      price\n    }\n    droppedBy {\n      monster {\n        id\n        name\n      }\n      chance\n    }\n  }\n": types.EquipmentCostList_ItemFragmentDoc,
    "\n  query LikedBuilds {\n    likedBuilds {\n      id\n      name\n      class\n      characterLevel\n      buildIconId\n      ownerUsername\n      likeCount\n    }\n  }\n": types.LikedBuildsDocument,
    "\n  query MyBuilds {\n    me {\n      id\n      builds {\n        ...OwnBuildEntry_build\n        isPlannerBuild\n        publishDate\n        likeCount\n        commentCount\n        variants {\n          name\n        }\n        patchChanges {\n          summary\n        }\n      }\n    }\n  }\n": types.MyBuildsDocument,
    "\n  mutation MyBuildsUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      buildIconId\n      updatedAt\n    }\n  }\n": types.MyBuildsUpdateDocument,
    "\n  mutation MyBuildsPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n      updatedAt\n    }\n  }\n": types.MyBuildsPublishDocument,
    "\n  mutation MyBuildsUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n      updatedAt\n    }\n  }\n": types.MyBuildsUnpublishDocument,
    "\n  mutation MyBuildsDuplicate($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n": types.MyBuildsDuplicateDocument,
    "\n  mutation MyBuildsDelete($id: ID!) {\n    deleteBuild(id: $id)\n  }\n": types.MyBuildsDeleteDocument,
    "\n  fragment TraitDetails_trait on Trait {\n    name\n    class\n    tier\n    maxPoints\n    effects {\n      target\n      perPoint\n      unit\n    }\n  }\n": types.TraitDetails_TraitFragmentDoc,
    "\n  fragment BuildComments_build on Build {\n    id\n    commentCount\n    # The viewer's own comments a moderator hid: theirs alone to read, each where it was.\n    viewerHiddenComments {\n      ...BuildComments_hidden\n    }\n    comments(first: 20, topLevelOnly: true) {\n      nodes {\n        id\n        ...BuildComments_thread\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BuildComments_BuildFragmentDoc,
    "\n  query BuildCommentsOlder($id: ID!, $after: String!) {\n    build(id: $id) {\n      id\n      comments(first: 20, after: $after, topLevelOnly: true) {\n        nodes {\n          id\n          ...BuildComments_thread\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.BuildCommentsOlderDocument,
    "\n  mutation BuildCommentsAdd($buildId: ID!, $content: String!) {\n    addComment(buildId: $buildId, content: $content) {\n      id\n      ...BuildComments_build\n    }\n  }\n": types.BuildCommentsAddDocument,
    "\n  mutation BuildCommentsDelete($buildId: ID!, $commentId: ID!) {\n    deleteComment(buildId: $buildId, commentId: $commentId) {\n      id\n      ...BuildComments_build\n    }\n  }\n": types.BuildCommentsDeleteDocument,
    "\n  fragment BuildComments_thread on Comment {\n    id\n    ...BuildComments_comment\n    replies(first: 100) {\n      totalCount\n      nodes {\n        id\n        ...BuildComments_comment\n      }\n    }\n  }\n": types.BuildComments_ThreadFragmentDoc,
    "\n  mutation BuildCommentsReply($buildId: ID!, $content: String!, $parentId: ID!) {\n    addComment(buildId: $buildId, content: $content, parentId: $parentId) {\n      id\n      ...BuildComments_build\n      comment(id: $parentId) {\n        id\n        ...BuildComments_thread\n      }\n    }\n  }\n": types.BuildCommentsReplyDocument,
    "\n  fragment BuildComments_comment on Comment {\n    id\n    author\n    authorId\n    authorUsername\n    content\n    createdAt\n    editedAt\n    parentId\n  }\n": types.BuildComments_CommentFragmentDoc,
    "\n  mutation BuildCommentsEdit($buildId: ID!, $commentId: ID!, $content: String!) {\n    editComment(buildId: $buildId, commentId: $commentId, content: $content) {\n      id\n      ...BuildComments_build\n      comment(id: $commentId) {\n        id\n        ...BuildComments_comment\n      }\n    }\n  }\n": types.BuildCommentsEditDocument,
    "\n  fragment BuildComments_hidden on Comment {\n    id\n    parentId\n    createdAt\n    ...BuildComments_comment\n    moderation {\n      state\n      rule\n      reason\n    }\n  }\n": types.BuildComments_HiddenFragmentDoc,
    "\n  fragment OwnBuildEntry_build on Build {\n    id\n    name\n    class\n    characterLevel\n    buildIconId\n    isPublic\n    updatedAt\n  }\n": types.OwnBuildEntry_BuildFragmentDoc,
    "\n  fragment StatAllocations_stats on StatAllocations {\n    hp\n    mp\n    magic\n    ability\n    hpRegen\n    mpRegen\n    capacity\n  }\n": types.StatAllocations_StatsFragmentDoc,
    "\n  query LiveBuild($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      isPlannerBuild\n      variants {\n        name\n        characterLevel\n      }\n      ...BuildCard_build\n      ...BuildComments_build\n    }\n  }\n": types.LiveBuildDocument,
    "\n  query BuildViewerParts($id: ID!) {\n    build(id: $id) {\n      id\n      viewerHasLiked\n      viewerIsOwner\n      viewerHiddenComments {\n        ...BuildComments_hidden\n      }\n    }\n  }\n": types.BuildViewerPartsDocument,
    "\n  subscription LiveBuildChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      variants {\n        name\n        characterLevel\n      }\n      ...BuildCard_build\n      ...BuildComments_build\n    }\n  }\n": types.LiveBuildChangedDocument,
    "\n  subscription ContentRemoved($kind: ContentKind!) {\n    contentRemoved(kind: $kind)\n  }\n": types.ContentRemovedDocument,
    "\n  fragment ItemStats_stats on ItemStats {\n    attack\n    defense\n    armor\n    range\n    magic\n    ability\n    hp\n    mp\n    hpRegen\n    mpRegen\n    capacity\n  }\n": types.ItemStats_StatsFragmentDoc,
    "\n  subscription LiveItem($id: ID!) {\n    itemChanged(id: $id) {\n      id\n      name\n      description\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      retired\n      iconUrl\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n": types.LiveItemDocument,
    "\n  fragment ReportStanding_report on Report {\n    id\n    reason\n    createdAt\n    targetKind\n    targetTitle\n    targetPath\n    status\n    outcome\n    decisionRule\n    decisionReason\n    decidedAt\n  }\n": types.ReportStanding_ReportFragmentDoc,
    "\n  mutation SendReport($input: ReportInput!) {\n    report(input: $input) {\n      id\n      reason\n      createdAt\n      repeated\n      receiptCode\n    }\n  }\n": types.SendReportDocument,
    "\n  query BuildPatchChanges($id: ID!) {\n    build(id: $id) {\n      id\n      owner\n      dataVersion\n      patchChanges {\n        from\n        to {\n          number\n          name\n        }\n        summary\n        changes {\n          effect\n          kind\n          id\n          variant\n          text\n        }\n        numbers {\n          stat\n          label\n          before\n          after\n        }\n      }\n    }\n  }\n": types.BuildPatchChangesDocument,
    "\n  mutation UpdateBuildGameData($id: ID!) {\n    updateBuildGameData(id: $id) {\n      id\n      dataVersion\n      madeWithVersion\n      migrationNotes\n      patchChanges {\n        summary\n      }\n    }\n  }\n": types.UpdateBuildGameDataDocument,
    "\n  subscription DataPatched {\n    gameDataPatched {\n      number\n      name\n    }\n  }\n": types.DataPatchedDocument,
    "\n  fragment DiffKindEntries_entry on GameDataEntryChange {\n    kind\n    id\n    name\n    change\n    fields {\n      ...FieldChanges_change\n    }\n  }\n": types.DiffKindEntries_EntryFragmentDoc,
    "\n  query DiffMoreVersionEntries($from: Int!, $to: Int!, $kind: GameDataKind!, $offset: Int!) {\n    gameDataDiff(from: $from, to: $to) {\n      entries(kind: $kind, first: 100, offset: $offset) {\n        ...DiffKindEntries_entry\n      }\n    }\n  }\n": types.DiffMoreVersionEntriesDocument,
    "\n  query DiffMoreDraftEntries($kind: GameDataKind!, $offset: Int!) {\n    gameDataDraft {\n      id\n      diff {\n        entries(kind: $kind, first: 100, offset: $offset) {\n          ...DiffKindEntries_entry\n        }\n      }\n    }\n  }\n": types.DiffMoreDraftEntriesDocument,
    "\n  fragment DiffView_diff on GameDataDiff {\n    from\n    to\n    empty\n    kinds {\n      kind\n      added\n      removed\n      changed\n    }\n    entries(kind: $diffKind, first: 100, offset: $diffOffset) {\n      kind\n      ...DiffKindEntries_entry\n    }\n  }\n": types.DiffView_DiffFragmentDoc,
    "\n  fragment EntryHistory_entry on GameDataHistoryEntry {\n    version {\n      number\n      name\n      publishedAt\n    }\n    change\n    fields {\n      ...FieldChanges_change\n    }\n  }\n": types.EntryHistory_EntryFragmentDoc,
    "\n  query EntryHistory($kind: GameDataKind!, $id: ID!) {\n    gameDataHistory(kind: $kind, id: $id) {\n      ...EntryHistory_entry\n    }\n  }\n": types.EntryHistoryDocument,
    "\n  fragment FieldChanges_change on GameDataFieldChange {\n    path\n    before\n    after\n  }\n": types.FieldChanges_ChangeFragmentDoc,
    "\n  query SiteSearch($query: String!, $perKind: Int!) {\n    search(query: $query, perKind: $perKind) {\n      query\n      total\n      groups {\n        kind\n        label\n        total\n        hits {\n          kind\n          id\n          title\n          detail\n          path\n          iconUrl\n          ref\n        }\n      }\n    }\n  }\n": types.SiteSearchDocument,
    "\n  query ItemTooltip($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      level\n      category\n      iconUrl\n      description\n      classes\n      weight\n      value\n      retired\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n": types.ItemTooltipDocument,
    "\n  query MonsterTooltip($id: ID!) {\n    monster(id: $id) {\n      id\n      name\n      level\n      health\n      experience\n      description\n    }\n  }\n": types.MonsterTooltipDocument,
    "\n  query NpcTooltip($id: ID!) {\n    npc(id: $id) {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      description\n    }\n  }\n": types.NpcTooltipDocument,
    "\n  query SpellTooltip($id: ID!) {\n    spell(id: $id) {\n      id\n      name\n      level\n      manaCost\n      kind\n      element\n      classes\n      description\n    }\n  }\n": types.SpellTooltipDocument,
    "\n  query TraitTooltip($number: Int!) {\n    trait(number: $number) {\n      number\n      name\n      tier\n      class\n      maxPoints\n      description\n    }\n  }\n": types.TraitTooltipDocument,
    "\n  fragment BuildSummaryRow_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    likeCount\n    commentCount\n    tags\n    madeWithVersion\n  }\n": types.BuildSummaryRow_BuildFragmentDoc,
    "\n  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {\n    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BuildSummaryRow_build\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BuildsPageDocument,
    "\n  query DebugBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        owner\n        ownerUsername\n        isPublic\n        publishDate\n        buildIconId\n        # The build's own fields (its first variant); the other variants of 200 builds would pass\n        # the signed-in cost limit (they are on the build's page and in the tools).\n        class\n        characterLevel\n        isPlannerBuild\n        dataVersion\n        madeWithVersion\n        assignedPoints {\n          trait\n          points\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        levellingPlan\n        targetMonsterId\n        equippedItemIds {\n          slot\n          itemId\n          legacyValue\n        }\n        likeCount\n        commentCount\n        createdAt\n        updatedAt\n      }\n    }\n    topBuilds {\n      ...TopBuild_build\n    }\n  }\n": types.DebugBuildsDocument,
    "\n  query ShareLinkPage($code: ID!) {\n    shareLink(code: $code) {\n      code\n      tool\n      currentState\n      name\n      variant\n    }\n  }\n": types.ShareLinkPageDocument,
    "\n  query QuickCalcsPage {\n    itemList {\n      id\n      name\n      slot\n      level\n      weight\n      classes\n      stats {\n        ...ItemStats_stats\n      }\n    }\n    materials {\n      id\n      name\n      weight\n    }\n    monsters(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          elements {\n            element\n            modifier\n          }\n        }\n      }\n    }\n  }\n": types.QuickCalcsPageDocument,
    "\n  fragment ContentDocument_content on Content {\n    id\n    kind\n    slug\n    title\n    summary\n    bodyHtml\n    toc {\n      level\n      id\n      text\n    }\n    author\n    tags\n    status\n    version\n    publishedAt\n    updatedAt\n    path\n  }\n": types.ContentDocument_ContentFragmentDoc,
    "\n  fragment ContentCard_content on Content {\n    id\n    slug\n    title\n    summary\n    author\n    tags\n    version\n    publishedAt\n    updatedAt\n    path\n  }\n": types.ContentCard_ContentFragmentDoc,
    "\n  query ContentPage($kind: ContentKind!, $idOrSlug: String!) {\n    content(kind: $kind, idOrSlug: $idOrSlug) {\n      id\n      ...ContentDocument_content\n    }\n  }\n": types.ContentPageDocument,
    "\n  query ContentList($kind: ContentKind!, $tag: String, $search: String, $first: Int!, $after: String) {\n    contents(kind: $kind, tag: $tag, search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ContentCard_content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ContentListDocument,
    "\n  subscription ContentChanged($kind: ContentKind!) {\n    contentChanged(kind: $kind) {\n      id\n      ...ContentDocument_content\n    }\n  }\n": types.ContentChangedDocument,
    "\n  query GuidesPage($tag: String, $search: String) {\n    contentTags(kind: GUIDE)\n    contents(kind: GUIDE, tag: $tag, search: $search, first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ContentCard_content\n        }\n      }\n    }\n  }\n": types.GuidesPageDocument,
    "\n  query JugglingPage {\n    content(kind: PAGE, idOrSlug: \"juggling-boletus\") {\n      id\n      ...ContentDocument_content\n    }\n    me {\n      id\n      jugglingBest\n    }\n  }\n": types.JugglingPageDocument,
    "\n  mutation RecordJugglingScore($score: Int!) {\n    recordJugglingScore(score: $score) {\n      id\n      jugglingBest\n    }\n  }\n": types.RecordJugglingScoreDocument,
    "\n  query PatchNotes($after: String) {\n    contents(kind: PATCH_NOTES, first: 20, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...ContentDocument_content\n        }\n      }\n    }\n  }\n": types.PatchNotesDocument,
    "\n  query BuildEmbed($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      isPublic\n      isPlannerBuild\n      ownerUsername\n      buildIconId\n      likeCount\n      variants {\n        name\n        characterLevel\n        assignedPoints {\n          trait\n          points\n          details {\n            ...TraitDetails_trait\n          }\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        equippedItemIds {\n          slot\n          item {\n            id\n            name\n            iconUrl\n            weight\n            stats {\n              ...ItemStats_stats\n            }\n          }\n        }\n      }\n    }\n  }\n": types.BuildEmbedDocument,
    "\n  subscription BuildEmbedChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      isPublic\n      likeCount\n    }\n  }\n": types.BuildEmbedChangedDocument,
    "\n  query EmbedPage {\n    gameData {\n      version\n    }\n  }\n": types.EmbedPageDocument,
    "\n  fragment ItemsTable_item on Item {\n    id\n    name\n    category\n    level\n    classes\n    weight\n    value\n    iconUrl\n    twoHanded\n    stats {\n      ...ItemStats_stats\n    }\n  }\n": types.ItemsTable_ItemFragmentDoc,
    "\n  fragment ItemRoute_offer on TradeOffer {\n    npc {\n      id\n      name\n      location {\n        name\n      }\n    }\n    price\n  }\n": types.ItemRoute_OfferFragmentDoc,
    "\n  query ItemPage($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      description\n      iconUrl\n      stats {\n        ...ItemStats_stats\n      }\n      droppedBy {\n        monster {\n          id\n          name\n          level\n        }\n        chance\n        minAmount\n        maxAmount\n      }\n      soldBy {\n        ...ItemRoute_offer\n      }\n      boughtBy {\n        ...ItemRoute_offer\n      }\n      usedIn {\n        id\n        outputName\n        amount\n      }\n      madeBy {\n        id\n        fee\n        npc {\n          id\n          name\n        }\n        ingredients {\n          goodsId\n          name\n          amount\n          item {\n            id\n            category\n          }\n        }\n      }\n    }\n  }\n": types.ItemPageDocument,
    "\n  query ItemsPage($filter: ItemFilter) {\n    itemList(filter: $filter) {\n      id\n      ...ItemsTable_item\n    }\n  }\n": types.ItemsPageDocument,
    "\n  fragment SpellFacts_spell on Spell {\n    id\n    name\n    classes\n    level\n    manaCost\n    cooldownSeconds\n    element\n    kind\n    power\n    premium\n    description\n  }\n": types.SpellFacts_SpellFragmentDoc,
    "\n  fragment TraitFacts_trait on Trait {\n    number\n    name\n    class\n    tier\n    maxPoints\n    description\n    prerequisite {\n      number\n      name\n    }\n    branch\n    effects {\n      label\n      target\n      perPoint\n      unit\n    }\n  }\n": types.TraitFacts_TraitFragmentDoc,
    "\n  query ClassesPage {\n    classes {\n      id\n      name\n      role\n      description\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n      weaponCategories\n    }\n    stats {\n      id\n      name\n      perPoint\n      unit\n      description\n    }\n    progression {\n      maxLevel\n      statPointsPerLevel\n      levelsPerTraitPoint\n    }\n    traits {\n      ...TraitFacts_trait\n    }\n  }\n": types.ClassesPageDocument,
    "\n  query FormulaePage {\n    formulae {\n      id\n      name\n      expression\n      explanation\n    }\n    classes {\n      id\n      name\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n    }\n  }\n": types.FormulaePageDocument,
    "\n  query MonsterPage($id: ID!) {\n    monster(id: $id) {\n      id\n      name\n      level\n      health\n      experience\n      armor\n      description\n      elements {\n        element\n        modifier\n      }\n      habitats {\n        id\n        name\n        kind\n      }\n      loot {\n        goodsId\n        name\n        chance\n        minAmount\n        maxAmount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": types.MonsterPageDocument,
    "\n  query MonstersPage($first: Int!, $after: String) {\n    monsters(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          description\n          elements {\n            element\n            modifier\n          }\n          habitats {\n            id\n            name\n          }\n          loot {\n            goodsId\n            name\n            chance\n            minAmount\n            maxAmount\n            item {\n              id\n              category\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MonstersPageDocument,
    "\n  query NpcPage($id: ID!) {\n    npc(id: $id) {\n      id\n      name\n      profession\n      description\n      x\n      y\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": types.NpcPageDocument,
    "\n  query NpcTradePage {\n    npcs {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        value\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": types.NpcTradePageDocument,
    "\n  query PremiumPage {\n    premiumOffers {\n      id\n      name\n      kind\n      days\n      points\n      priceCents\n      description\n    }\n  }\n": types.PremiumPageDocument,
    "\n  query RecipesPage {\n    recipes {\n      id\n      outputName\n      amount\n      fee\n      level\n      outputItem {\n        id\n        category\n      }\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      ingredients {\n        goodsId\n        name\n        amount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n": types.RecipesPageDocument,
    "\n  query SpellPage($id: ID!) {\n    spell(id: $id) {\n      ...SpellFacts_spell\n      history {\n        ...EntryHistory_entry\n      }\n    }\n  }\n": types.SpellPageDocument,
    "\n  query SpellsPage($first: Int!, $after: String) {\n    spells(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...SpellFacts_spell\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SpellsPageDocument,
    "\n  query TraitPage($number: Int!) {\n    trait(number: $number) {\n      ...TraitFacts_trait\n      history {\n        ...EntryHistory_entry\n      }\n    }\n  }\n": types.TraitPageDocument,
    "\n  query AuditLog($first: Int!, $after: String) {\n    auditLog(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          at\n          actor\n          action\n          targetType\n          targetId\n          targetLabel\n          before\n          after\n          revertOf\n          revertedBy\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation RevertAuditEntry($id: ID!) {\n    revertAuditEntry(id: $id) {\n      id\n      action\n    }\n  }\n": types.RevertAuditEntryDocument,
    "\n  query EditContent($kind: ContentKind!, $id: String!) {\n    content(kind: $kind, idOrSlug: $id) {\n      id\n      slug\n      title\n      summary\n      body\n      author\n      tags\n      version\n      status\n    }\n  }\n": types.EditContentDocument,
    "\n  query PreviewContent($body: String!) {\n    previewContent(body: $body) {\n      html\n      toc {\n        level\n        id\n        text\n      }\n      unknownReferences\n    }\n  }\n": types.PreviewContentDocument,
    "\n  mutation CreateContent($kind: ContentKind!, $input: ContentInput!) {\n    createContent(kind: $kind, input: $input) {\n      id\n      slug\n      title\n      status\n    }\n  }\n": types.CreateContentDocument,
    "\n  mutation UpdateContent($id: ID!, $input: ContentInput!) {\n    updateContent(id: $id, input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      author\n      tags\n      version\n      status\n      updatedAt\n    }\n  }\n": types.UpdateContentDocument,
    "\n  query EditItem($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      description\n      category\n      level\n      classes\n      weight\n      value\n      twoHanded\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n": types.EditItemDocument,
    "\n  mutation UpdateItem($id: ID!, $input: ItemInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n      name\n      description\n      category\n      slot\n      level\n      classes\n      weight\n      value\n      twoHanded\n      retired\n      iconUrl\n      tier\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n": types.UpdateItemDocument,
    "\n  mutation CreateItem($input: ItemInput!) {\n    createItem(input: $input) {\n      id\n      name\n      category\n    }\n  }\n": types.CreateItemDocument,
    "\n  fragment AffectedBuildsPanel_builds on AffectedBuilds {\n    total\n    byClass {\n      class\n      count\n    }\n    builds(first: 20) {\n      buildId\n      name\n      ownerUsername\n      class\n      isPublic\n      changes {\n        text\n      }\n    }\n  }\n": types.AffectedBuildsPanel_BuildsFragmentDoc,
    "\n  query DraftEntry($kind: GameDataKind!, $id: ID!) {\n    gameDataDraft {\n      id\n      revision\n      entry(kind: $kind, id: $id)\n    }\n  }\n": types.DraftEntryDocument,
    "\n  mutation EditDraftEntry($input: GameDataDraftEditInput!) {\n    editGameDataDraft(input: $input) {\n      id\n      revision\n    }\n  }\n": types.EditDraftEntryDocument,
    "\n  query DraftItem($id: ID!) {\n    gameDataDraft {\n      id\n      revision\n      entry(kind: items, id: $id)\n    }\n  }\n": types.DraftItemDocument,
    "\n  mutation EditGameDataDraft($input: GameDataDraftEditInput!) {\n    editGameDataDraft(input: $input) {\n      id\n      revision\n    }\n  }\n": types.EditGameDataDraftDocument,
    "\n  query DraftItemSearch($search: String) {\n    items(filter: { search: $search, includeRetired: true }, first: 10) {\n      edges {\n        node {\n          id\n          name\n          category\n        }\n      }\n    }\n  }\n": types.DraftItemSearchDocument,
    "\n  mutation PublishGameDataDraft($name: String!, $notes: String) {\n    publishGameDataDraft(name: $name, notes: $notes) {\n      version {\n        number\n        name\n      }\n      patchNotes {\n        id\n        title\n      }\n    }\n  }\n": types.PublishGameDataDraftDocument,
    "\n  query DraftEntryNames($kinds: [GameDataKind!]!, $search: String, $first: Int) {\n    gameDataDraft {\n      id\n      entries(kinds: $kinds, search: $search, first: $first) {\n        kind\n        id\n        name\n      }\n    }\n  }\n": types.DraftEntryNamesDocument,
    "\n  fragment ModerationCase_case on ModerationCase {\n    id\n    targetKind\n    targetId\n    buildId\n    status\n    contentState\n    autoHidden\n    heldByWordList\n    locked\n    reportCount\n    eligibleReportCount\n    openedAt\n    lastReportedAt\n    reported {\n      title\n      text\n      path\n      at\n    }\n    current {\n      title\n      text\n      path\n      at\n    }\n    author {\n      username\n      displayName\n      createdAt\n      suspension {\n        until\n        permanent\n      }\n      earlierDecisions {\n        id\n        action\n        rule\n        reason\n        decidedAt\n        content {\n          title\n        }\n      }\n    }\n    reports(first: 20) {\n      id\n      reason\n      text\n      createdAt\n      reporter\n      reporterSince\n      noticeExplanation\n      noticeUrl\n      noticeName\n      noticeEmail\n    }\n    appealedDecisionBy\n  }\n": types.ModerationCase_CaseFragmentDoc,
    "\n  query ModerationQueue($order: ModerationQueueOrder!) {\n    moderationQueue(order: $order, first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ModerationCase_case\n        }\n      }\n    }\n    moderationReasonTemplates {\n      id\n      rule\n      title\n      text\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  subscription ModerationCaseChanged {\n    moderationCaseChanged {\n      id\n      status\n      ...ModerationCase_case\n    }\n  }\n": types.ModerationCaseChangedDocument,
    "\n  mutation DecideModerationCase($input: ModerationDecisionInput!) {\n    decideModerationCase(input: $input) {\n      id\n      status\n      ...ModerationCase_case\n    }\n  }\n": types.DecideModerationCaseDocument,
    "\n  query ManageItems($search: String) {\n    items(filter: { search: $search, includeRetired: true }, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          category\n          level\n          value\n          retired\n        }\n      }\n    }\n  }\n": types.ManageItemsDocument,
    "\n  mutation RetireItem($id: ID!) {\n    retireItem(id: $id) {\n      id\n      retired\n    }\n  }\n": types.RetireItemDocument,
    "\n  mutation RestoreItem($id: ID!) {\n    restoreItem(id: $id) {\n      id\n      retired\n    }\n  }\n": types.RestoreItemDocument,
    "\n  query ManageContents($kind: ContentKind!) {\n    manageContents(kind: $kind, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          author\n          status\n          version\n          path\n          publishedAt\n          updatedAt\n        }\n      }\n    }\n  }\n": types.ManageContentsDocument,
    "\n  mutation PublishContent($id: ID!) {\n    publishContent(id: $id) {\n      id\n      status\n      publishedAt\n      updatedAt\n    }\n  }\n": types.PublishContentDocument,
    "\n  mutation UnpublishContent($id: ID!) {\n    unpublishContent(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.UnpublishContentDocument,
    "\n  mutation DeleteContent($id: ID!) {\n    deleteContent(id: $id)\n  }\n": types.DeleteContentDocument,
    "\n  query ManagePatches($diffKind: GameDataKind, $diffOffset: Int! = 0) {\n    gameDataVersions {\n      number\n      name\n      current\n    }\n    gameDataDraft {\n      id\n      revision\n      openedBy\n      updatedAt\n      base {\n        number\n        name\n      }\n      problems {\n        path\n        message\n      }\n      diff {\n        empty\n        ...DiffView_diff\n      }\n      affectedBuilds {\n        ...AffectedBuildsPanel_builds\n      }\n    }\n  }\n": types.ManagePatchesDocument,
    "\n  mutation OpenGameDataDraft {\n    openGameDataDraft {\n      id\n    }\n  }\n": types.OpenGameDataDraftDocument,
    "\n  mutation DiscardGameDataDraft {\n    discardGameDataDraft\n  }\n": types.DiscardGameDataDraftDocument,
    "\n  query ManageOverview {\n    adminOverview {\n      newsCount\n      profileCount\n      adminCount\n      admins {\n        id\n        username\n        displayName\n      }\n      itemCount\n      retiredItemCount\n      contentCounts {\n        kind\n        published\n        drafts\n      }\n    }\n  }\n": types.ManageOverviewDocument,
    "\n  mutation AppealModerationDecision($decisionId: ID!, $text: String!) {\n    appealModerationDecision(decisionId: $decisionId, text: $text) {\n      id\n      appeal\n      appealText\n      viewerCanAppeal\n    }\n  }\n": types.AppealModerationDecisionDocument,
    "\n  query ConnectedSignIns {\n    me {\n      id\n      signIns {\n        id\n        provider\n        linkedAt\n      }\n      activity(first: 20) {\n        id\n        at\n        action\n        provider\n        detail\n      }\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n": types.ConnectedSignInsDocument,
    "\n  mutation DisconnectSignIn($id: ID!) {\n    disconnectSignIn(id: $id) {\n      id\n      provider\n      linkedAt\n    }\n  }\n": types.DisconnectSignInDocument,
    "\n  mutation DeleteMyAccount($mode: AccountDeletionMode!, $confirmUsername: String!) {\n    deleteMyAccount(mode: $mode, confirmUsername: $confirmUsername)\n  }\n": types.DeleteMyAccountDocument,
    "\n  query MyModeration {\n    me {\n      id\n      suspension {\n        until\n        permanent\n        reason\n      }\n    }\n    myModerationDecisions {\n      id\n      action\n      targetKind\n      content {\n        title\n        text\n        path\n      }\n      rule\n      reason\n      note\n      decidedAt\n      suspendedUntil\n      permanent\n      appeal\n      appealText\n      viewerCanAppeal\n    }\n    myReports(first: 50) {\n      id\n      ...ReportStanding_report\n    }\n  }\n": types.MyModerationDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n": types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    id\n    username\n    displayName\n  }\n": types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation ProfileFormUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      username\n      displayName\n      role\n    }\n  }\n": types.ProfileFormUpdateDocument,
    "\n  query MePage {\n    me {\n      id\n      username\n      displayName\n      role\n      ...ProfileForm_profile\n    }\n  }\n": types.MePageDocument,
    "\n  fragment NewsCard_news on News {\n    id\n    slug\n    title\n    summary\n    publishedAt\n  }\n": types.NewsCard_NewsFragmentDoc,
    "\n  query NewsPost($idOrSlug: String!) {\n    newsPost(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      summary\n      author\n      tags\n      bodyHtml\n      toc {\n        level\n        id\n        text\n      }\n      publishedAt\n      updatedAt\n    }\n  }\n": types.NewsPostDocument,
    "\n  subscription NewsPostChanged {\n    newsChanged {\n      id\n      title\n      summary\n      tags\n      bodyHtml\n      toc {\n        level\n        id\n        text\n      }\n      updatedAt\n    }\n  }\n": types.NewsPostChangedDocument,
    "\n  query NewsPage($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...NewsCard_news\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NewsPageDocument,
    "\n  subscription NewsFeedChanged {\n    newsChanged {\n      id\n      ...NewsCard_news\n    }\n  }\n": types.NewsFeedChangedDocument,
    "\n  query ReportStatusPage($receiptCode: String!) {\n    reportByReceipt(receiptCode: $receiptCode) {\n      id\n      ...ReportStanding_report\n    }\n  }\n": types.ReportStatusPageDocument,
    "\n  fragment VersionSummary_version on GameDataVersion {\n    number\n    summary {\n      kind\n      added\n      removed\n      changed\n    }\n  }\n": types.VersionSummary_VersionFragmentDoc,
    "\n  query Patch($number: Int!, $before: Int!, $diffKind: GameDataKind, $diffOffset: Int! = 0) {\n    gameDataVersion(number: $number) {\n      number\n      name\n      notes\n      publishedAt\n      current\n      exportsUrl\n    }\n    gameDataDiff(from: $before, to: $number) {\n      ...DiffView_diff\n    }\n  }\n": types.PatchDocument,
    "\n  query Patches {\n    gameDataVersions {\n      number\n      name\n      publishedAt\n      current\n      ...VersionSummary_version\n    }\n  }\n": types.PatchesDocument,
    "\n  fragment AgainstPanel_monster on Monster {\n    id\n    name\n    level\n    health\n    armor\n    elements {\n      element\n      modifier\n    }\n  }\n": types.AgainstPanel_MonsterFragmentDoc,
    "\n  query PlannerTargetSearch($query: String!) {\n    search(query: $query, perKind: 8, kinds: [MONSTER]) {\n      query\n      groups {\n        kind\n        hits {\n          id\n          title\n          detail\n        }\n      }\n    }\n  }\n": types.PlannerTargetSearchDocument,
    "\n  query PlannerTarget($id: ID!) {\n    monster(id: $id) {\n      id\n      ...AgainstPanel_monster\n    }\n  }\n": types.PlannerTargetDocument,
    "\n  query PlannerCompareChoices {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        characterLevel\n      }\n    }\n    publicBuilds(first: 20, sort: MOST_LIKED) {\n      edges {\n        node {\n          id\n          name\n          class\n          characterLevel\n          ownerUsername\n        }\n      }\n    }\n  }\n": types.PlannerCompareChoicesDocument,
    "\n  query PlayerPage($username: String!) {\n    player(username: $username) {\n      username\n      displayName\n      likesReceived\n      publicBuilds {\n        id\n        name\n        class\n        characterLevel\n        buildIconId\n        isPlannerBuild\n        likeCount\n        commentCount\n      }\n    }\n  }\n": types.PlayerPageDocument,
    "\n  query PlayerOwnPageModeration {\n    me {\n      id\n      moderation {\n        state\n        rule\n        reason\n      }\n    }\n  }\n": types.PlayerOwnPageModerationDocument,
    "\n  query TraitTreeWornItems {\n    itemList {\n      id\n      name\n      slot\n      classes\n    }\n  }\n": types.TraitTreeWornItemsDocument,
    "\n  fragment ViewerPreferences_fields on Preferences {\n    buildsBarVisible\n    theme\n    density\n    motion\n    toolClass\n    toolLevel\n  }\n": types.ViewerPreferences_FieldsFragmentDoc,
    "\n  query SessionViewer {\n    me {\n      id\n      username\n      displayName\n      role\n      preferences {\n        ...ViewerPreferences_fields\n      }\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n": types.SessionViewerDocument,
    "\n  subscription SessionProfile {\n    myProfile {\n      id\n      username\n      displayName\n      role\n      preferences {\n        ...ViewerPreferences_fields\n      }\n      # The builds bar's private list; the stream is how saved builds reach every device.\n      builds {\n        ...OwnBuildEntry_build\n      }\n    }\n  }\n": types.SessionProfileDocument,
    "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      id\n      preferences {\n        ...ViewerPreferences_fields\n      }\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  subscription BuildsCarouselTopChanged {\n    topBuildsChanged {\n      ...TopBuild_build\n    }\n  }\n": types.BuildsCarouselTopChangedDocument,
    "\n  mutation LocalBuildsSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n    }\n  }\n": types.LocalBuildsSaveCopyDocument,
    "\n  mutation LocalBuildsSaveFields($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n    }\n  }\n": types.LocalBuildsSaveFieldsDocument,
    "\n  fragment TopBuild_build on PublicBuildSummary {\n    id\n    name\n    ownerUsername\n    likeCount\n    class\n    characterLevel\n    buildIconId\n    isPlannerBuild\n  }\n": types.TopBuild_BuildFragmentDoc,
    "\n  query BuildsCarouselTop {\n    topBuilds {\n      ...TopBuild_build\n    }\n  }\n": types.BuildsCarouselTopDocument,
    "\n  query BuildsBarPrivate {\n    me {\n      id\n      builds {\n        ...OwnBuildEntry_build\n      }\n    }\n  }\n": types.BuildsBarPrivateDocument,
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
export function graphql(source: "\n  query PreviewBuildNotes($description: String!) {\n    previewBuildNotes(description: $description) {\n      html\n      unknownReferences\n    }\n  }\n"): (typeof documents)["\n  query PreviewBuildNotes($description: String!) {\n    previewBuildNotes(description: $description) {\n      html\n      unknownReferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedBuild_build on Build {\n    class\n    characterLevel\n    isPlannerBuild\n    dataVersion\n    madeWithVersion\n    assignedPoints {\n      trait\n      points\n    }\n    statAllocations {\n      ...StatAllocations_stats\n    }\n    levellingPlan\n    targetMonsterId\n    equippedItemIds {\n      slot\n      itemId\n      legacyValue\n    }\n    variants {\n      name\n      characterLevel\n      assignedPoints {\n        trait\n        points\n      }\n      statAllocations {\n        ...StatAllocations_stats\n      }\n      levellingPlan\n      targetMonsterId\n      equippedItemIds {\n        slot\n        itemId\n        legacyValue\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SavedBuild_build on Build {\n    class\n    characterLevel\n    isPlannerBuild\n    dataVersion\n    madeWithVersion\n    assignedPoints {\n      trait\n      points\n    }\n    statAllocations {\n      ...StatAllocations_stats\n    }\n    levellingPlan\n    targetMonsterId\n    equippedItemIds {\n      slot\n      itemId\n      legacyValue\n    }\n    variants {\n      name\n      characterLevel\n      assignedPoints {\n        trait\n        points\n      }\n      statAllocations {\n        ...StatAllocations_stats\n      }\n      levellingPlan\n      targetMonsterId\n      equippedItemIds {\n        slot\n        itemId\n        legacyValue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildEditorLoad($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      ownerUsername\n      isPublic\n      viewerIsOwner\n      # Hidden or held by moderation: what and why (its owner's only; null for a build shown normally).\n      moderation {\n        state\n        rule\n        reason\n      }\n      migrationNotes\n      description\n      tags\n      basedOn {\n        id\n        name\n        ownerUsername\n      }\n      ...SavedBuild_build\n    }\n  }\n"): (typeof documents)["\n  query BuildEditorLoad($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      ownerUsername\n      isPublic\n      viewerIsOwner\n      # Hidden or held by moderation: what and why (its owner's only; null for a build shown normally).\n      moderation {\n        state\n        rule\n        reason\n      }\n      migrationNotes\n      description\n      tags\n      basedOn {\n        id\n        name\n        ownerUsername\n      }\n      ...SavedBuild_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServedTraits {\n    gameData {\n      version\n      traitTierPoints\n    }\n    traits {\n      number\n      name\n      class\n      branch\n      tier\n      maxPoints\n      description\n      prerequisite {\n        number\n      }\n      effects {\n        label\n        target\n        perPoint\n        unit\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServedTraits {\n    gameData {\n      version\n      traitTierPoints\n    }\n    traits {\n      number\n      name\n      class\n      branch\n      tier\n      maxPoints\n      description\n      prerequisite {\n        number\n      }\n      effects {\n        label\n        target\n        perPoint\n        unit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentShareState($state: String!) {\n    currentShareState(state: $state)\n  }\n"): (typeof documents)["\n  query CurrentShareState($state: String!) {\n    currentShareState(state: $state)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildEditorCreate($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n      name\n      isPublic\n    }\n  }\n"): (typeof documents)["\n  mutation BuildEditorCreate($input: BuildInput!) {\n    createBuild(input: $input) {\n      id\n      name\n      isPublic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildEditorUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      isPublic\n      updatedAt\n      description\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation BuildEditorUpdate($id: ID!, $input: BuildInput!) {\n    updateBuild(id: $id, input: $input) {\n      id\n      name\n      isPublic\n      updatedAt\n      description\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildEditorPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n    }\n  }\n"): (typeof documents)["\n  mutation BuildEditorPublish($id: ID!) {\n    publishBuild(id: $id) {\n      id\n      isPublic\n      publishDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildEditorUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n    }\n  }\n"): (typeof documents)["\n  mutation BuildEditorUnpublish($id: ID!) {\n    unpublishBuild(id: $id) {\n      id\n      isPublic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildEditorShareLink($tool: BuildKind!, $state: String!, $name: String, $variant: String) {\n    createShareLink(tool: $tool, state: $state, name: $name, variant: $variant) {\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation BuildEditorShareLink($tool: BuildKind!, $state: String!, $name: String, $variant: String) {\n    createShareLink(tool: $tool, state: $state, name: $name, variant: $variant) {\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildCard_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    isPublic\n    publishDate\n    likeCount\n    commentCount\n    viewerHasLiked\n    viewerIsOwner\n    descriptionHtml\n    descriptionExcerpt\n    tags\n    madeWithVersion\n    moderation {\n      state\n      rule\n      reason\n    }\n    notesModeration {\n      state\n      rule\n      reason\n    }\n    variants {\n      name\n      characterLevel\n    }\n    ...BuildContents_build\n  }\n"): (typeof documents)["\n  fragment BuildCard_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    isPublic\n    publishDate\n    likeCount\n    commentCount\n    viewerHasLiked\n    viewerIsOwner\n    descriptionHtml\n    descriptionExcerpt\n    tags\n    madeWithVersion\n    moderation {\n      state\n      rule\n      reason\n    }\n    notesModeration {\n      state\n      rule\n      reason\n    }\n    variants {\n      name\n      characterLevel\n    }\n    ...BuildContents_build\n  }\n"];
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
export function graphql(source: "\n  mutation BuildCardSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation BuildCardSaveCopy($id: ID!) {\n    duplicateBuild(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildContents_build on Build {\n    id\n    basedOn {\n      id\n      name\n      ownerUsername\n    }\n    class\n    characterLevel\n    isPlannerBuild\n    dataVersion\n    madeWithVersion\n    assignedPoints {\n      trait\n      points\n      details {\n        ...TraitDetails_trait\n      }\n    }\n    statAllocations {\n      ...StatAllocations_stats\n    }\n    equippedItemIds {\n      slot\n      itemId\n      legacyValue\n      item {\n        id\n        name\n        category\n        iconUrl\n      }\n    }\n    levellingPlan\n  }\n"): (typeof documents)["\n  fragment BuildContents_build on Build {\n    id\n    basedOn {\n      id\n      name\n      ownerUsername\n    }\n    class\n    characterLevel\n    isPlannerBuild\n    dataVersion\n    madeWithVersion\n    assignedPoints {\n      trait\n      points\n      details {\n        ...TraitDetails_trait\n      }\n    }\n    statAllocations {\n      ...StatAllocations_stats\n    }\n    equippedItemIds {\n      slot\n      itemId\n      legacyValue\n      item {\n        id\n        name\n        category\n        iconUrl\n      }\n    }\n    levellingPlan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildContentsWorked($id: ID!) {\n    build(id: $id) {\n      id\n      equippedItemIds {\n        slot\n        item {\n          id\n          name\n          weight\n          level\n          stats {\n            ...ItemStats_stats\n          }\n          ...EquipmentCostList_item\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildContentsWorked($id: ID!) {\n    build(id: $id) {\n      id\n      equippedItemIds {\n        slot\n        item {\n          id\n          name\n          weight\n          level\n          stats {\n            ...ItemStats_stats\n          }\n          ...EquipmentCostList_item\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildVariantContents($id: ID!) {\n    build(id: $id) {\n      id\n      variants {\n        name\n        characterLevel\n        assignedPoints {\n          trait\n          points\n          details {\n            ...TraitDetails_trait\n          }\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        levellingPlan\n        equippedItemIds {\n          slot\n          itemId\n          legacyValue\n          item {\n            id\n            name\n            category\n            iconUrl\n            weight\n            level\n            stats {\n              ...ItemStats_stats\n            }\n            ...EquipmentCostList_item\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildVariantContents($id: ID!) {\n    build(id: $id) {\n      id\n      variants {\n        name\n        characterLevel\n        assignedPoints {\n          trait\n          points\n          details {\n            ...TraitDetails_trait\n          }\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        levellingPlan\n        equippedItemIds {\n          slot\n          itemId\n          legacyValue\n          item {\n            id\n            name\n            category\n            iconUrl\n            weight\n            level\n            stats {\n              ...ItemStats_stats\n            }\n            ...EquipmentCostList_item\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EquipmentCostList_item on Item {\n    soldBy {\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      price\n    }\n    droppedBy {\n      monster {\n        id\n        name\n      }\n      chance\n    }\n  }\n"): (typeof documents)["\n  fragment EquipmentCostList_item on Item {\n    soldBy {\n      npc {\n        id\n        name\n        location {\n          name\n        }\n      }\n      price\n    }\n    droppedBy {\n      monster {\n        id\n        name\n      }\n      chance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LikedBuilds {\n    likedBuilds {\n      id\n      name\n      class\n      characterLevel\n      buildIconId\n      ownerUsername\n      likeCount\n    }\n  }\n"): (typeof documents)["\n  query LikedBuilds {\n    likedBuilds {\n      id\n      name\n      class\n      characterLevel\n      buildIconId\n      ownerUsername\n      likeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBuilds {\n    me {\n      id\n      builds {\n        ...OwnBuildEntry_build\n        isPlannerBuild\n        publishDate\n        likeCount\n        commentCount\n        variants {\n          name\n        }\n        patchChanges {\n          summary\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBuilds {\n    me {\n      id\n      builds {\n        ...OwnBuildEntry_build\n        isPlannerBuild\n        publishDate\n        likeCount\n        commentCount\n        variants {\n          name\n        }\n        patchChanges {\n          summary\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment TraitDetails_trait on Trait {\n    name\n    class\n    tier\n    maxPoints\n    effects {\n      target\n      perPoint\n      unit\n    }\n  }\n"): (typeof documents)["\n  fragment TraitDetails_trait on Trait {\n    name\n    class\n    tier\n    maxPoints\n    effects {\n      target\n      perPoint\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildComments_build on Build {\n    id\n    commentCount\n    # The viewer's own comments a moderator hid: theirs alone to read, each where it was.\n    viewerHiddenComments {\n      ...BuildComments_hidden\n    }\n    comments(first: 20, topLevelOnly: true) {\n      nodes {\n        id\n        ...BuildComments_thread\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BuildComments_build on Build {\n    id\n    commentCount\n    # The viewer's own comments a moderator hid: theirs alone to read, each where it was.\n    viewerHiddenComments {\n      ...BuildComments_hidden\n    }\n    comments(first: 20, topLevelOnly: true) {\n      nodes {\n        id\n        ...BuildComments_thread\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildCommentsOlder($id: ID!, $after: String!) {\n    build(id: $id) {\n      id\n      comments(first: 20, after: $after, topLevelOnly: true) {\n        nodes {\n          id\n          ...BuildComments_thread\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildCommentsOlder($id: ID!, $after: String!) {\n    build(id: $id) {\n      id\n      comments(first: 20, after: $after, topLevelOnly: true) {\n        nodes {\n          id\n          ...BuildComments_thread\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment BuildComments_thread on Comment {\n    id\n    ...BuildComments_comment\n    replies(first: 100) {\n      totalCount\n      nodes {\n        id\n        ...BuildComments_comment\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BuildComments_thread on Comment {\n    id\n    ...BuildComments_comment\n    replies(first: 100) {\n      totalCount\n      nodes {\n        id\n        ...BuildComments_comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildCommentsReply($buildId: ID!, $content: String!, $parentId: ID!) {\n    addComment(buildId: $buildId, content: $content, parentId: $parentId) {\n      id\n      ...BuildComments_build\n      comment(id: $parentId) {\n        id\n        ...BuildComments_thread\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuildCommentsReply($buildId: ID!, $content: String!, $parentId: ID!) {\n    addComment(buildId: $buildId, content: $content, parentId: $parentId) {\n      id\n      ...BuildComments_build\n      comment(id: $parentId) {\n        id\n        ...BuildComments_thread\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildComments_comment on Comment {\n    id\n    author\n    authorId\n    authorUsername\n    content\n    createdAt\n    editedAt\n    parentId\n  }\n"): (typeof documents)["\n  fragment BuildComments_comment on Comment {\n    id\n    author\n    authorId\n    authorUsername\n    content\n    createdAt\n    editedAt\n    parentId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildCommentsEdit($buildId: ID!, $commentId: ID!, $content: String!) {\n    editComment(buildId: $buildId, commentId: $commentId, content: $content) {\n      id\n      ...BuildComments_build\n      comment(id: $commentId) {\n        id\n        ...BuildComments_comment\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuildCommentsEdit($buildId: ID!, $commentId: ID!, $content: String!) {\n    editComment(buildId: $buildId, commentId: $commentId, content: $content) {\n      id\n      ...BuildComments_build\n      comment(id: $commentId) {\n        id\n        ...BuildComments_comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildComments_hidden on Comment {\n    id\n    parentId\n    createdAt\n    ...BuildComments_comment\n    moderation {\n      state\n      rule\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment BuildComments_hidden on Comment {\n    id\n    parentId\n    createdAt\n    ...BuildComments_comment\n    moderation {\n      state\n      rule\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnBuildEntry_build on Build {\n    id\n    name\n    class\n    characterLevel\n    buildIconId\n    isPublic\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment OwnBuildEntry_build on Build {\n    id\n    name\n    class\n    characterLevel\n    buildIconId\n    isPublic\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatAllocations_stats on StatAllocations {\n    hp\n    mp\n    magic\n    ability\n    hpRegen\n    mpRegen\n    capacity\n  }\n"): (typeof documents)["\n  fragment StatAllocations_stats on StatAllocations {\n    hp\n    mp\n    magic\n    ability\n    hpRegen\n    mpRegen\n    capacity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveBuild($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      isPlannerBuild\n      variants {\n        name\n        characterLevel\n      }\n      ...BuildCard_build\n      ...BuildComments_build\n    }\n  }\n"): (typeof documents)["\n  query LiveBuild($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      isPlannerBuild\n      variants {\n        name\n        characterLevel\n      }\n      ...BuildCard_build\n      ...BuildComments_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildViewerParts($id: ID!) {\n    build(id: $id) {\n      id\n      viewerHasLiked\n      viewerIsOwner\n      viewerHiddenComments {\n        ...BuildComments_hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildViewerParts($id: ID!) {\n    build(id: $id) {\n      id\n      viewerHasLiked\n      viewerIsOwner\n      viewerHiddenComments {\n        ...BuildComments_hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveBuildChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      variants {\n        name\n        characterLevel\n      }\n      ...BuildCard_build\n      ...BuildComments_build\n    }\n  }\n"): (typeof documents)["\n  subscription LiveBuildChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      variants {\n        name\n        characterLevel\n      }\n      ...BuildCard_build\n      ...BuildComments_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ContentRemoved($kind: ContentKind!) {\n    contentRemoved(kind: $kind)\n  }\n"): (typeof documents)["\n  subscription ContentRemoved($kind: ContentKind!) {\n    contentRemoved(kind: $kind)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemStats_stats on ItemStats {\n    attack\n    defense\n    armor\n    range\n    magic\n    ability\n    hp\n    mp\n    hpRegen\n    mpRegen\n    capacity\n  }\n"): (typeof documents)["\n  fragment ItemStats_stats on ItemStats {\n    attack\n    defense\n    armor\n    range\n    magic\n    ability\n    hp\n    mp\n    hpRegen\n    mpRegen\n    capacity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveItem($id: ID!) {\n    itemChanged(id: $id) {\n      id\n      name\n      description\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      retired\n      iconUrl\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveItem($id: ID!) {\n    itemChanged(id: $id) {\n      id\n      name\n      description\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      retired\n      iconUrl\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportStanding_report on Report {\n    id\n    reason\n    createdAt\n    targetKind\n    targetTitle\n    targetPath\n    status\n    outcome\n    decisionRule\n    decisionReason\n    decidedAt\n  }\n"): (typeof documents)["\n  fragment ReportStanding_report on Report {\n    id\n    reason\n    createdAt\n    targetKind\n    targetTitle\n    targetPath\n    status\n    outcome\n    decisionRule\n    decisionReason\n    decidedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendReport($input: ReportInput!) {\n    report(input: $input) {\n      id\n      reason\n      createdAt\n      repeated\n      receiptCode\n    }\n  }\n"): (typeof documents)["\n  mutation SendReport($input: ReportInput!) {\n    report(input: $input) {\n      id\n      reason\n      createdAt\n      repeated\n      receiptCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildPatchChanges($id: ID!) {\n    build(id: $id) {\n      id\n      owner\n      dataVersion\n      patchChanges {\n        from\n        to {\n          number\n          name\n        }\n        summary\n        changes {\n          effect\n          kind\n          id\n          variant\n          text\n        }\n        numbers {\n          stat\n          label\n          before\n          after\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildPatchChanges($id: ID!) {\n    build(id: $id) {\n      id\n      owner\n      dataVersion\n      patchChanges {\n        from\n        to {\n          number\n          name\n        }\n        summary\n        changes {\n          effect\n          kind\n          id\n          variant\n          text\n        }\n        numbers {\n          stat\n          label\n          before\n          after\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBuildGameData($id: ID!) {\n    updateBuildGameData(id: $id) {\n      id\n      dataVersion\n      madeWithVersion\n      migrationNotes\n      patchChanges {\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBuildGameData($id: ID!) {\n    updateBuildGameData(id: $id) {\n      id\n      dataVersion\n      madeWithVersion\n      migrationNotes\n      patchChanges {\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DataPatched {\n    gameDataPatched {\n      number\n      name\n    }\n  }\n"): (typeof documents)["\n  subscription DataPatched {\n    gameDataPatched {\n      number\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiffKindEntries_entry on GameDataEntryChange {\n    kind\n    id\n    name\n    change\n    fields {\n      ...FieldChanges_change\n    }\n  }\n"): (typeof documents)["\n  fragment DiffKindEntries_entry on GameDataEntryChange {\n    kind\n    id\n    name\n    change\n    fields {\n      ...FieldChanges_change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiffMoreVersionEntries($from: Int!, $to: Int!, $kind: GameDataKind!, $offset: Int!) {\n    gameDataDiff(from: $from, to: $to) {\n      entries(kind: $kind, first: 100, offset: $offset) {\n        ...DiffKindEntries_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiffMoreVersionEntries($from: Int!, $to: Int!, $kind: GameDataKind!, $offset: Int!) {\n    gameDataDiff(from: $from, to: $to) {\n      entries(kind: $kind, first: 100, offset: $offset) {\n        ...DiffKindEntries_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiffMoreDraftEntries($kind: GameDataKind!, $offset: Int!) {\n    gameDataDraft {\n      id\n      diff {\n        entries(kind: $kind, first: 100, offset: $offset) {\n          ...DiffKindEntries_entry\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiffMoreDraftEntries($kind: GameDataKind!, $offset: Int!) {\n    gameDataDraft {\n      id\n      diff {\n        entries(kind: $kind, first: 100, offset: $offset) {\n          ...DiffKindEntries_entry\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiffView_diff on GameDataDiff {\n    from\n    to\n    empty\n    kinds {\n      kind\n      added\n      removed\n      changed\n    }\n    entries(kind: $diffKind, first: 100, offset: $diffOffset) {\n      kind\n      ...DiffKindEntries_entry\n    }\n  }\n"): (typeof documents)["\n  fragment DiffView_diff on GameDataDiff {\n    from\n    to\n    empty\n    kinds {\n      kind\n      added\n      removed\n      changed\n    }\n    entries(kind: $diffKind, first: 100, offset: $diffOffset) {\n      kind\n      ...DiffKindEntries_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryHistory_entry on GameDataHistoryEntry {\n    version {\n      number\n      name\n      publishedAt\n    }\n    change\n    fields {\n      ...FieldChanges_change\n    }\n  }\n"): (typeof documents)["\n  fragment EntryHistory_entry on GameDataHistoryEntry {\n    version {\n      number\n      name\n      publishedAt\n    }\n    change\n    fields {\n      ...FieldChanges_change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryHistory($kind: GameDataKind!, $id: ID!) {\n    gameDataHistory(kind: $kind, id: $id) {\n      ...EntryHistory_entry\n    }\n  }\n"): (typeof documents)["\n  query EntryHistory($kind: GameDataKind!, $id: ID!) {\n    gameDataHistory(kind: $kind, id: $id) {\n      ...EntryHistory_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FieldChanges_change on GameDataFieldChange {\n    path\n    before\n    after\n  }\n"): (typeof documents)["\n  fragment FieldChanges_change on GameDataFieldChange {\n    path\n    before\n    after\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSearch($query: String!, $perKind: Int!) {\n    search(query: $query, perKind: $perKind) {\n      query\n      total\n      groups {\n        kind\n        label\n        total\n        hits {\n          kind\n          id\n          title\n          detail\n          path\n          iconUrl\n          ref\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteSearch($query: String!, $perKind: Int!) {\n    search(query: $query, perKind: $perKind) {\n      query\n      total\n      groups {\n        kind\n        label\n        total\n        hits {\n          kind\n          id\n          title\n          detail\n          path\n          iconUrl\n          ref\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemTooltip($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      level\n      category\n      iconUrl\n      description\n      classes\n      weight\n      value\n      retired\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItemTooltip($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      level\n      category\n      iconUrl\n      description\n      classes\n      weight\n      value\n      retired\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonsterTooltip($id: ID!) {\n    monster(id: $id) {\n      id\n      name\n      level\n      health\n      experience\n      description\n    }\n  }\n"): (typeof documents)["\n  query MonsterTooltip($id: ID!) {\n    monster(id: $id) {\n      id\n      name\n      level\n      health\n      experience\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NpcTooltip($id: ID!) {\n    npc(id: $id) {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      description\n    }\n  }\n"): (typeof documents)["\n  query NpcTooltip($id: ID!) {\n    npc(id: $id) {\n      id\n      name\n      profession\n      location {\n        id\n        name\n      }\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpellTooltip($id: ID!) {\n    spell(id: $id) {\n      id\n      name\n      level\n      manaCost\n      kind\n      element\n      classes\n      description\n    }\n  }\n"): (typeof documents)["\n  query SpellTooltip($id: ID!) {\n    spell(id: $id) {\n      id\n      name\n      level\n      manaCost\n      kind\n      element\n      classes\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TraitTooltip($number: Int!) {\n    trait(number: $number) {\n      number\n      name\n      tier\n      class\n      maxPoints\n      description\n    }\n  }\n"): (typeof documents)["\n  query TraitTooltip($number: Int!) {\n    trait(number: $number) {\n      number\n      name\n      tier\n      class\n      maxPoints\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildSummaryRow_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    likeCount\n    commentCount\n    tags\n    madeWithVersion\n  }\n"): (typeof documents)["\n  fragment BuildSummaryRow_build on Build {\n    id\n    name\n    class\n    characterLevel\n    ownerUsername\n    buildIconId\n    isPlannerBuild\n    likeCount\n    commentCount\n    tags\n    madeWithVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {\n    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BuildSummaryRow_build\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {\n    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BuildSummaryRow_build\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DebugBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        owner\n        ownerUsername\n        isPublic\n        publishDate\n        buildIconId\n        # The build's own fields (its first variant); the other variants of 200 builds would pass\n        # the signed-in cost limit (they are on the build's page and in the tools).\n        class\n        characterLevel\n        isPlannerBuild\n        dataVersion\n        madeWithVersion\n        assignedPoints {\n          trait\n          points\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        levellingPlan\n        targetMonsterId\n        equippedItemIds {\n          slot\n          itemId\n          legacyValue\n        }\n        likeCount\n        commentCount\n        createdAt\n        updatedAt\n      }\n    }\n    topBuilds {\n      ...TopBuild_build\n    }\n  }\n"): (typeof documents)["\n  query DebugBuilds {\n    me {\n      id\n      builds {\n        id\n        name\n        owner\n        ownerUsername\n        isPublic\n        publishDate\n        buildIconId\n        # The build's own fields (its first variant); the other variants of 200 builds would pass\n        # the signed-in cost limit (they are on the build's page and in the tools).\n        class\n        characterLevel\n        isPlannerBuild\n        dataVersion\n        madeWithVersion\n        assignedPoints {\n          trait\n          points\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        levellingPlan\n        targetMonsterId\n        equippedItemIds {\n          slot\n          itemId\n          legacyValue\n        }\n        likeCount\n        commentCount\n        createdAt\n        updatedAt\n      }\n    }\n    topBuilds {\n      ...TopBuild_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareLinkPage($code: ID!) {\n    shareLink(code: $code) {\n      code\n      tool\n      currentState\n      name\n      variant\n    }\n  }\n"): (typeof documents)["\n  query ShareLinkPage($code: ID!) {\n    shareLink(code: $code) {\n      code\n      tool\n      currentState\n      name\n      variant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickCalcsPage {\n    itemList {\n      id\n      name\n      slot\n      level\n      weight\n      classes\n      stats {\n        ...ItemStats_stats\n      }\n    }\n    materials {\n      id\n      name\n      weight\n    }\n    monsters(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          elements {\n            element\n            modifier\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickCalcsPage {\n    itemList {\n      id\n      name\n      slot\n      level\n      weight\n      classes\n      stats {\n        ...ItemStats_stats\n      }\n    }\n    materials {\n      id\n      name\n      weight\n    }\n    monsters(first: 100) {\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          elements {\n            element\n            modifier\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentDocument_content on Content {\n    id\n    kind\n    slug\n    title\n    summary\n    bodyHtml\n    toc {\n      level\n      id\n      text\n    }\n    author\n    tags\n    status\n    version\n    publishedAt\n    updatedAt\n    path\n  }\n"): (typeof documents)["\n  fragment ContentDocument_content on Content {\n    id\n    kind\n    slug\n    title\n    summary\n    bodyHtml\n    toc {\n      level\n      id\n      text\n    }\n    author\n    tags\n    status\n    version\n    publishedAt\n    updatedAt\n    path\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentCard_content on Content {\n    id\n    slug\n    title\n    summary\n    author\n    tags\n    version\n    publishedAt\n    updatedAt\n    path\n  }\n"): (typeof documents)["\n  fragment ContentCard_content on Content {\n    id\n    slug\n    title\n    summary\n    author\n    tags\n    version\n    publishedAt\n    updatedAt\n    path\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPage($kind: ContentKind!, $idOrSlug: String!) {\n    content(kind: $kind, idOrSlug: $idOrSlug) {\n      id\n      ...ContentDocument_content\n    }\n  }\n"): (typeof documents)["\n  query ContentPage($kind: ContentKind!, $idOrSlug: String!) {\n    content(kind: $kind, idOrSlug: $idOrSlug) {\n      id\n      ...ContentDocument_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentList($kind: ContentKind!, $tag: String, $search: String, $first: Int!, $after: String) {\n    contents(kind: $kind, tag: $tag, search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ContentCard_content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentList($kind: ContentKind!, $tag: String, $search: String, $first: Int!, $after: String) {\n    contents(kind: $kind, tag: $tag, search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ContentCard_content\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ContentChanged($kind: ContentKind!) {\n    contentChanged(kind: $kind) {\n      id\n      ...ContentDocument_content\n    }\n  }\n"): (typeof documents)["\n  subscription ContentChanged($kind: ContentKind!) {\n    contentChanged(kind: $kind) {\n      id\n      ...ContentDocument_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuidesPage($tag: String, $search: String) {\n    contentTags(kind: GUIDE)\n    contents(kind: GUIDE, tag: $tag, search: $search, first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ContentCard_content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuidesPage($tag: String, $search: String) {\n    contentTags(kind: GUIDE)\n    contents(kind: GUIDE, tag: $tag, search: $search, first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ContentCard_content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JugglingPage {\n    content(kind: PAGE, idOrSlug: \"juggling-boletus\") {\n      id\n      ...ContentDocument_content\n    }\n    me {\n      id\n      jugglingBest\n    }\n  }\n"): (typeof documents)["\n  query JugglingPage {\n    content(kind: PAGE, idOrSlug: \"juggling-boletus\") {\n      id\n      ...ContentDocument_content\n    }\n    me {\n      id\n      jugglingBest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordJugglingScore($score: Int!) {\n    recordJugglingScore(score: $score) {\n      id\n      jugglingBest\n    }\n  }\n"): (typeof documents)["\n  mutation RecordJugglingScore($score: Int!) {\n    recordJugglingScore(score: $score) {\n      id\n      jugglingBest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatchNotes($after: String) {\n    contents(kind: PATCH_NOTES, first: 20, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...ContentDocument_content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatchNotes($after: String) {\n    contents(kind: PATCH_NOTES, first: 20, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          ...ContentDocument_content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildEmbed($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      isPublic\n      isPlannerBuild\n      ownerUsername\n      buildIconId\n      likeCount\n      variants {\n        name\n        characterLevel\n        assignedPoints {\n          trait\n          points\n          details {\n            ...TraitDetails_trait\n          }\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        equippedItemIds {\n          slot\n          item {\n            id\n            name\n            iconUrl\n            weight\n            stats {\n              ...ItemStats_stats\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildEmbed($id: ID!) {\n    build(id: $id) {\n      id\n      name\n      class\n      characterLevel\n      isPublic\n      isPlannerBuild\n      ownerUsername\n      buildIconId\n      likeCount\n      variants {\n        name\n        characterLevel\n        assignedPoints {\n          trait\n          points\n          details {\n            ...TraitDetails_trait\n          }\n        }\n        statAllocations {\n          ...StatAllocations_stats\n        }\n        equippedItemIds {\n          slot\n          item {\n            id\n            name\n            iconUrl\n            weight\n            stats {\n              ...ItemStats_stats\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BuildEmbedChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      isPublic\n      likeCount\n    }\n  }\n"): (typeof documents)["\n  subscription BuildEmbedChanged($id: ID!) {\n    buildChanged(id: $id) {\n      id\n      isPublic\n      likeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmbedPage {\n    gameData {\n      version\n    }\n  }\n"): (typeof documents)["\n  query EmbedPage {\n    gameData {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemsTable_item on Item {\n    id\n    name\n    category\n    level\n    classes\n    weight\n    value\n    iconUrl\n    twoHanded\n    stats {\n      ...ItemStats_stats\n    }\n  }\n"): (typeof documents)["\n  fragment ItemsTable_item on Item {\n    id\n    name\n    category\n    level\n    classes\n    weight\n    value\n    iconUrl\n    twoHanded\n    stats {\n      ...ItemStats_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemRoute_offer on TradeOffer {\n    npc {\n      id\n      name\n      location {\n        name\n      }\n    }\n    price\n  }\n"): (typeof documents)["\n  fragment ItemRoute_offer on TradeOffer {\n    npc {\n      id\n      name\n      location {\n        name\n      }\n    }\n    price\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemPage($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      description\n      iconUrl\n      stats {\n        ...ItemStats_stats\n      }\n      droppedBy {\n        monster {\n          id\n          name\n          level\n        }\n        chance\n        minAmount\n        maxAmount\n      }\n      soldBy {\n        ...ItemRoute_offer\n      }\n      boughtBy {\n        ...ItemRoute_offer\n      }\n      usedIn {\n        id\n        outputName\n        amount\n      }\n      madeBy {\n        id\n        fee\n        npc {\n          id\n          name\n        }\n        ingredients {\n          goodsId\n          name\n          amount\n          item {\n            id\n            category\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItemPage($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      category\n      slot\n      level\n      tier\n      classes\n      weight\n      value\n      twoHanded\n      description\n      iconUrl\n      stats {\n        ...ItemStats_stats\n      }\n      droppedBy {\n        monster {\n          id\n          name\n          level\n        }\n        chance\n        minAmount\n        maxAmount\n      }\n      soldBy {\n        ...ItemRoute_offer\n      }\n      boughtBy {\n        ...ItemRoute_offer\n      }\n      usedIn {\n        id\n        outputName\n        amount\n      }\n      madeBy {\n        id\n        fee\n        npc {\n          id\n          name\n        }\n        ingredients {\n          goodsId\n          name\n          amount\n          item {\n            id\n            category\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemsPage($filter: ItemFilter) {\n    itemList(filter: $filter) {\n      id\n      ...ItemsTable_item\n    }\n  }\n"): (typeof documents)["\n  query ItemsPage($filter: ItemFilter) {\n    itemList(filter: $filter) {\n      id\n      ...ItemsTable_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpellFacts_spell on Spell {\n    id\n    name\n    classes\n    level\n    manaCost\n    cooldownSeconds\n    element\n    kind\n    power\n    premium\n    description\n  }\n"): (typeof documents)["\n  fragment SpellFacts_spell on Spell {\n    id\n    name\n    classes\n    level\n    manaCost\n    cooldownSeconds\n    element\n    kind\n    power\n    premium\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TraitFacts_trait on Trait {\n    number\n    name\n    class\n    tier\n    maxPoints\n    description\n    prerequisite {\n      number\n      name\n    }\n    branch\n    effects {\n      label\n      target\n      perPoint\n      unit\n    }\n  }\n"): (typeof documents)["\n  fragment TraitFacts_trait on Trait {\n    number\n    name\n    class\n    tier\n    maxPoints\n    description\n    prerequisite {\n      number\n      name\n    }\n    branch\n    effects {\n      label\n      target\n      perPoint\n      unit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesPage {\n    classes {\n      id\n      name\n      role\n      description\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n      weaponCategories\n    }\n    stats {\n      id\n      name\n      perPoint\n      unit\n      description\n    }\n    progression {\n      maxLevel\n      statPointsPerLevel\n      levelsPerTraitPoint\n    }\n    traits {\n      ...TraitFacts_trait\n    }\n  }\n"): (typeof documents)["\n  query ClassesPage {\n    classes {\n      id\n      name\n      role\n      description\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n      weaponCategories\n    }\n    stats {\n      id\n      name\n      perPoint\n      unit\n      description\n    }\n    progression {\n      maxLevel\n      statPointsPerLevel\n      levelsPerTraitPoint\n    }\n    traits {\n      ...TraitFacts_trait\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormulaePage {\n    formulae {\n      id\n      name\n      expression\n      explanation\n    }\n    classes {\n      id\n      name\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n    }\n  }\n"): (typeof documents)["\n  query FormulaePage {\n    formulae {\n      id\n      name\n      expression\n      explanation\n    }\n    classes {\n      id\n      name\n      health {\n        base\n        perLevel\n      }\n      mana {\n        base\n        perLevel\n      }\n      capacity {\n        base\n        perLevel\n      }\n      hpRegen\n      mpRegen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonsterPage($id: ID!) {\n    monster(id: $id) {\n      id\n      name\n      level\n      health\n      experience\n      armor\n      description\n      elements {\n        element\n        modifier\n      }\n      habitats {\n        id\n        name\n        kind\n      }\n      loot {\n        goodsId\n        name\n        chance\n        minAmount\n        maxAmount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonsterPage($id: ID!) {\n    monster(id: $id) {\n      id\n      name\n      level\n      health\n      experience\n      armor\n      description\n      elements {\n        element\n        modifier\n      }\n      habitats {\n        id\n        name\n        kind\n      }\n      loot {\n        goodsId\n        name\n        chance\n        minAmount\n        maxAmount\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonstersPage($first: Int!, $after: String) {\n    monsters(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          description\n          elements {\n            element\n            modifier\n          }\n          habitats {\n            id\n            name\n          }\n          loot {\n            goodsId\n            name\n            chance\n            minAmount\n            maxAmount\n            item {\n              id\n              category\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonstersPage($first: Int!, $after: String) {\n    monsters(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          level\n          health\n          experience\n          armor\n          description\n          elements {\n            element\n            modifier\n          }\n          habitats {\n            id\n            name\n          }\n          loot {\n            goodsId\n            name\n            chance\n            minAmount\n            maxAmount\n            item {\n              id\n              category\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NpcPage($id: ID!) {\n    npc(id: $id) {\n      id\n      name\n      profession\n      description\n      x\n      y\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NpcPage($id: ID!) {\n    npc(id: $id) {\n      id\n      name\n      profession\n      description\n      x\n      y\n      location {\n        id\n        name\n      }\n      trades {\n        goodsId\n        name\n        buys\n        sells\n        item {\n          id\n          category\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query SpellPage($id: ID!) {\n    spell(id: $id) {\n      ...SpellFacts_spell\n      history {\n        ...EntryHistory_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query SpellPage($id: ID!) {\n    spell(id: $id) {\n      ...SpellFacts_spell\n      history {\n        ...EntryHistory_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpellsPage($first: Int!, $after: String) {\n    spells(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...SpellFacts_spell\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SpellsPage($first: Int!, $after: String) {\n    spells(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...SpellFacts_spell\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TraitPage($number: Int!) {\n    trait(number: $number) {\n      ...TraitFacts_trait\n      history {\n        ...EntryHistory_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query TraitPage($number: Int!) {\n    trait(number: $number) {\n      ...TraitFacts_trait\n      history {\n        ...EntryHistory_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int!, $after: String) {\n    auditLog(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          at\n          actor\n          action\n          targetType\n          targetId\n          targetLabel\n          before\n          after\n          revertOf\n          revertedBy\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($first: Int!, $after: String) {\n    auditLog(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          at\n          actor\n          action\n          targetType\n          targetId\n          targetLabel\n          before\n          after\n          revertOf\n          revertedBy\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertAuditEntry($id: ID!) {\n    revertAuditEntry(id: $id) {\n      id\n      action\n    }\n  }\n"): (typeof documents)["\n  mutation RevertAuditEntry($id: ID!) {\n    revertAuditEntry(id: $id) {\n      id\n      action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditContent($kind: ContentKind!, $id: String!) {\n    content(kind: $kind, idOrSlug: $id) {\n      id\n      slug\n      title\n      summary\n      body\n      author\n      tags\n      version\n      status\n    }\n  }\n"): (typeof documents)["\n  query EditContent($kind: ContentKind!, $id: String!) {\n    content(kind: $kind, idOrSlug: $id) {\n      id\n      slug\n      title\n      summary\n      body\n      author\n      tags\n      version\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewContent($body: String!) {\n    previewContent(body: $body) {\n      html\n      toc {\n        level\n        id\n        text\n      }\n      unknownReferences\n    }\n  }\n"): (typeof documents)["\n  query PreviewContent($body: String!) {\n    previewContent(body: $body) {\n      html\n      toc {\n        level\n        id\n        text\n      }\n      unknownReferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContent($kind: ContentKind!, $input: ContentInput!) {\n    createContent(kind: $kind, input: $input) {\n      id\n      slug\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContent($kind: ContentKind!, $input: ContentInput!) {\n    createContent(kind: $kind, input: $input) {\n      id\n      slug\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContent($id: ID!, $input: ContentInput!) {\n    updateContent(id: $id, input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      author\n      tags\n      version\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContent($id: ID!, $input: ContentInput!) {\n    updateContent(id: $id, input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      author\n      tags\n      version\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditItem($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      description\n      category\n      level\n      classes\n      weight\n      value\n      twoHanded\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditItem($id: ID!) {\n    item(id: $id) {\n      id\n      name\n      description\n      category\n      level\n      classes\n      weight\n      value\n      twoHanded\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateItem($id: ID!, $input: ItemInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n      name\n      description\n      category\n      slot\n      level\n      classes\n      weight\n      value\n      twoHanded\n      retired\n      iconUrl\n      tier\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateItem($id: ID!, $input: ItemInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n      name\n      description\n      category\n      slot\n      level\n      classes\n      weight\n      value\n      twoHanded\n      retired\n      iconUrl\n      tier\n      stats {\n        ...ItemStats_stats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateItem($input: ItemInput!) {\n    createItem(input: $input) {\n      id\n      name\n      category\n    }\n  }\n"): (typeof documents)["\n  mutation CreateItem($input: ItemInput!) {\n    createItem(input: $input) {\n      id\n      name\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AffectedBuildsPanel_builds on AffectedBuilds {\n    total\n    byClass {\n      class\n      count\n    }\n    builds(first: 20) {\n      buildId\n      name\n      ownerUsername\n      class\n      isPublic\n      changes {\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AffectedBuildsPanel_builds on AffectedBuilds {\n    total\n    byClass {\n      class\n      count\n    }\n    builds(first: 20) {\n      buildId\n      name\n      ownerUsername\n      class\n      isPublic\n      changes {\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftEntry($kind: GameDataKind!, $id: ID!) {\n    gameDataDraft {\n      id\n      revision\n      entry(kind: $kind, id: $id)\n    }\n  }\n"): (typeof documents)["\n  query DraftEntry($kind: GameDataKind!, $id: ID!) {\n    gameDataDraft {\n      id\n      revision\n      entry(kind: $kind, id: $id)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditDraftEntry($input: GameDataDraftEditInput!) {\n    editGameDataDraft(input: $input) {\n      id\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation EditDraftEntry($input: GameDataDraftEditInput!) {\n    editGameDataDraft(input: $input) {\n      id\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftItem($id: ID!) {\n    gameDataDraft {\n      id\n      revision\n      entry(kind: items, id: $id)\n    }\n  }\n"): (typeof documents)["\n  query DraftItem($id: ID!) {\n    gameDataDraft {\n      id\n      revision\n      entry(kind: items, id: $id)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditGameDataDraft($input: GameDataDraftEditInput!) {\n    editGameDataDraft(input: $input) {\n      id\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation EditGameDataDraft($input: GameDataDraftEditInput!) {\n    editGameDataDraft(input: $input) {\n      id\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftItemSearch($search: String) {\n    items(filter: { search: $search, includeRetired: true }, first: 10) {\n      edges {\n        node {\n          id\n          name\n          category\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DraftItemSearch($search: String) {\n    items(filter: { search: $search, includeRetired: true }, first: 10) {\n      edges {\n        node {\n          id\n          name\n          category\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishGameDataDraft($name: String!, $notes: String) {\n    publishGameDataDraft(name: $name, notes: $notes) {\n      version {\n        number\n        name\n      }\n      patchNotes {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishGameDataDraft($name: String!, $notes: String) {\n    publishGameDataDraft(name: $name, notes: $notes) {\n      version {\n        number\n        name\n      }\n      patchNotes {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftEntryNames($kinds: [GameDataKind!]!, $search: String, $first: Int) {\n    gameDataDraft {\n      id\n      entries(kinds: $kinds, search: $search, first: $first) {\n        kind\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DraftEntryNames($kinds: [GameDataKind!]!, $search: String, $first: Int) {\n    gameDataDraft {\n      id\n      entries(kinds: $kinds, search: $search, first: $first) {\n        kind\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationCase_case on ModerationCase {\n    id\n    targetKind\n    targetId\n    buildId\n    status\n    contentState\n    autoHidden\n    heldByWordList\n    locked\n    reportCount\n    eligibleReportCount\n    openedAt\n    lastReportedAt\n    reported {\n      title\n      text\n      path\n      at\n    }\n    current {\n      title\n      text\n      path\n      at\n    }\n    author {\n      username\n      displayName\n      createdAt\n      suspension {\n        until\n        permanent\n      }\n      earlierDecisions {\n        id\n        action\n        rule\n        reason\n        decidedAt\n        content {\n          title\n        }\n      }\n    }\n    reports(first: 20) {\n      id\n      reason\n      text\n      createdAt\n      reporter\n      reporterSince\n      noticeExplanation\n      noticeUrl\n      noticeName\n      noticeEmail\n    }\n    appealedDecisionBy\n  }\n"): (typeof documents)["\n  fragment ModerationCase_case on ModerationCase {\n    id\n    targetKind\n    targetId\n    buildId\n    status\n    contentState\n    autoHidden\n    heldByWordList\n    locked\n    reportCount\n    eligibleReportCount\n    openedAt\n    lastReportedAt\n    reported {\n      title\n      text\n      path\n      at\n    }\n    current {\n      title\n      text\n      path\n      at\n    }\n    author {\n      username\n      displayName\n      createdAt\n      suspension {\n        until\n        permanent\n      }\n      earlierDecisions {\n        id\n        action\n        rule\n        reason\n        decidedAt\n        content {\n          title\n        }\n      }\n    }\n    reports(first: 20) {\n      id\n      reason\n      text\n      createdAt\n      reporter\n      reporterSince\n      noticeExplanation\n      noticeUrl\n      noticeName\n      noticeEmail\n    }\n    appealedDecisionBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($order: ModerationQueueOrder!) {\n    moderationQueue(order: $order, first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ModerationCase_case\n        }\n      }\n    }\n    moderationReasonTemplates {\n      id\n      rule\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue($order: ModerationQueueOrder!) {\n    moderationQueue(order: $order, first: 50) {\n      totalCount\n      edges {\n        node {\n          id\n          ...ModerationCase_case\n        }\n      }\n    }\n    moderationReasonTemplates {\n      id\n      rule\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ModerationCaseChanged {\n    moderationCaseChanged {\n      id\n      status\n      ...ModerationCase_case\n    }\n  }\n"): (typeof documents)["\n  subscription ModerationCaseChanged {\n    moderationCaseChanged {\n      id\n      status\n      ...ModerationCase_case\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideModerationCase($input: ModerationDecisionInput!) {\n    decideModerationCase(input: $input) {\n      id\n      status\n      ...ModerationCase_case\n    }\n  }\n"): (typeof documents)["\n  mutation DecideModerationCase($input: ModerationDecisionInput!) {\n    decideModerationCase(input: $input) {\n      id\n      status\n      ...ModerationCase_case\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageItems($search: String) {\n    items(filter: { search: $search, includeRetired: true }, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          category\n          level\n          value\n          retired\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManageItems($search: String) {\n    items(filter: { search: $search, includeRetired: true }, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          category\n          level\n          value\n          retired\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireItem($id: ID!) {\n    retireItem(id: $id) {\n      id\n      retired\n    }\n  }\n"): (typeof documents)["\n  mutation RetireItem($id: ID!) {\n    retireItem(id: $id) {\n      id\n      retired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreItem($id: ID!) {\n    restoreItem(id: $id) {\n      id\n      retired\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreItem($id: ID!) {\n    restoreItem(id: $id) {\n      id\n      retired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageContents($kind: ContentKind!) {\n    manageContents(kind: $kind, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          author\n          status\n          version\n          path\n          publishedAt\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManageContents($kind: ContentKind!) {\n    manageContents(kind: $kind, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          author\n          status\n          version\n          path\n          publishedAt\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishContent($id: ID!) {\n    publishContent(id: $id) {\n      id\n      status\n      publishedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PublishContent($id: ID!) {\n    publishContent(id: $id) {\n      id\n      status\n      publishedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishContent($id: ID!) {\n    unpublishContent(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishContent($id: ID!) {\n    unpublishContent(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContent($id: ID!) {\n    deleteContent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContent($id: ID!) {\n    deleteContent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagePatches($diffKind: GameDataKind, $diffOffset: Int! = 0) {\n    gameDataVersions {\n      number\n      name\n      current\n    }\n    gameDataDraft {\n      id\n      revision\n      openedBy\n      updatedAt\n      base {\n        number\n        name\n      }\n      problems {\n        path\n        message\n      }\n      diff {\n        empty\n        ...DiffView_diff\n      }\n      affectedBuilds {\n        ...AffectedBuildsPanel_builds\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagePatches($diffKind: GameDataKind, $diffOffset: Int! = 0) {\n    gameDataVersions {\n      number\n      name\n      current\n    }\n    gameDataDraft {\n      id\n      revision\n      openedBy\n      updatedAt\n      base {\n        number\n        name\n      }\n      problems {\n        path\n        message\n      }\n      diff {\n        empty\n        ...DiffView_diff\n      }\n      affectedBuilds {\n        ...AffectedBuildsPanel_builds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenGameDataDraft {\n    openGameDataDraft {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OpenGameDataDraft {\n    openGameDataDraft {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardGameDataDraft {\n    discardGameDataDraft\n  }\n"): (typeof documents)["\n  mutation DiscardGameDataDraft {\n    discardGameDataDraft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageOverview {\n    adminOverview {\n      newsCount\n      profileCount\n      adminCount\n      admins {\n        id\n        username\n        displayName\n      }\n      itemCount\n      retiredItemCount\n      contentCounts {\n        kind\n        published\n        drafts\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManageOverview {\n    adminOverview {\n      newsCount\n      profileCount\n      adminCount\n      admins {\n        id\n        username\n        displayName\n      }\n      itemCount\n      retiredItemCount\n      contentCounts {\n        kind\n        published\n        drafts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealModerationDecision($decisionId: ID!, $text: String!) {\n    appealModerationDecision(decisionId: $decisionId, text: $text) {\n      id\n      appeal\n      appealText\n      viewerCanAppeal\n    }\n  }\n"): (typeof documents)["\n  mutation AppealModerationDecision($decisionId: ID!, $text: String!) {\n    appealModerationDecision(decisionId: $decisionId, text: $text) {\n      id\n      appeal\n      appealText\n      viewerCanAppeal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectedSignIns {\n    me {\n      id\n      signIns {\n        id\n        provider\n        linkedAt\n      }\n      activity(first: 20) {\n        id\n        at\n        action\n        provider\n        detail\n      }\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n"): (typeof documents)["\n  query ConnectedSignIns {\n    me {\n      id\n      signIns {\n        id\n        provider\n        linkedAt\n      }\n      activity(first: 20) {\n        id\n        at\n        action\n        provider\n        detail\n      }\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectSignIn($id: ID!) {\n    disconnectSignIn(id: $id) {\n      id\n      provider\n      linkedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DisconnectSignIn($id: ID!) {\n    disconnectSignIn(id: $id) {\n      id\n      provider\n      linkedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($mode: AccountDeletionMode!, $confirmUsername: String!) {\n    deleteMyAccount(mode: $mode, confirmUsername: $confirmUsername)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($mode: AccountDeletionMode!, $confirmUsername: String!) {\n    deleteMyAccount(mode: $mode, confirmUsername: $confirmUsername)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyModeration {\n    me {\n      id\n      suspension {\n        until\n        permanent\n        reason\n      }\n    }\n    myModerationDecisions {\n      id\n      action\n      targetKind\n      content {\n        title\n        text\n        path\n      }\n      rule\n      reason\n      note\n      decidedAt\n      suspendedUntil\n      permanent\n      appeal\n      appealText\n      viewerCanAppeal\n    }\n    myReports(first: 50) {\n      id\n      ...ReportStanding_report\n    }\n  }\n"): (typeof documents)["\n  query MyModeration {\n    me {\n      id\n      suspension {\n        until\n        permanent\n        reason\n      }\n    }\n    myModerationDecisions {\n      id\n      action\n      targetKind\n      content {\n        title\n        text\n        path\n      }\n      rule\n      reason\n      note\n      decidedAt\n      suspendedUntil\n      permanent\n      appeal\n      appealText\n      viewerCanAppeal\n    }\n    myReports(first: 50) {\n      id\n      ...ReportStanding_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n"];
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
export function graphql(source: "\n  query NewsPost($idOrSlug: String!) {\n    newsPost(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      summary\n      author\n      tags\n      bodyHtml\n      toc {\n        level\n        id\n        text\n      }\n      publishedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query NewsPost($idOrSlug: String!) {\n    newsPost(idOrSlug: $idOrSlug) {\n      id\n      slug\n      title\n      summary\n      author\n      tags\n      bodyHtml\n      toc {\n        level\n        id\n        text\n      }\n      publishedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewsPostChanged {\n    newsChanged {\n      id\n      title\n      summary\n      tags\n      bodyHtml\n      toc {\n        level\n        id\n        text\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription NewsPostChanged {\n    newsChanged {\n      id\n      title\n      summary\n      tags\n      bodyHtml\n      toc {\n        level\n        id\n        text\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsPage($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...NewsCard_news\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsPage($first: Int!, $after: String) {\n    news(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...NewsCard_news\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewsFeedChanged {\n    newsChanged {\n      id\n      ...NewsCard_news\n    }\n  }\n"): (typeof documents)["\n  subscription NewsFeedChanged {\n    newsChanged {\n      id\n      ...NewsCard_news\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportStatusPage($receiptCode: String!) {\n    reportByReceipt(receiptCode: $receiptCode) {\n      id\n      ...ReportStanding_report\n    }\n  }\n"): (typeof documents)["\n  query ReportStatusPage($receiptCode: String!) {\n    reportByReceipt(receiptCode: $receiptCode) {\n      id\n      ...ReportStanding_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VersionSummary_version on GameDataVersion {\n    number\n    summary {\n      kind\n      added\n      removed\n      changed\n    }\n  }\n"): (typeof documents)["\n  fragment VersionSummary_version on GameDataVersion {\n    number\n    summary {\n      kind\n      added\n      removed\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Patch($number: Int!, $before: Int!, $diffKind: GameDataKind, $diffOffset: Int! = 0) {\n    gameDataVersion(number: $number) {\n      number\n      name\n      notes\n      publishedAt\n      current\n      exportsUrl\n    }\n    gameDataDiff(from: $before, to: $number) {\n      ...DiffView_diff\n    }\n  }\n"): (typeof documents)["\n  query Patch($number: Int!, $before: Int!, $diffKind: GameDataKind, $diffOffset: Int! = 0) {\n    gameDataVersion(number: $number) {\n      number\n      name\n      notes\n      publishedAt\n      current\n      exportsUrl\n    }\n    gameDataDiff(from: $before, to: $number) {\n      ...DiffView_diff\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Patches {\n    gameDataVersions {\n      number\n      name\n      publishedAt\n      current\n      ...VersionSummary_version\n    }\n  }\n"): (typeof documents)["\n  query Patches {\n    gameDataVersions {\n      number\n      name\n      publishedAt\n      current\n      ...VersionSummary_version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgainstPanel_monster on Monster {\n    id\n    name\n    level\n    health\n    armor\n    elements {\n      element\n      modifier\n    }\n  }\n"): (typeof documents)["\n  fragment AgainstPanel_monster on Monster {\n    id\n    name\n    level\n    health\n    armor\n    elements {\n      element\n      modifier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerTargetSearch($query: String!) {\n    search(query: $query, perKind: 8, kinds: [MONSTER]) {\n      query\n      groups {\n        kind\n        hits {\n          id\n          title\n          detail\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlannerTargetSearch($query: String!) {\n    search(query: $query, perKind: 8, kinds: [MONSTER]) {\n      query\n      groups {\n        kind\n        hits {\n          id\n          title\n          detail\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerTarget($id: ID!) {\n    monster(id: $id) {\n      id\n      ...AgainstPanel_monster\n    }\n  }\n"): (typeof documents)["\n  query PlannerTarget($id: ID!) {\n    monster(id: $id) {\n      id\n      ...AgainstPanel_monster\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerCompareChoices {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        characterLevel\n      }\n    }\n    publicBuilds(first: 20, sort: MOST_LIKED) {\n      edges {\n        node {\n          id\n          name\n          class\n          characterLevel\n          ownerUsername\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlannerCompareChoices {\n    me {\n      id\n      builds {\n        id\n        name\n        class\n        characterLevel\n      }\n    }\n    publicBuilds(first: 20, sort: MOST_LIKED) {\n      edges {\n        node {\n          id\n          name\n          class\n          characterLevel\n          ownerUsername\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerPage($username: String!) {\n    player(username: $username) {\n      username\n      displayName\n      likesReceived\n      publicBuilds {\n        id\n        name\n        class\n        characterLevel\n        buildIconId\n        isPlannerBuild\n        likeCount\n        commentCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerPage($username: String!) {\n    player(username: $username) {\n      username\n      displayName\n      likesReceived\n      publicBuilds {\n        id\n        name\n        class\n        characterLevel\n        buildIconId\n        isPlannerBuild\n        likeCount\n        commentCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerOwnPageModeration {\n    me {\n      id\n      moderation {\n        state\n        rule\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerOwnPageModeration {\n    me {\n      id\n      moderation {\n        state\n        rule\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TraitTreeWornItems {\n    itemList {\n      id\n      name\n      slot\n      classes\n    }\n  }\n"): (typeof documents)["\n  query TraitTreeWornItems {\n    itemList {\n      id\n      name\n      slot\n      classes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerPreferences_fields on Preferences {\n    buildsBarVisible\n    theme\n    density\n    motion\n    toolClass\n    toolLevel\n  }\n"): (typeof documents)["\n  fragment ViewerPreferences_fields on Preferences {\n    buildsBarVisible\n    theme\n    density\n    motion\n    toolClass\n    toolLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionViewer {\n    me {\n      id\n      username\n      displayName\n      role\n      preferences {\n        ...ViewerPreferences_fields\n      }\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n"): (typeof documents)["\n  query SessionViewer {\n    me {\n      id\n      username\n      displayName\n      role\n      preferences {\n        ...ViewerPreferences_fields\n      }\n    }\n    signInOptions {\n      discord\n      google\n      development\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionProfile {\n    myProfile {\n      id\n      username\n      displayName\n      role\n      preferences {\n        ...ViewerPreferences_fields\n      }\n      # The builds bar's private list; the stream is how saved builds reach every device.\n      builds {\n        ...OwnBuildEntry_build\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SessionProfile {\n    myProfile {\n      id\n      username\n      displayName\n      role\n      preferences {\n        ...ViewerPreferences_fields\n      }\n      # The builds bar's private list; the stream is how saved builds reach every device.\n      builds {\n        ...OwnBuildEntry_build\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      id\n      preferences {\n        ...ViewerPreferences_fields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      id\n      preferences {\n        ...ViewerPreferences_fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BuildsCarouselTopChanged {\n    topBuildsChanged {\n      ...TopBuild_build\n    }\n  }\n"): (typeof documents)["\n  subscription BuildsCarouselTopChanged {\n    topBuildsChanged {\n      ...TopBuild_build\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment TopBuild_build on PublicBuildSummary {\n    id\n    name\n    ownerUsername\n    likeCount\n    class\n    characterLevel\n    buildIconId\n    isPlannerBuild\n  }\n"): (typeof documents)["\n  fragment TopBuild_build on PublicBuildSummary {\n    id\n    name\n    ownerUsername\n    likeCount\n    class\n    characterLevel\n    buildIconId\n    isPlannerBuild\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildsCarouselTop {\n    topBuilds {\n      ...TopBuild_build\n    }\n  }\n"): (typeof documents)["\n  query BuildsCarouselTop {\n    topBuilds {\n      ...TopBuild_build\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuildsBarPrivate {\n    me {\n      id\n      builds {\n        ...OwnBuildEntry_build\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuildsBarPrivate {\n    me {\n      id\n      builds {\n        ...OwnBuildEntry_build\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;