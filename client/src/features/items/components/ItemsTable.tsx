import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '@/gql';
import { DataTable, type Column, type SortDirection } from '@/components/ui/DataTable';
import { ITEM_CATEGORY_NAMES, type ItemCategoryId, type ItemStatId } from '@game/rules/constants';
import { statName } from '../item-filter';
import { ItemIcon } from './ItemIcon';
import { itemStatFields } from '@/components/items/item-stats';
import { formatAmount } from '@/lib/format';

export const ItemsTable_item = graphql(`
  fragment ItemsTable_item on Item {
    id
    name
    category
    level
    classes
    weight
    value
    iconUrl
    twoHanded
    stats {
      ...ItemStats_stats
    }
  }
`);

export type ItemsTableItem = ReturnType<typeof readItems>[number];

/** Unmasks the fragment data of a list of items (the route filters the plain rows). */
export function readItems(items: ReadonlyArray<FragmentType<typeof ItemsTable_item>>) {
  return getFragmentData(ItemsTable_item, items).map((item) => ({ ...item, stats: itemStatFields(item.stats) }));
}


/** The items table: icon and name (a link to the item page), level, the category's stats, weight and value. */
export function ItemsTable(props: {
  items: ItemsTableItem[];
  stats: ItemStatId[];
  showCategory: boolean;
  sortKey: string;
  sortDirection: SortDirection;
  onSort: (key: string, direction: SortDirection) => void;
}) {
  const columns: Array<Column<ItemsTableItem>> = [
    {
      key: 'name',
      label: 'Item',
      sortValue: (item) => item.name,
      render: (item) => (
        <Link className="item-link" to={`/items/${item.category}/${item.id}`}>
          <ItemIcon url={item.iconUrl} />
          <span>{item.name}</span>
        </Link>
      ),
    },
    ...(props.showCategory
      ? [{ key: 'category', label: 'Category', sortValue: (item: ItemsTableItem) => item.category, render: (item: ItemsTableItem) => ITEM_CATEGORY_NAMES[item.category as ItemCategoryId] ?? item.category }]
      : []),
    { key: 'level', label: 'Level', numeric: true, sortValue: (item) => item.level, render: (item) => item.level },
    ...props.stats.map(
      (stat): Column<ItemsTableItem> => ({
        key: stat,
        label: statName(stat),
        numeric: true,
        sortValue: (item) => item.stats[stat] ?? null,
        render: (item) => item.stats[stat] ?? '–',
      }),
    ),
    { key: 'weight', label: 'Weight', numeric: true, sortValue: (item) => item.weight, render: (item) => `${item.weight} oz` },
    { key: 'value', label: 'Value', numeric: true, sortValue: (item) => item.value, render: (item) => `${formatAmount(item.value)} gp` },
  ];
  return (
    <DataTable
      caption="Items"
      columns={columns}
      rows={props.items}
      rowKey={(item) => item.id}
      sortKey={props.sortKey}
      sortDirection={props.sortDirection}
      onSort={props.onSort}
      empty="No item matches these filters."
      progressive
    />
  );
}
