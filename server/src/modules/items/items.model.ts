import type { ClassId, ItemCategoryId, ItemStatId, SlotId } from '../../../game-data/rules/constants';

/** An item as stored: seeded from the data pack once, then owned by the admins. */
export interface ItemDocument {
  _id: string;
  name: string;
  category: ItemCategoryId;
  slot: SlotId | null;
  level: number;
  /** Empty means every class. */
  classes: ClassId[];
  stats: Partial<Record<ItemStatId, number>>;
  twoHanded: boolean;
  weight: number;
  value: number;
  description: string;
  /** Retired by an admin: left out of the lists; its page and links keep working. */
  retired?: boolean;
  createdAt: string;
  updatedAt: string;
}
