/** A piece of plain text, or a link found in it. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address (a closing bracket only when it has no opening one in the address). */
const TRAILING = /[.,;:!?'"]+$/;

/**
 * Splits players' plain text (comments) into text and http(s) links, so addresses
 * can be shown as links without ever treating the text as HTML: React escapes every part.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0].replace(TRAILING, '');
    if (url.endsWith(')') && !url.includes('(')) url = url.slice(0, -1).replace(TRAILING, '');
    let valid = true;
    try {
      new URL(url);
    } catch {
      valid = false;
    }
    if (!valid || url.length <= 'https://'.length) continue;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
