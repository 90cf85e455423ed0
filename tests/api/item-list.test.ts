import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const PAGE = /* GraphQL */ `
  query Page($filter: ItemFilter, $after: String) {
    items(filter: $filter, first: 100, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } }
  }
`;

async function everyPage(filter: Record<string, unknown>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const { data }: { data?: any } = await graphql(server.url, PAGE, { filter, after });
    ids.push(...data.items.edges.map((edge: any) => edge.node.id));
    if (!data.items.pageInfo.hasNextPage) return ids;
    after = data.items.pageInfo.endCursor;
  }
}

describe('Query.itemList', () => {
  it.each([{ category: 'all' }, { category: 'swords' }, { class: 'mage', levelMin: 10 }])(
    'gives in one answer what every page of items gives, in the same order (%o)',
    async (filter) => {
      const { data, errors } = await graphql(server.url, 'query L($filter: ItemFilter) { itemList(filter: $filter) { id } }', { filter });
      expect(errors).toBeUndefined();
      const ids = data!.itemList.map((item: { id: string }) => item.id);
      expect(ids).toEqual(await everyPage(filter));
      expect(ids.length).toBeGreaterThan(0);
    },
  );

  it('refuses a category that does not exist with BAD_USER_INPUT naming the field', async () => {
    const { errors } = await graphql(server.url, '{ itemList(filter: { category: "spoons" }) { id } }');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.field).toBe('filter.category');
  });
});
