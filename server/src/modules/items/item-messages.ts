import { ITEM_STAT_NAMES } from '../../../game-data/rules/constants';

/**
 * The admin's words for a refused item: the field named as the form labels it, and
 * the rule said in a sentence, instead of the schema's or the pack check's raw text
 * ("level: Too big: expected number to be <=200", "npcs[13] (dockmaster-finch).trades[7]: …").
 */
const FIELD_LABELS: Record<string, string> = {
  id: 'Slug',
  name: 'Name',
  category: 'Category',
  level: 'Level',
  classes: 'Classes',
  stats: 'Stats',
  twoHanded: 'Two-handed',
  weight: 'Weight',
  value: 'Value',
  description: 'Description',
};

/** What an issue of the item schema carries (zod's issue, the parts read here). */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  values?: unknown[];
}

/** The form's name of the field at `path` ("Level", "Stats: Strength"). */
export function fieldLabel(path: PropertyKey[]): string {
  const [first, second] = path.map(String);
  const label = FIELD_LABELS[first ?? ''] ?? first ?? 'The item';
  if (first === 'stats' && second) return `${label}: ${(ITEM_STAT_NAMES as Record<string, string>)[second] ?? second}`;
  return label;
}

const EXPECTED: Record<string, string> = { number: 'a number', int: 'a whole number', string: 'text', boolean: 'yes or no', array: 'a list' };

/** One schema issue as a sentence naming the field. */
export function humanIssue(issue: SchemaIssue): string {
  const label = fieldLabel(issue.path);
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'too_big':
      return text
        ? `${label} must be at most ${issue.maximum} characters long.`
        : `${label} must be ${issue.inclusive === false ? 'below' : 'at most'} ${issue.maximum}.`;
    case 'too_small':
      if (text) return Number(issue.minimum) <= 1 ? `${label} must not be empty.` : `${label} must be at least ${issue.minimum} characters long.`;
      if (issue.inclusive === false && Number(issue.minimum) === 0) return `${label} must be more than 0.`;
      return `${label} must be ${issue.inclusive === false ? 'above' : 'at least'} ${issue.minimum}.`;
    case 'invalid_type':
      return `${label} must be ${EXPECTED[issue.expected ?? ''] ?? issue.expected ?? 'filled in'}.`;
    case 'invalid_value':
      return `${label} must be one of: ${(issue.values ?? []).join(', ')}.`;
    case 'not_multiple_of':
      return `${label} must be a whole number.`;
    default:
      return `${label}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}.`.replace(/\.\.$/, '.');
  }
}

/**
 * A problem of the pack's cross-reference checks that an item change would bring, in the admin's
 * words; `npcName` gives an NPC's name from its id. A problem this does not know keeps its text,
 * with the pack's paths (`npcs[13] (dockmaster-finch).trades[7]`) said as names.
 */
export function humanProblem(problem: string, npcName: (id: string) => string | undefined): string {
  const trade = /^npcs\[\d+\] \(([^)]+)\)\.trades\[\d+\]: (sells|buys) at (\d+(?:\.\d+)?), (?:below|above) the value (\d+(?:\.\d+)?)$/.exec(problem);
  if (trade) {
    const [, npcId, side, price, value] = trade as unknown as [string, string, 'sells' | 'buys', string, string];
    const npc = npcName(npcId) ?? npcId;
    return side === 'sells'
      ? `Value ${value} is above the ${price} gold ${npc} sells this item for; an NPC never sells below an item's value. Lower the value to ${price} or less.`
      : `Value ${value} is below the ${price} gold ${npc} buys this item for; an NPC never buys above an item's value. Raise the value to ${price} or more.`;
  }
  return problem.replace(/\b[a-z]+\[\d+\] \(([^)]+)\)\.?/g, (_, id: string) => `${npcName(id) ?? id}, `).replace(/\b([a-z]+)\[(\d+)\]/g, (_, list: string, index: string) => `${list.replace(/s$/, '')} ${Number(index) + 1}`);
}
