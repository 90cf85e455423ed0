import type { ClassId, SlotId } from '../../../game-data/rules/constants';
import { currentMonster, currentTraitCatalog } from '../game/current-version';
import type { Store, StoredDocument } from '../../store/port';
import { Followers } from '../../store/follow';
import type { BuildCatalog } from './build.rules';

/** The fields of a stored item the build rules read. */
interface ItemFacts extends StoredDocument {
  name: string;
  slot: SlotId | null;
  classes: ClassId[];
}

const ITEMS_COLLECTION = 'items';

/**
 * What the build rules know of the game: traits from the data pack, items from the store (admins
 * edit them), held in memory and kept current by the items change feed so checks stay synchronous.
 */
export class StoreBuildCatalog implements BuildCatalog {
  /** The trait tree of the game data version served (the newest published). */
  get traits() {
    return currentTraitCatalog();
  }
  private readonly items = new Map<string, ItemFacts>();

  private constructor(private readonly store: Store) {}

  /** Reads the items once the feed listens (so no change is missed), then follows it. */
  static async open(store: Store, followers = new Followers()): Promise<StoreBuildCatalog> {
    const catalog = new StoreBuildCatalog(store);
    await followers.follow(store.collection<ItemFacts>(ITEMS_COLLECTION), {
      onReload: () => catalog.reload(),
      onChange: (change) => {
        if (change.type === 'delete') catalog.items.delete(change.id);
        else catalog.items.set(change.id, change.document);
      },
    }).loaded;
    return catalog;
  }

  item(id: string) {
    return this.items.get(id);
  }

  /** A monster of the version served: a target named in a newer version is accepted, one it removed is not. */
  monster(id: string) {
    return currentMonster(id);
  }

  private async reload(): Promise<void> {
    const rows = await this.store
      .collection<ItemFacts>(ITEMS_COLLECTION)
      .find({}, { projection: { name: 1, slot: 1, classes: 1 } });
    this.items.clear();
    for (const row of rows) this.items.set(row._id, row);
  }
}
