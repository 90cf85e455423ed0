/**
 * JSON for a `<script type="application/json">` element: `<` written as `\u003c`, so no text in
 * the data (`</script>`, `<!--`) can end the element; U+2028 and U+2029 escaped as well.
 */
export function scriptJson(value: unknown): string {
  // One pass over the text (a page's state is ~100 KB: the items library's), not one per character.
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => SCRIPT_ESCAPES[character]!);
}

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
