import { DataTable, sortRows, type DataTableProps, type SortDirection } from '@/components/ui/DataTable';
import { directionOf } from '../use-list-page';
import { Loading } from '@/components/ui/Loading';

type ListResultsProps<Row> = Omit<DataTableProps<Row>, 'rows' | 'sortKey' | 'sortDirection' | 'onSort'> & {
  /** What is loading, in a sentence: "the monsters", "the trade list". */
  what: string;
  /** What the count counts, plural: "monsters", "trades". */
  noun: string;
  /** Nothing to show yet when false; the load failed when `failed` is also true. */
  loaded: boolean;
  failed: boolean;
  /** The rows that pass the filters, and how many there are in all. */
  rows: Row[];
  total: number;
  /** The sort as kept in the URL. */
  sort: string;
  dir: string;
  onSort: (sort: string, dir: SortDirection) => void;
};

/** A list page's results: loading and failure messages, "N of M", and the sorted table. */
export function ListResults<Row>({ what, noun, loaded, failed, rows, total, sort, dir, onSort, ...table }: ListResultsProps<Row>) {
  if (!loaded) {
    return failed ? (
      <p role="alert">{`${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded. Check your connection and reload the page.`}</p>
    ) : (
      <Loading>Loading {what}…</Loading>
    );
  }
  return (
    <>
      <p className="result-count" role="status">
        {rows.length} of {total} {noun}
      </p>
      <DataTable
        {...table}
        rows={sortRows(rows, table.columns, sort, directionOf(dir))}
        sortKey={sort}
        sortDirection={directionOf(dir)}
        onSort={onSort}
      />
    </>
  );
}
