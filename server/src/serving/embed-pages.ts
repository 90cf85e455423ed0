/**
 * Pages that may be framed when opened with `?embed=1`: the three maps and the entity pages an
 * oEmbed answer frames. Pages where a signed-in player acts (planner, manage, profile, a build's
 * page: a build is embedded as `/embed/builds/{id}`) are not in the list, so no other site can
 * frame them under a click trap.
 */
const EMBEDDABLE_PAGES: RegExp[] = [
  /^\/tools\/(interactive|houses|monsters)-map\/?$/,
  /^\/items\/[^/]+\/[^/]+\/?$/,
  /^\/lists\/monsters\/[^/]+\/?$/,
  /^\/lists\/npc-buy-sell\/[^/]+\/?$/,
];

const pathOf = (url: string | undefined) => new URL(url ?? '/', 'http://localhost');

/** Whether a request is for a page other sites may frame (`/embed/...`, or a listed page with `?embed=1`). */
export function isEmbedPage(url: string | undefined): boolean {
  const { pathname, searchParams } = pathOf(url);
  // Under /embed/ every page (not a file: /embed/tooltips.js is a resource, see above) is an embed page.
  if (pathname.startsWith('/embed/')) return !/\.[a-z0-9]+$/i.test(pathname);
  return EMBEDDABLE_PAGES.some((pattern) => pattern.test(pathname)) && searchParams.get('embed') === '1';
}
