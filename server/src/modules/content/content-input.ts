import { badUserInput } from '../../graphql/errors';
import { hasUnsafeCharacters, isInvisible, withoutUnsafeCharacters } from '../../../game-data/rules/text';
import type { ContentDocument, ContentKind } from './content.model';

/** What an admin writes; on update, omitted fields stay as they are. */
export interface ContentInput {
  slug?: string | null;
  title?: string | null;
  summary?: string | null;
  body?: string | null;
  author?: string | null;
  tags?: string[] | null;
  version?: string | null;
}

export const LIMITS = { title: 120, slug: 80, summary: 300, body: 50_000, author: 60, tags: 10, tag: 24 };
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VERSION = /^\d{1,3}\.\d{1,3}(?:\.\d{1,3})?$/;

/**
 * Checks one text field: trimmed, not empty, at most `max` characters. One-line fields (title,
 * summary, author) follow the shared text rule as build names do: control, direction and broken
 * characters are refused (a BEL in a title made the Atom feed invalid XML), invisible text is empty.
 */
function text(value: string, field: string, max: number, oneLine = true): string {
  const trimmed = value.trim();
  if (!trimmed || (oneLine && isInvisible(trimmed))) throw badUserInput(`${field} must not be empty.`, `input.${field}`);
  if (trimmed.length > max) throw badUserInput(`${field} must be at most ${max} characters.`, `input.${field}`);
  if (oneLine && hasUnsafeCharacters(trimmed)) throw badUserInput(`${field} cannot contain control or text-direction characters, or line breaks.`, `input.${field}`);
  return trimmed;
}

/** Checks the written fields of a document; returns only the fields given. */
export function checkContentInput(kind: ContentKind, input: ContentInput, creating: boolean): Partial<ContentDocument> {
  const out: Partial<ContentDocument> = {};
  const required = ['title', 'summary', 'body'] as const;
  if (creating) for (const field of required) if (input[field] === undefined || input[field] === null) throw badUserInput(`${field} is required.`, `input.${field}`);
  if (input.title != null) out.title = text(input.title, 'title', LIMITS.title);
  if (input.summary != null) out.summary = text(input.summary, 'summary', LIMITS.summary);
  if (input.body != null) {
    if (input.body.length > LIMITS.body) throw badUserInput(`body must be at most ${LIMITS.body} characters.`, 'input.body');
    // Markdown keeps its line breaks and tabs; other unsafe characters are removed, as from comments.
    out.body = text(withoutUnsafeCharacters(input.body, true), 'body', LIMITS.body, false);
  }
  if (input.author != null) out.author = text(input.author, 'author', LIMITS.author);
  if (input.slug != null) {
    const slug = input.slug.trim();
    if (!SLUG.test(slug) || slug.length > LIMITS.slug) {
      throw badUserInput(`slug must be 1 to ${LIMITS.slug} lower-case letters, digits and single dashes (like "first-steps").`, 'input.slug');
    }
    out.slug = slug;
  }
  if (input.tags != null) {
    const tags = [...new Set(input.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
    if (tags.length > LIMITS.tags) throw badUserInput(`At most ${LIMITS.tags} tags.`, 'input.tags');
    const bad = tags.find((tag) => !TAG.test(tag) || tag.length > LIMITS.tag);
    if (bad !== undefined) throw badUserInput(`The tag "${bad}" must be 1 to ${LIMITS.tag} lower-case letters, digits and single dashes.`, 'input.tags');
    out.tags = tags;
  }
  if (kind === 'patch-notes') {
    if (input.version != null) {
      const version = input.version.trim();
      if (!VERSION.test(version)) throw badUserInput('version must look like 2.0 or 1.4.1.', 'input.version');
      out.version = version;
    } else if (creating) {
      throw badUserInput('Patch notes need a version (like 2.0).', 'input.version');
    }
  } else if (input.version != null && input.version.trim() !== '') {
    throw badUserInput('Only patch notes have a version.', 'input.version');
  }
  return out;
}

/** A slug made from a title: "First steps in Brackenford!" gives "first-steps-in-brackenford". */
export const slugFromTitle = (title: string) =>
  title.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, LIMITS.slug).replace(/-+$/, '') || 'untitled';
