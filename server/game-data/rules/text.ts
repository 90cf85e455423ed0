/**
 * One rule for the text players type (build names, display names, comments, unknown item ids),
 * so no name or comment can hide what it says or break a page. Unsafe characters are C0 and C1
 * control characters (a comment keeps line breaks
 * and tabs), the Unicode line and paragraph separators in one-line text, bidirectional
 * overrides, embeddings, isolates and marks (they make text read differently from what it is,
 * such as `build\u202Egnp.exe`), and lone surrogate halves (not text at all). Names refuse them;
 * comments have them removed. Text made only of invisible characters (spaces, zero-width
 * characters, fillers) counts as empty.
 */

const BIDI = '\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069';
const ONE_LINE_UNSAFE = new RegExp(`[\\p{Cc}\\u2028\\u2029${BIDI}]|\\p{Cs}`, 'u');
const ONE_LINE_UNSAFE_ALL = new RegExp(ONE_LINE_UNSAFE.source, 'gu');
const MULTI_LINE_UNSAFE_ALL = new RegExp(`[^\\P{Cc}\\n\\t]|[\\u2028\\u2029${BIDI}]|\\p{Cs}`, 'gu');
/** Characters that show nothing on their own: white space, zero-width and other format characters, fillers, variation selectors. */
const INVISIBLE = /^(?:[\s\p{Cf}\p{Cc}\p{Cs}\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]|\u034F|\p{Variation_Selector})*$/u;

/** True when one-line text holds a character it may not (a name is then refused). */
export function hasUnsafeCharacters(value: string): boolean {
  return ONE_LINE_UNSAFE.test(value);
}

/** The text without unsafe characters; `multiline` keeps line breaks and tabs (comments). */
export function withoutUnsafeCharacters(value: string, multiline = false): string {
  return value.replace(multiline ? MULTI_LINE_UNSAFE_ALL : ONE_LINE_UNSAFE_ALL, '');
}

/** True when nothing in the text would be visible (empty included). */
export function isInvisible(value: string): boolean {
  return INVISIBLE.test(value);
}

/**
 * Text made safe to put between HTML or XML tags and in quoted attributes (page meta, the
 * Atom feed, the SVG build card, markdown's game links, map popups): `& < > " '` become
 * `&amp; &lt; &gt; &quot; &#39;`. `&#39;` rather than `&apos;`: it means the apostrophe in
 * HTML 4, HTML 5 and XML alike. Written once here, below both the server and the client.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
