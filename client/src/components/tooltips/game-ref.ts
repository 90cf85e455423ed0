export type GameRef = { kind: 'item' | 'monster' | 'npc' | 'spell' | 'trait'; key: string };

const ITEM_PATH = /^\/items\/[a-z-]+\/([a-z0-9-]+)$/;

/** The game thing a link points at: from `data-game-ref` (content and search) or an item page address. */
export function refOfLink(link: Element): GameRef | null {
  const ref = link.getAttribute('data-game-ref');
  if (ref) {
    const [kind, ...rest] = ref.split(':');
    const key = rest.join(':');
    if ((kind === 'item' || kind === 'monster' || kind === 'npc' || kind === 'spell' || kind === 'trait') && key) return { kind, key };
    return null;
  }
  const href = link.getAttribute('href') ?? '';
  const item = ITEM_PATH.exec(href.split(/[?#]/)[0]!);
  return item ? { kind: 'item', key: item[1]! } : null;
}

