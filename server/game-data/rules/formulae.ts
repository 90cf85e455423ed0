/**
 * The formulae explained for players (the /lists/formulae page and the `formulae` query).
 * Each entry describes a function of formulas.ts or progression.ts; the numbers quoted here
 * are the constants those functions use.
 */
export interface FormulaExplanation {
  id: string;
  name: string;
  /** The rule written as one expression. */
  expression: string;
  /** What it means in play, in a sentence or two. */
  explanation: string;
}

export const FORMULAE: readonly FormulaExplanation[] = [
  {
    id: 'experience',
    name: 'Experience per level',
    expression: 'total(level) = 10 × (level − 1) × level × (level + 7)',
    explanation:
      'The experience a character needs in all to reach a level. Level 2 takes 180 points; each level after costs a little more than the last, so the step grows with the square of the level.',
  },
  {
    id: 'points',
    name: 'Stat and trait points',
    expression: 'stat points = 2 × level; trait points = ⌊level ÷ 2⌋; one stat ≤ level',
    explanation:
      'Every level brings two stat points (level 1 starts with two) and every second level a trait point. No single stat may hold more points than the character level.',
  },
  {
    id: 'health',
    name: 'Maximum health and mana',
    expression: 'health = class base + gain per level × (level − 1) + 12 × hp points + items',
    explanation:
      'Each class starts with its own health and mana and gains a fixed amount per level. Every point in hp or mp adds 12, and worn items add their bonus on top.',
  },
  {
    id: 'capacity',
    name: 'Capacity',
    expression: 'capacity = class base + gain per level × (level − 1) + 6 × capacity points + items',
    explanation:
      'How many ounces a character can carry. Knights carry the most. Every capacity point adds 6 oz; bags and some belts and rings add more.',
  },
  {
    id: 'regeneration',
    name: 'Regeneration',
    expression: 'per second = class base + level ÷ 50 + 0.25 × regeneration points',
    explanation:
      'Health and mana come back on their own. Health is paid every 6 seconds, mana every 2 seconds (since patch 1.4), each tick holding the seconds it covers.',
  },
  {
    id: 'weapon-damage',
    name: 'Weapon damage',
    expression: 'max = ⌊attack × (1 + 0.04 × ability) + level ÷ 5⌋; min = ⌊max ÷ 2⌋',
    explanation:
      'A weapon hit rolls evenly between the minimum and maximum. Ability makes every weapon hit harder by 4 % per point; bows and crossbows follow the same rule.',
  },
  {
    id: 'spell-damage',
    name: 'Spell damage',
    expression: 'max = ⌊power × (1 + 0.05 × magic) + level ÷ 3⌋; min = ⌊0.7 × max⌋',
    explanation:
      'Spells roll between 70 % and 100 % of their maximum, so they are steadier than weapons. Magic adds 5 % per point.',
  },
  {
    id: 'damage-taken',
    name: 'Damage taken',
    expression: 'taken = max(0, round(damage × (100 + element %) ÷ 100) − ⌊armor ÷ 2⌋)',
    explanation:
      'A weakness adds to the damage (+25 % means a quarter more) and a resistance takes away from it (−100 % is immunity). Armor then stops half its value of every hit.',
  },
  {
    id: 'time-to-kill',
    name: 'Time to kill',
    expression: 'hits = ⌈health ÷ average hit taken⌉; seconds = hits ÷ hit chance × 2',
    explanation:
      'Every character swings once every 2 seconds, and a swing lands at its hit chance (monsters do not dodge). Each hit that lands goes through the damage taken formula, so the monster’s weakness or resistance and its armor count; damage per second is the average hit taken × hit chance ÷ 2.',
  },
];
