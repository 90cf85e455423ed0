import { graphql } from './app';

/**
 * The draft API tests' calls: `call` answers as the server does (errors included), `ok` the data or a thrown error
 * with the errors, `edit` one entry of the draft, `revision` the draft's revision as `admin` reads it.
 */
export function draftApi(url: () => string, admin: () => Record<string, string>) {
  const call = (query: string, variables: Record<string, unknown> = {}, who: Record<string, string> = {}) => graphql(url(), query, variables, who);
  const ok = async (query: string, variables: Record<string, unknown> = {}, who: Record<string, string> = {}) => {
    const result = await call(query, variables, who);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
  const edit = (kind: string, id: string, value: unknown, rev: number, who = admin()) => call(EDIT, { input: { kind, id, value: value === null ? null : JSON.stringify(value), revision: rev } }, who);
  const revision = async () => (await ok('{ gameDataDraft { revision } }', {}, admin())).gameDataDraft.revision as number;
  return { call, ok, edit, revision };
}

export const EDIT = 'mutation($input: GameDataDraftEditInput!) { editGameDataDraft(input: $input) { revision } }';
