import { MAX_LEVEL } from '../../../game-data/rules/constants';
import type { Monster, Npc } from '../../../game-data/schemas';
import { breadcrumbs, decodeSegment, shortDescription, type MetaResolver, type PageMeta } from '../page-meta';
import type { GameService } from './game.service';

const MONSTER = /^\/lists\/monsters\/([^/]+)\/?$/;
const NPC = /^\/lists\/npc-buy-sell\/([^/]+)\/?$/;
const SPELL = /^\/lists\/spells\/([^/]+)\/?$/;
const TRAIT = /^\/lists\/traits\/([1-9]\d{0,5})\/?$/;
const LIST = /^\/lists\/([a-z-]+)\/?$/;

const percent = (chance: number) => `${Math.round(chance * 1000) / 10}%`;

function monsterDescription(game: GameService, monster: Monster): string {
  const places = monster.habitats.map((id) => game.location(id).name).join(', ');
  const drops = game.loot(monster).slice(0, 4).map((drop) => `${game.packName(drop.goodsId)} (${percent(drop.chance)})`).join(', ');
  return shortDescription(`${monster.name}: level ${monster.level}, ${monster.health} health, ${monster.experience} experience, armor ${monster.armor}. Found in ${places}. Drops ${drops}. ${monster.description}`, 200);
}

function npcDescription(game: GameService, npc: Npc): string {
  const sells = npc.trades.filter((trade) => trade.sells !== null).length;
  const buys = npc.trades.filter((trade) => trade.buys !== null).length;
  return shortDescription(`${npc.name}, ${npc.profession.toLowerCase()} in ${game.location(npc.location).name}: sells ${sells} and buys ${buys} goods. ${npc.description}`, 200);
}

/** The reference lists, their titles and descriptions made from what they list. */
function lists(game: GameService): Record<string, { name: string; description: string }> {
  const { pack } = game;
  const levels = (rows: Array<{ level: number }>) => `levels ${Math.min(...rows.map((r) => r.level))} to ${Math.max(...rows.map((r) => r.level))}`;
  return {
    premium: { name: 'Premium', description: `The ${pack.premium.length} premium offers: subscriptions by length and points packs, with their prices.` },
    classes: { name: 'Classes', description: `The ${pack.classes.length} classes (${pack.classes.map((c) => c.name).join(', ')}): their roles, stats and trait trees.` },
    monsters: { name: 'Monsters', description: `All ${pack.monsters.length} monsters by level (${levels(pack.monsters)}): health, experience, armor, where they live and what they drop.` },
    spells: { name: 'Spells', description: `All ${pack.spells.length} spells (${levels(pack.spells)}): their classes, mana, cooldown and effect.` },
    'npc-buy-sell': { name: 'NPC buy & sell', description: `What each of the ${pack.npcs.length} NPCs buys and sells, and where to find them.` },
    recipes: { name: 'Recipes', description: `All ${pack.recipes.length} crafting recipes: ingredients, crafting NPC, fee and level.` },
    formulae: { name: 'Formulae', description: `The game's formulae: experience per level up to ${MAX_LEVEL}, stat and trait points, damage and regeneration.` },
  };
}

/** Head tags of the reference lists and of every monster, NPC, spell and trait page (from the data pack). */
export function gameMetaResolver(game: GameService): MetaResolver {
  const table = lists(game);
  return async (path, publicUrl): Promise<PageMeta | null> => {
    const monsterMatch = MONSTER.exec(path);
    if (monsterMatch) {
      const id = decodeSegment(monsterMatch[1]!);
      const monster = id === null ? undefined : game.data.monster(id);
      if (!monster) return null;
      const own = `/lists/monsters/${encodeURIComponent(monster.id)}`;
      return {
        title: `${monster.name} · Monsters · Almanac`,
        description: monsterDescription(game, monster),
        url: `${publicUrl}${own}`,
        jsonLd: [breadcrumbs(publicUrl, [['Lists', '/lists/premium'], ['Monsters', '/lists/monsters'], [monster.name, own]])],
      };
    }
    const npcMatch = NPC.exec(path);
    if (npcMatch) {
      const id = decodeSegment(npcMatch[1]!);
      const npc = id === null ? undefined : game.data.npc(id);
      if (!npc) return null;
      const own = `/lists/npc-buy-sell/${encodeURIComponent(npc.id)}`;
      return {
        title: `${npc.name} · NPCs · Almanac`,
        description: npcDescription(game, npc),
        url: `${publicUrl}${own}`,
        jsonLd: [breadcrumbs(publicUrl, [['Lists', '/lists/premium'], ['NPC buy & sell', '/lists/npc-buy-sell'], [npc.name, own]])],
      };
    }
    const spellMatch = SPELL.exec(path);
    if (spellMatch) {
      const id = decodeSegment(spellMatch[1]!);
      const spell = id === null ? undefined : game.pack.spells.find((row) => row.id === id);
      if (!spell) return null;
      const own = `/lists/spells/${encodeURIComponent(spell.id)}`;
      return {
        title: `${spell.name} · Spells · Almanac`,
        description: shortDescription(`${spell.name}: level ${spell.level} ${spell.kind} spell, ${spell.manaCost} mana, ${spell.cooldownSeconds} s cooldown. ${spell.description}`, 200),
        url: `${publicUrl}${own}`,
        jsonLd: [breadcrumbs(publicUrl, [['Lists', '/lists/premium'], ['Spells', '/lists/spells'], [spell.name, own]])],
      };
    }
    const traitMatch = TRAIT.exec(path);
    if (traitMatch) {
      const trait = game.trait(Number(traitMatch[1]));
      if (!trait) return null;
      const own = `/lists/traits/${trait.number}`;
      return {
        title: `${trait.name} · Traits · Almanac`,
        description: shortDescription(`${trait.name}: tier ${trait.tier} trait, up to ${trait.maxPoints} points. ${trait.description}`, 200),
        url: `${publicUrl}${own}`,
        jsonLd: [breadcrumbs(publicUrl, [['Lists', '/lists/premium'], ['Classes', '/lists/classes'], [trait.name, own]])],
      };
    }
    const listMatch = LIST.exec(path);
    const list = listMatch ? table[listMatch[1]!] : undefined;
    if (!list) return null;
    const own = `/lists/${listMatch![1]}`;
    return {
      title: `${list.name} · Lists · Almanac`,
      description: list.description,
      url: `${publicUrl}${own}`,
      jsonLd: [breadcrumbs(publicUrl, [['Lists', '/lists/premium'], [list.name, own]])],
    };
  };
}
