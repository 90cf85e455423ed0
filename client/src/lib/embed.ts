/**
 * Embed pages: every page under `/embed/` (the build embed) and, opened with
 * `?embed=1`, the three maps and the item, monster and NPC pages show only their content, for
 * other sites' iframes. The same pages the server lets other sites frame
 * (server/src/http/guards/cross-origin.ts; tests/unit/embed-pages.test.ts keeps the two in step). Any
 * other page keeps the site around it with `?embed=1`. The `/embed` page itself is a normal page
 * of the site (it explains the embeds), so it is not one.
 */
const EMBEDDABLE_WITH_PARAMETER: RegExp[] = [
  /^\/tools\/(interactive|houses|monsters)-map\/?$/,
  /^\/items\/[^/]+\/[^/]+\/?$/,
  /^\/lists\/monsters\/[^/]+\/?$/,
  /^\/lists\/npc-buy-sell\/[^/]+\/?$/,
];

export function isEmbedLocation(pathname: string, search: string): boolean {
  if (pathname.startsWith('/embed/')) return true;
  // The path first: only these pages read `?embed=` (the route table declares it for them alone).
  return EMBEDDABLE_WITH_PARAMETER.some((pattern) => pattern.test(pathname)) && new URLSearchParams(search).get('embed') === '1';
}

/**
 * The iframe code of a build's embed card (`/embed/builds/{id}`), as the /embed page documents it;
 * with a variant's name, the card of that variant (`?variant=`).
 */
export function buildEmbedCode(site: string, buildId: string, variant: string | null = null): string {
  const query = variant ? `?variant=${encodeURIComponent(variant)}` : '';
  return `<iframe src="${site}/embed/builds/${encodeURIComponent(buildId)}${query}" width="420" height="240" title="Build on Almanac" style="border:0"></iframe>`;
}
