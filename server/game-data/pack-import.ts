/**
 * A whole data pack brought in as JSON (the import format: the pack's files as one object, the
 * shape `docs/game-data-pack.schema.json` describes). Every problem is found at once and given
 * with its path; a file with any problem is refused whole.
 */
import type { z } from 'zod';
import { checkReferences } from './pack';
import { packSchema, type Pack } from './schemas';
import { traitCycles } from './rules/trait-cycles';

/** The largest import accepted, in bytes of JSON text. */
export const PACK_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** The most problems listed for one file (a file wrong throughout would otherwise list thousands). */
export const PACK_IMPORT_MAX_PROBLEMS = 500;

export interface PackProblem {
  /** Where, e.g. `items[41].stats.hp`; `pack` for the file as a whole. */
  path: string;
  message: string;
}

export type PackImport = { ok: true; pack: Pack } | { ok: false; problems: PackProblem[] };

/** `items[41].stats.hp` from zod's path. */
export function problemPath(path: ReadonlyArray<PropertyKey>): string {
  let text = '';
  for (const part of path) text += typeof part === 'number' ? `[${part}]` : text === '' ? String(part) : `.${String(part)}`;
  return text || 'pack';
}

const received = (input: unknown) => (input === undefined ? 'missing' : input === null ? 'null' : Array.isArray(input) ? 'a list' : typeof input === 'string' ? 'text' : typeof input);

/** The messages operators read, in the words of the data rather than of the validator. */
function messageOf(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'must be a whole number';
      if (input === undefined) return 'is missing';
      return `must be ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'an object' : `a ${issue.expected}`} (found ${received(input)})`;
    case 'too_small':
      if (issue.origin === 'array') return `must have at least ${String(issue.minimum)} entr${issue.minimum === 1 ? 'y' : 'ies'}`;
      if (issue.origin === 'string') return `must be at least ${String(issue.minimum)} characters`;
      return issue.inclusive ? `must be at least ${String(issue.minimum)}` : `must be above ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `must have at most ${String(issue.maximum)} entries`;
      if (issue.origin === 'string') return `must be at most ${String(issue.maximum)} characters`;
      return issue.inclusive ? `must be at most ${String(issue.maximum)}` : `must be below ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_key':
      return 'has a key that is not allowed here';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return issue.message;
  }
}

const at = (root: unknown, path: ReadonlyArray<PropertyKey>): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), root);

/** Splits checkReferences' `where: message` lines into a path (without the entry's name in brackets) and a message. */
export function referenceProblem(line: string): PackProblem {
  const split = line.indexOf(': ');
  const where = split < 0 ? 'pack' : line.slice(0, split);
  return { path: where.replace(/ \([^)]*\)/g, ''), message: split < 0 ? line : line.slice(split + 2) };
}

/** Checks a pack that is already parsed: shapes, then references, duplicates and trait cycles. */
export function checkPack(input: unknown): PackImport {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return { ok: false, problems: [{ path: 'pack', message: 'must be a JSON object with the pack\'s files (locations, classes, stats, traits, …)' }] };
  // The `$schema` line editors use to validate against the JSON Schema file is allowed and dropped.
  const { $schema: _schema, ...pack } = input as Record<string, unknown>;
  const parsed = packSchema.safeParse(pack);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({ path: problemPath(issue.path), message: messageOf(issue, at(pack, issue.path)) }));
    // The references are checked too, so one upload shows every problem; an entry whose shape is
    // already wrong is left out (its references may be nonsense), and a file too broken to follow gives none.
    const broken = new Set(parsed.error.issues.map((issue) => problemPath(issue.path.slice(0, 2))));
    try {
      for (const problem of checkReferences(pack as Pack).map(referenceProblem)) {
        const entry = /^[a-z]+(\[\d+\])?/.exec(problem.path)?.[0] ?? problem.path;
        if (!broken.has(entry) && !broken.has(problem.path.split('[')[0]!)) problems.push(problem);
      }
    } catch {
      // Shapes too far off to follow references: the shape problems stand alone.
    }
    return { ok: false, problems: problems.slice(0, PACK_IMPORT_MAX_PROBLEMS) };
  }
  const problems = checkReferences(parsed.data).map(referenceProblem);
  for (const cycle of traitCycles(parsed.data.traits)) {
    problems.push({ path: `traits[${cycle[0]! - 1}].prerequisite`, message: `the prerequisites form a cycle: ${[...cycle, cycle[0]].join(' → ')}` });
  }
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, PACK_IMPORT_MAX_PROBLEMS) } : { ok: true, pack: parsed.data };
}

/** Reads a pack from JSON text: size, then JSON, then {@link checkPack}. */
export function importPack(text: string): PackImport {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > PACK_IMPORT_MAX_BYTES) return { ok: false, problems: [{ path: 'pack', message: `the file is ${(bytes / 1024 / 1024).toFixed(1)} MB; at most ${PACK_IMPORT_MAX_BYTES / 1024 / 1024} MB is accepted` }] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: 'pack', message: `not valid JSON (${(error as Error).message})` }] };
  }
  return checkPack(json);
}
