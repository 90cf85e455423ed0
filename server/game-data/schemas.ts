import { z } from 'zod';
import { CLASS_IDS, ELEMENT_IDS, ITEM_CATEGORY_IDS, ITEM_STAT_IDS, MAX_LEVEL, SLOT_IDS, STAT_IDS } from './rules/constants';
import { EFFECT_TARGETS, EFFECT_UNITS } from './rules/effects';
import { hasUnsafeCharacters, isInvisible } from './rules/text';

/**
 * The zod schemas of every file of the data pack. They check shapes and single values; the
 * references between files are checked by `checkReferences` in pack.ts.
 */

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by "-"');
// The shared text rule (rules/text.ts) as for build names: pack files and admins' item edits alike.
const readable = <T extends z.ZodString>(schema: T) =>
  schema
    .refine((value) => !hasUnsafeCharacters(value), 'must not contain control or text-direction characters, or line breaks')
    .refine((value) => !isInvisible(value), 'must have a visible character');
const name = readable(z.string().min(2).max(60));
const text = readable(z.string().min(10).max(400));
const level = z.number().int().min(1).max(MAX_LEVEL);
const gold = z.number().int().min(1);
const classId = z.enum(CLASS_IDS);
/** An item's largest stat, weight (oz) and value (gold). */
export const ITEM_STAT_MAX = 10_000;
export const ITEM_WEIGHT_MAX = 10_000;
export const ITEM_VALUE_MAX = 100_000_000;

export const locationSchema = z.strictObject({
  id,
  name,
  kind: z.enum(['town', 'wilds', 'dungeon']),
  province: name,
  description: text,
});

const growth = z.strictObject({ base: z.number().min(0), perLevel: z.number().min(0) });

export const classSchema = z.strictObject({
  id: classId,
  name,
  role: name,
  description: text,
  health: growth,
  mana: growth,
  capacity: growth,
  hpRegen: z.number().min(0),
  mpRegen: z.number().min(0),
  weaponCategories: z.array(z.enum(ITEM_CATEGORY_IDS)).min(1),
});

export const statSchema = z.strictObject({
  id: z.enum(STAT_IDS),
  name,
  perPoint: z.number().positive(),
  unit: z.string().min(1).max(20),
  description: text,
});

export const traitSchema = z.strictObject({
  number: z.number().int().min(1),
  name,
  class: classId.nullable(),
  /** The branch of a class tree the trait sits in; null for shared traits. */
  branch: name.nullable(),
  tier: z.number().int().min(1).max(6),
  maxPoints: z.number().int().min(1).max(5),
  prerequisite: z.number().int().min(1).nullable(),
  description: text,
  effects: z
    .array(
      z.strictObject({
        target: z.enum(EFFECT_TARGETS),
        perPoint: z.number().refine((value) => value !== 0 && Number.isFinite(value), 'must be a number other than 0'),
        unit: z.enum(EFFECT_UNITS),
        label: name,
      }),
    )
    .min(1),
});

export const spellSchema = z.strictObject({
  id,
  name,
  classes: z.array(classId).min(1),
  level,
  manaCost: z.number().int().min(0),
  cooldownSeconds: z.number().min(0),
  element: z.enum(ELEMENT_IDS).nullable(),
  kind: z.enum(['attack', 'healing', 'support']),
  power: z.number().int().min(0),
  premium: z.boolean(),
  description: text,
});

export const materialSchema = z.strictObject({
  id,
  name,
  description: text,
  weight: z.number().min(0),
  value: gold,
});

export const itemSchema = z.strictObject({
  id,
  name,
  category: z.enum(ITEM_CATEGORY_IDS),
  slot: z.enum(SLOT_IDS),
  level,
  classes: z.array(classId),
  // Upper bounds far above any real item, so sums over ten slots stay finite whole numbers (an
  // admin's weight of 1e308 made two worn items weigh Infinity, which the capacity rule refuses).
  stats: z.partialRecord(z.enum(ITEM_STAT_IDS), z.number().int().positive().max(ITEM_STAT_MAX)),
  twoHanded: z.boolean(),
  weight: z.number().positive().max(ITEM_WEIGHT_MAX),
  value: gold.max(ITEM_VALUE_MAX),
  description: text,
});

export const monsterSchema = z.strictObject({
  id,
  name,
  level,
  health: z.number().int().positive(),
  experience: z.number().int().positive(),
  armor: z.number().int().min(0),
  elements: z.array(z.strictObject({ element: z.enum(ELEMENT_IDS), modifier: z.number().int().min(-100).max(100) })),
  loot: z
    .array(
      z.strictObject({
        goodsId: id,
        chance: z.number().gt(0).max(1),
        min: z.number().int().min(1),
        max: z.number().int().min(1),
      }),
    )
    .min(1),
  habitats: z.array(id).min(1),
  description: text,
});

export const npcSchema = z.strictObject({
  id,
  name,
  profession: name,
  location: id,
  position: z.strictObject({ x: z.number().int().min(0), y: z.number().int().min(0) }),
  description: text,
  trades: z.array(z.strictObject({ goodsId: id, buys: gold.nullable(), sells: gold.nullable() })).min(1),
});

export const recipeSchema = z.strictObject({
  id,
  output: id,
  amount: z.number().int().min(1),
  ingredients: z.array(z.strictObject({ goodsId: id, amount: z.number().int().min(1) })).min(1),
  npc: id,
  fee: z.number().int().min(0),
  level,
});

export const premiumOfferSchema = z.strictObject({
  id,
  name,
  kind: z.enum(['subscription', 'points']),
  days: z.number().int().positive().nullable(),
  points: z.number().int().positive().nullable(),
  /** Price in euro cents. */
  priceCents: z.number().int().positive(),
  description: text,
});

/** The whole pack as the data files provide it. */
export const packSchema = z.strictObject({
  locations: z.array(locationSchema).min(1),
  classes: z.array(classSchema).length(CLASS_IDS.length),
  stats: z.array(statSchema).length(STAT_IDS.length),
  traits: z.array(traitSchema).min(1),
  spells: z.array(spellSchema).min(40),
  materials: z.array(materialSchema).min(1),
  items: z.array(itemSchema).min(250),
  monsters: z.array(monsterSchema).min(60),
  npcs: z.array(npcSchema).min(25),
  recipes: z.array(recipeSchema).min(30),
  premium: z.array(premiumOfferSchema).min(1),
});

export type GameLocation = z.infer<typeof locationSchema>;
export type GameClass = z.infer<typeof classSchema>;
export type GameStat = z.infer<typeof statSchema>;
export type Trait = z.infer<typeof traitSchema>;
export type Spell = z.infer<typeof spellSchema>;
export type Material = z.infer<typeof materialSchema>;
export type PackItem = z.infer<typeof itemSchema>;
export type Monster = z.infer<typeof monsterSchema>;
export type Npc = z.infer<typeof npcSchema>;
export type Recipe = z.infer<typeof recipeSchema>;
export type PremiumOffer = z.infer<typeof premiumOfferSchema>;
export type Pack = z.infer<typeof packSchema>;
