import type { CardKind } from '../components/tooltips/card-model';

/** What a link on a host page points at: a thing by id (or a trait by number), or a spell or trait by its name. */
export interface EmbedRef {
  kind: CardKind;
  key: string;
  by: 'id' | 'name';
}

const KINDS: readonly CardKind[] = ['item', 'monster', 'npc', 'spell', 'trait', 'build'];

const PATHS: Array<[RegExp, CardKind]> = [
  [/^\/items\/[a-z0-9-]+\/([^/]+)\/?$/, 'item'],
  [/^\/lists\/monsters\/([^/]+)\/?$/, 'monster'],
  [/^\/lists\/npc-buy-sell\/([^/]+)\/?$/, 'npc'],
  [/^\/builds\/([^/]+)\/?$/, 'build'],
  [/^\/embed\/builds\/([^/]+)\/?$/, 'build'],
];

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/**
 * The Almanac thing a link points at, or null: an absolute address on the site's origin
 * (`/items/<category>/<id>`, `/lists/monsters/<id>`, `/lists/npc-buy-sell/<id>`, `/builds/<id>`,
 * `/lists/spells?q=<name>`, `/lists/classes?q=<trait name>`) or the site's own
 * `data-game-ref="<kind>:<id>"` on a link to the site.
 */
export function embedRefOf(href: string, origin: string, dataRef: string | null): EmbedRef | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (dataRef) {
    const at = dataRef.indexOf(':');
    const kind = dataRef.slice(0, at) as CardKind;
    const key = dataRef.slice(at + 1);
    if (at > 0 && KINDS.includes(kind) && key && (kind !== 'trait' || /^\d+$/.test(key))) return { kind, key, by: 'id' };
  }
  for (const [pattern, kind] of PATHS) {
    const match = pattern.exec(url.pathname);
    const key = match ? decode(match[1]!) : null;
    if (key) return { kind, key, by: 'id' };
  }
  const name = url.searchParams.get('q')?.trim();
  if (name && /^\/lists\/spells\/?$/.test(url.pathname)) return { kind: 'spell', key: name, by: 'name' };
  if (name && /^\/lists\/classes\/?$/.test(url.pathname)) return { kind: 'trait', key: name, by: 'name' };
  return null;
}
