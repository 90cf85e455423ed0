import { isInvisible, withoutUnsafeCharacters } from './text';

/**
 * A build's notes: Markdown written by its owner, rendered by the same
 * renderer and sanitiser as the site's articles (server/src/modules/content/markdown.ts).
 * One rule for the server's check and the editor's counter.
 */
export const NOTES_MAX = 10_000;
/** How much of the notes the preview dialog and a page's meta description show. */
export const NOTES_EXCERPT_MAX = 200;
/** Game links (`[[item:…]]`) one build's notes may hold: each is looked up when the notes render. */
export const NOTES_LINKS_MAX = 100;

export type NotesOutcome = { ok: true; value: string } | { ok: false; message: string };

/**
 * Notes as stored: unsafe characters removed (line breaks and tabs stay, as in comments),
 * trimmed; notes that show nothing are empty. Longer than {@link NOTES_MAX} is refused.
 */
export function checkNotes(raw: string): NotesOutcome {
  if (raw.length > NOTES_MAX * 2) return { ok: false, message: `Notes can have at most ${NOTES_MAX.toLocaleString('en-US')} characters.` };
  const value = withoutUnsafeCharacters(raw, true).trim();
  if (value.length > NOTES_MAX) return { ok: false, message: `Notes can have at most ${NOTES_MAX.toLocaleString('en-US')} characters.` };
  if ((value.match(/\[\[/g)?.length ?? 0) > NOTES_LINKS_MAX) return { ok: false, message: `Notes can hold at most ${NOTES_LINKS_MAX} game links.` };
  return { ok: true, value: isInvisible(value) ? '' : value };
}

/**
 * The first lines of notes as plain text, for a preview or a meta description: Markdown marks
 * dropped, game links as their label (or their key), links as their text, at most `max`
 * characters, cut at a word with an ellipsis.
 */
export function notesExcerpt(source: string, max = NOTES_EXCERPT_MAX): string {
  const text = source
    .slice(0, max * 20)
    .replace(/```[\s\S]*?(?:```|$)/g, ' ')
    .replace(/\[\[[a-z]+:([^\]|\n]{1,80})(?:\|([^\]\n]{1,80}))?\]\]/g, (_all, key: string, label?: string) => (label ?? key).trim())
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ')
    .replace(/[*_~`]+/g, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...text];
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  // A cut inside a word drops that word's start; a cut before a space keeps the whole word.
  const atWord = /\s/.test(characters[max - 1]!) ? cut : cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}
