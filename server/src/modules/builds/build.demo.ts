import { CLASS_IDS, STAT_IDS, type ClassId, type StatId } from '../../../game-data/rules/constants';
import { statCapAtLevel, statPointsAtLevel } from '../../../game-data/rules/progression';
import { addPoint, checkAdd, TRAIT_CATALOG, type TraitBuild } from '../../../game-data/rules/traits';
import { GAME_DATA_VERSION } from '../../../game-data/rules/migrations';
import { BUILD_ICON_IDS } from '../../../game-data/rules/build-icons';
import { BUILD_TAGS, type BuildTag } from '../../../game-data/rules/build-tags';
import { TRAITS } from '../../../game-data/data/traits';
import { likeId, type BuildDocument, type CommentDocument, type LikeDocument } from './build.model';

/** A small deterministic generator (mulberry32), so every fresh start shows the same demo builds. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES: Record<ClassId, string[]> = {
  squire: ['Road to Knighthood', 'Stable Boy Bruiser', 'Jack of All Blades', 'Shieldbearer Start', 'Squire Speed Levelling', 'Drillyard Veteran', 'Pack Mule Looter', 'Oathbound Defender', 'Budget Brawler'],
  knight: ['Unbreakable Wall', 'Cleave Everything', 'Iron Skin Tank', 'Taunt and Hold', 'Two-Hander Menace', 'Last Knight Standing', 'Frostmere Guardian', 'Shield Wall Classic', 'Heavy Arms Hunter'],
  rogue: ['Bleed Them Dry', 'Shadow Step Assassin', 'Dagger Dancer', 'Crit Fisher', 'Poison and Patience', 'Cellar Rat Farmer', 'Silent Blade PvP', 'Quick Fingers Looter', 'Evasion Tank Rogue'],
  mage: ['Ember Glass Cannon', 'Frost Mind Control', 'Mana Tide Healer', 'Arc Weaver AoE', 'Archmage Endgame', 'Budget Fire Mage', 'Mending Light Support', 'Cinder Steps Burner', 'Ice Wall Kiter'],
};

const COMMENTS = [
  'Tried this at the Cinder Steps and it holds up well.',
  'Would you swap a point from Quick Study into Second Wind?',
  'Great for levelling, a bit weak in groups.',
  'This is my main build now, thanks for sharing!',
  'How does it handle the ember drakes?',
  'Clean and simple. Exactly what a new player needs.',
  'The stat split looks odd at first but it works.',
  'Pairs nicely with a healer in the group.',
  'Took me from 30 to 45 in a weekend.',
  'I would put more into capacity for long hunts.',
];

const REPLIES = [
  'Thanks! It is at its best from level 40 on.',
  'Good question: I kept it for the extra health on long hunts.',
  'Glad it helped. Try it with the ring from the Mines.',
  'Yes, swap it if you hunt in a group.',
];

/** Tags a demo build would be given by its owner (fixed list, rules/build-tags.ts), from what it is. */
function demoTags(name: string, characterClass: ClassId, level: number, pick: () => number): BuildTag[] {
  const tags = new Set<BuildTag>([level < 60 ? 'levelling' : level >= 100 ? 'endgame' : pick() < 0.5 ? 'levelling' : 'endgame']);
  if (/budget/i.test(name)) tags.add('budget');
  tags.add(characterClass === 'knight' || /tank|wall|defender|guardian/i.test(name) ? 'tank' : /heal|support|mending/i.test(name) ? 'support' : 'damage');
  tags.add(/group|aoe|healer/i.test(name) || pick() < 0.3 ? 'group' : 'solo');
  return BUILD_TAGS.filter((tag) => tags.has(tag));
}

/** Spends trait points on the traits a class may take, honouring prerequisites and maximums. */
/** Spends the level's trait points one at a time on traits the tree rules allow, favouring one branch. */
function pickTraits(characterClass: ClassId, level: number, next: () => number): Record<string, number> {
  let build: TraitBuild = { characterClass, level, points: new Map() };
  const allowed = TRAITS.filter((t) => t.class === null || t.class === characterClass);
  const favourite = allowed.filter((t) => t.class !== null)[Math.floor(next() * 27)]?.branch ?? null;
  for (let guard = 0; guard < 400; guard += 1) {
    const open = allowed.filter((t) => checkAdd(TRAIT_CATALOG, build, t.number) === null);
    if (open.length === 0) break;
    const preferred = open.filter((t) => t.branch === favourite);
    const pool = preferred.length > 0 && next() < 0.7 ? preferred : open;
    build = addPoint(TRAIT_CATALOG, build, pool[Math.floor(next() * pool.length)]!.number).build;
  }
  return Object.fromEntries([...build.points].map(([k, v]) => [String(k), v]));
}

