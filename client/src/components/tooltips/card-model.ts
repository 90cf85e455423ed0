import { CLASS_NAMES, ITEM_STAT_NAMES, type ClassId, type ItemStatId } from '@game/rules/constants';

/**
 * What a game card says, framework-free: the site's tooltips (TooltipCards, React) and the
 * tooltip script for other sites (client/src/embed/tooltips.ts, plain DOM) both draw their
 * cards from these, so a card reads the same on Almanac and on a forum.
 */
export interface CardModel {
  title: string;
  iconUrl?: string;
  /** Short facts, one line each, muted. */
  lines: string[];
  /** Item stats, one each ("Attack +4"). */
  stats: string[];
  /** The description, in italics. */
  text?: string;
  /** Facts below the description. */
  after: string[];
}

export type CardKind = 'item' | 'monster' | 'npc' | 'spell' | 'trait' | 'build';

/** What a card says while its data loads and when the thing does not exist. */
export const CARD_LOADING = 'Loading…';
export const cardMissing = (kind: CardKind) => `Unknown ${kind === 'npc' ? 'NPC' : kind}.`;

const classNameOf = (id: string) => CLASS_NAMES[id as ClassId] ?? id;

export function itemCard(item: {
  name: string;
  level: number;
  category: string;
  iconUrl: string;
  description: string;
  classes: readonly string[];
  weight: number;
  value: number;
  retired: boolean;
  stats: Partial<Record<ItemStatId, number | null>>;
}): CardModel {
  const stats = Object.entries(item.stats).filter((entry): entry is [ItemStatId, number] => typeof entry[1] === 'number' && entry[0] in ITEM_STAT_NAMES);
  return {
    title: item.name,
    iconUrl: item.iconUrl,
    lines: [`Level ${item.level} · ${item.category}${item.classes.length > 0 ? ` · ${item.classes.join(', ')}` : ''}${item.retired ? ' · retired' : ''}`],
    stats: stats.map(([key, value]) => `${ITEM_STAT_NAMES[key]} +${value}`),
    text: item.description,
    after: [`${item.weight} oz · ${item.value} gold`],
  };
}

export function monsterCard(monster: { name: string; level: number; health: number; experience: number; description: string }): CardModel {
  return {
    title: monster.name,
    lines: [`Level ${monster.level} · ${monster.health} health · ${monster.experience} experience`],
    stats: [],
    text: monster.description,
    after: [],
  };
}

export function npcCard(npc: { name: string; profession: string; location: { name: string }; description: string }): CardModel {
  return { title: npc.name, lines: [`${npc.profession} · ${npc.location.name}`], stats: [], text: npc.description, after: [] };
}

export function spellCard(spell: { name: string; level: number; manaCost: number; kind: string; element: string | null; classes: readonly string[]; description: string }): CardModel {
  return {
    title: spell.name,
    lines: [`Level ${spell.level} ${spell.element ?? ''} ${spell.kind} spell · ${spell.manaCost} mana · ${spell.classes.join(', ')}`.replace(/ {2,}/g, ' ')],
    stats: [],
    text: spell.description,
    after: [],
  };
}

export function traitCard(trait: { name: string; tier: number; class: string | null; maxPoints: number; description: string }): CardModel {
  return { title: trait.name, lines: [`Tier ${trait.tier} · ${trait.class ?? 'shared'} · up to ${trait.maxPoints} points`], stats: [], text: trait.description, after: [] };
}

export function buildCard(build: { name: string; class: string; characterLevel: number; ownerUsername: string | null; isPlannerBuild: boolean; likeCount: number; commentCount: number }): CardModel {
  return {
    title: build.name,
    lines: [`${classNameOf(build.class)} · Level ${build.characterLevel} · ${build.isPlannerBuild ? 'Planner build' : 'Trait build'}`, `by ${build.ownerUsername ?? 'Deleted player'}`],
    stats: [],
    after: [`${build.likeCount} ${build.likeCount === 1 ? 'like' : 'likes'} · ${build.commentCount} ${build.commentCount === 1 ? 'comment' : 'comments'}`],
  };
}
