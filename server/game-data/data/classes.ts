import type { GameClass, GameStat } from '../schemas';
import { CAPACITY_PER_POINT, HP_PER_POINT, HP_REGEN_PER_POINT, MP_PER_POINT, MP_REGEN_PER_POINT } from '../rules/formulas';

/** The four classes in share-state order. */
export const CLASSES: GameClass[] = [
  {
    id: 'squire',
    name: 'Squire',
    role: 'All-rounder',
    description: 'Every adventurer starts sworn to a lord. A squire fights with any one-handed weapon and learns a little of everything.',
    health: { base: 150, perLevel: 10 },
    mana: { base: 50, perLevel: 6 },
    capacity: { base: 400, perLevel: 12 },
    hpRegen: 0.5,
    mpRegen: 0.5,
    weaponCategories: ['melee', 'swords', 'axes', 'maces', 'daggers-knives', 'bows-crossbows', 'shields'],
  },
  {
    id: 'knight',
    name: 'Knight',
    role: 'Front line',
    description: 'Heavy armor, a shield and a strong arm. Knights hold the line, carry the most and shrug off blows that would fell others.',
    health: { base: 180, perLevel: 15 },
    mana: { base: 30, perLevel: 4 },
    capacity: { base: 470, perLevel: 20 },
    hpRegen: 0.8,
    mpRegen: 0.3,
    weaponCategories: ['melee', 'swords', 'axes', 'maces', 'large-weapons', 'shields'],
  },
  {
    id: 'rogue',
    name: 'Rogue',
    role: 'Skirmisher',
    description: 'Quick blades and a steady bow. Rogues strike from range or from the shadows and rely on ability rather than armor.',
    health: { base: 150, perLevel: 10 },
    mana: { base: 60, perLevel: 8 },
    capacity: { base: 420, perLevel: 15 },
    hpRegen: 0.6,
    mpRegen: 0.6,
    weaponCategories: ['melee', 'daggers-knives', 'bows-crossbows', 'gloves'],
  },
  {
    id: 'mage',
    name: 'Mage',
    role: 'Spellcaster',
    description: 'Fragile but devastating. Mages channel fire, ice and energy through staves, wands and orbs, and heal their friends.',
    health: { base: 140, perLevel: 6 },
    mana: { base: 120, perLevel: 18 },
    capacity: { base: 380, perLevel: 10 },
    hpRegen: 0.4,
    mpRegen: 1,
    weaponCategories: ['staves-wands', 'orbs'],
  },
];

/** The seven allocatable stats in share-state order, with what one point gives. */
export const STATS: GameStat[] = [
  { id: 'hp', name: 'Health', perPoint: HP_PER_POINT, unit: 'max health', description: 'Raises maximum health. The surest way to survive a bad pull.' },
  { id: 'mp', name: 'Mana', perPoint: MP_PER_POINT, unit: 'max mana', description: 'Raises maximum mana, so more spells can be cast before resting.' },
  { id: 'magic', name: 'Magic', perPoint: 5, unit: '% spell damage', description: 'Makes every damaging and healing spell stronger by 5 % per point.' },
  { id: 'ability', name: 'Ability', perPoint: 4, unit: '% weapon damage', description: 'Makes every weapon hit, melee or ranged, stronger by 4 % per point.' },
  { id: 'hpRegen', name: 'Health regeneration', perPoint: HP_REGEN_PER_POINT, unit: 'health per second', description: 'Health comes back faster between fights; paid every 6 seconds.' },
  { id: 'mpRegen', name: 'Mana regeneration', perPoint: MP_REGEN_PER_POINT, unit: 'mana per second', description: 'Mana comes back faster; paid every 2 seconds since patch 1.4.' },
  { id: 'capacity', name: 'Capacity', perPoint: CAPACITY_PER_POINT, unit: 'oz carried', description: 'Carry more loot, potions and spare gear before heading back to town.' },
];