function pickStats(level: number, next: () => number): Record<StatId, number> {
  const stats = Object.fromEntries(STAT_IDS.map((s) => [s, 0])) as Record<StatId, number>;
  const cap = statCapAtLevel(level);
  let budget = statPointsAtLevel(level);
  const favourites = [...STAT_IDS].sort(() => next() - 0.5).slice(0, 3);
  for (const stat of favourites) {
    const spend = Math.min(cap, budget, Math.ceil(budget * (0.3 + next() * 0.5)));
    stats[stat] = spend;
    budget -= spend;
  }
  return stats;
}

/**
 * A few dozen public demo builds owned by the demo profiles, with tags, likes and comments from
 * the other demo profiles (some answered by the owner), so the carousel and /builds are alive on a
 * first start outside production.
 */
export function demoBuilds(
  profiles: ReadonlyArray<{ _id: string; username: string }>,
  now = Date.parse('2026-11-20T12:00:00.000Z'),
): { builds: BuildDocument[]; likes: LikeDocument[]; comments: CommentDocument[] } {
  const next = seededRandom(20261121);
  // Tags and replies draw from their own sequence, so the builds, likes and comments stay as they were.
  const extra = seededRandom(20261127);
  const builds: BuildDocument[] = [];
  const likes: LikeDocument[] = [];
  const comments: CommentDocument[] = [];
  CLASS_IDS.forEach((characterClass, classIndex) => {
    NAMES[characterClass].forEach((name, i) => {
      const index = builds.length;
      const owner = profiles[(index * 7 + classIndex) % profiles.length]!;
      const level = 5 + Math.floor(next() * 140);
      const isPlannerBuild = i % 3 !== 0;
      const publishedAt = new Date(now - (index * 37 + Math.floor(next() * 30)) * 3600_000).toISOString();
      const voters = profiles.filter((p) => p._id !== owner._id && next() < 0.55 - index * 0.008);
      const _id = `demo-build-${String(index + 1).padStart(2, '0')}`;
      for (const p of voters) likes.push({ _id: likeId(_id, p._id), buildId: _id, userId: p._id, value: 'like', updatedAt: publishedAt });
      const commenters = profiles.filter((p) => p._id !== owner._id && next() < 0.25);
      let replies = 0;
      commenters.forEach((p, c) => {
        const timestamp = new Date(Date.parse(publishedAt) + (c + 1) * 5400_000).toISOString();
        comments.push({
          _id: `demo-comment-${index}-${c}`,
          buildId: _id,
          author: p.username,
          authorId: p._id,
          content: COMMENTS[Math.floor(next() * COMMENTS.length)]!,
          timestamp,
        });
        if (extra() < 0.35) {
          replies += 1;
          comments.push({
            _id: `demo-comment-${index}-${c}-reply`,
            buildId: _id,
            author: owner.username,
            authorId: owner._id,
            content: REPLIES[Math.floor(extra() * REPLIES.length)]!,
            timestamp: new Date(Date.parse(timestamp) + 1800_000).toISOString(),
            parentId: `demo-comment-${index}-${c}`,
          });
        }
      });
      builds.push({
        _id,
        name,
        owner: owner._id,
        ownerUsername: owner.username,
        class: characterClass,
        characterLevel: level,
        isPublic: true,
        isPlannerBuild,
        publishDate: publishedAt,
        buildIconId: BUILD_ICON_IDS[Math.floor(next() * BUILD_ICON_IDS.length)]!,
        assignedPoints: pickTraits(characterClass, level, next),
        dataVersion: GAME_DATA_VERSION,
        statAllocations: isPlannerBuild ? pickStats(level, next) : (Object.fromEntries(STAT_IDS.map((s) => [s, 0])) as Record<StatId, number>),
        equippedItemIds: {},
        likeCount: voters.length,
        commentCount: commenters.length + replies,
        tags: demoTags(name, characterClass, level, extra),
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    });
  });
  return { builds, likes, comments };
}
