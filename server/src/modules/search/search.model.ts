/** The search module's model: the kinds and the hit the resolvers receive (the codegen mapper of SearchHit). */

/** What search finds, in the order the groups are shown. */
export const SEARCH_KINDS = ['ITEM', 'MONSTER', 'SPELL', 'NPC', 'TRAIT', 'PLACE', 'BUILD', 'CONTENT'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One indexed thing, as search returns it. */
export interface SearchHitModel {
  kind: SearchKind;
  id: string;
  title: string;
  detail: string;
  path: string;
  iconUrl: string | null;
  ref: string | null;
}
