import type { GameService } from '../game/game.service';
import type { ItemsService } from '../items/items.service';
import { itemIconUrl } from '../items/items.service';
import type { BuildsService } from '../builds/builds.service';
import { idOf } from '../../../game-data/data/spells';
import { gameRefsIn, refKey, type GameRefKind, type GameRefTarget } from './markdown';

const query = (path: string, key: string, value: string) => `${path}?${new URLSearchParams({ [key]: value })}`;

/** Where each kind of game thing is shown on the site. */
export const gameThingUrl = {
  monster: (id: string) => `/lists/monsters/${encodeURIComponent(id)}`,
  spell: (name: string) => query('/lists/spells', 'q', name),
  trait: (name: string) => query('/lists/classes', 'q', name),
  npc: (id: string) => `/lists/npc-buy-sell/${encodeURIComponent(id)}`,
  place: (id: string) => query('/lists/monsters', 'where', id),
  build: (id: string) => `/builds/${encodeURIComponent(id)}`,
};

/**
 * Looks up the game references of a Markdown source: items and public builds in the store (so
 * an admin's item edit shows in every page that mentions it), the rest in the data pack.
 */
export class GameRefResolver {
  constructor(private readonly deps: { game: GameService; items: ItemsService; builds: BuildsService }) {}

  async resolve(source: string): Promise<Map<string, GameRefTarget>> {
    const refs = gameRefsIn(source);
    const targets = new Map<string, GameRefTarget>();
    const itemIds = refs.filter((ref) => ref.kind === 'item').map((ref) => ref.key);
    const items = itemIds.length > 0 ? await this.deps.items.byIds(itemIds) : [];
    items.forEach((item) => {
      if (item) targets.set(refKey('item', item._id), { kind: 'item', name: item.name, url: `/items/${item.category}/${item._id}`, iconUrl: itemIconUrl(item) });
    });
    for (const { kind, key } of refs) {
      if (kind === 'item' || kind === 'map') continue;
      const target = kind === 'build' ? await this.build(key) : this.fromPack(kind, key);
      if (target) targets.set(refKey(kind, key), target);
    }
    return targets;
  }

  private async build(id: string): Promise<GameRefTarget | null> {
    const build = await this.deps.builds.get(null, id);
    return build ? { kind: 'build', name: build.name, url: gameThingUrl.build(build._id) } : null;
  }

  private fromPack(kind: Exclude<GameRefKind, 'item' | 'map' | 'build'>, key: string): GameRefTarget | null {
    const pack = this.deps.game.data.pack;
    switch (kind) {
      case 'monster': {
        const monster = this.deps.game.data.monster(key);
        return monster ? { kind, name: monster.name, url: gameThingUrl.monster(monster.id) } : null;
      }
      case 'npc': {
        const npc = this.deps.game.data.npc(key);
        return npc ? { kind, name: npc.name, url: gameThingUrl.npc(npc.id) } : null;
      }
      case 'spell': {
        const spell = pack.spells.find((s) => s.id === key);
        return spell ? { kind, name: spell.name, url: gameThingUrl.spell(spell.name) } : null;
      }
      case 'trait': {
        // A trait by number (`[[trait:12]]`) or by name (`[[trait:rally]]`).
        const trait = /^\d+$/.test(key) ? pack.traits.find((t) => t.number === Number(key)) : pack.traits.find((t) => idOf(t.name) === key);
        return trait ? { kind, name: trait.name, url: gameThingUrl.trait(trait.name), ref: `trait:${trait.number}` } : null;
      }
    }
  }
}
