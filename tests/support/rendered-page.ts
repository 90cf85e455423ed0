/** A page as the server first answers it: its response, its HTML, and the text of its `#root` (tags dropped, whitespace folded). */
export async function renderedPage(baseUrl: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="almanac-state">/.exec(html)?.[1] ?? '';
  const text = root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { response, html, text };
}
