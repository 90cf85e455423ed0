/**
 * Embed pages (issue 24): the maps opened with `?embed=1` and every page under `/embed/` (the
 * build embed) show only their content, for other sites' iframes. The `/embed` page itself is a
 * normal page of the site (it explains the embeds), so it is not one.
 */
export function isEmbedLocation(pathname: string, search: string): boolean {
  return pathname.startsWith('/embed/') || new URLSearchParams(search).get('embed') === '1';
}
