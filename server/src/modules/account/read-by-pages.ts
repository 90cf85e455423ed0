import type { Collection, Filter, StoredDocument } from '../../store/port';

/**
 * Every document matching `filter`, read in `_id` order a page at a time (each page starts after
 * the last id of the one before, so a page is an index walk, not a skip over everything read):
 * the store's only cursor both engines share. A document written while the walk runs is read
 * when its id sorts after the walk's position.
 */
export async function* readByPages<T extends StoredDocument>(collection: Collection<T>, filter: Filter, pageSize: number): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const page: T[] = await collection.find(after === null ? filter : { $and: [filter, { _id: { $gt: after } }] }, { sort: { _id: 1 }, limit: pageSize });
    for (const document of page) yield document;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!._id;
  }
}
