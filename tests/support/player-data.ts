import { TRAITS } from '../../server/game-data/data/traits';
import { graphql } from './app';

/** Helpers for the player data file's tests: a player's builds, comments and likes made through the API. */

export const v2Trait = (name: string) => TRAITS.find((t) => t.name === name)!.number;

/** Runs a mutation as the player with `cookie`, failing the test on any error. */
export async function act(url: string, cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const result = await graphql(url, query, variables, { cookie });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

export const createBuild = async (url: string, cookie: string, input: Record<string, unknown>) =>
  (await act(url, cookie, 'mutation($input: BuildInput!) { createBuild(input: $input) { id } }', { input })).createBuild.id as string;
export const publishBuild = (url: string, cookie: string, id: string) => act(url, cookie, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id });
export const likeBuild = (url: string, cookie: string, buildId: string) => act(url, cookie, 'mutation($buildId: ID!) { likeBuild(buildId: $buildId) { id } }', { buildId });
export const meId = async (url: string, cookie: string) => (await act(url, cookie, '{ me { id } }')).me.id as string;

/** Adds a comment (a reply with `parentId`) and returns the id of the newest comment of `content` on the build. */
export async function comment(url: string, cookie: string, buildId: string, content: string, parentId?: string): Promise<string> {
  await act(url, cookie, 'mutation($buildId: ID!, $content: String!, $parentId: ID) { addComment(buildId: $buildId, content: $content, parentId: $parentId) { id } }', { buildId, content, parentId });
  const read = await act(url, cookie, 'query($id: ID!) { build(id: $id) { comments(first: 100) { nodes { id content } } } }', { id: buildId });
  return (read.build.comments.nodes as Array<{ id: string; content: string }>).find((node) => node.content === content)!.id;
}

/** `GET /account/export` as the player with `cookie`: the response, and its body parsed when it is the file. */
export async function download(url: string, cookie: string | null): Promise<{ response: Response; file: Record<string, any> | null }> {
  const response = await fetch(`${url}/account/export`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { response, file: response.status === 200 ? (JSON.parse(text) as Record<string, any>) : null };
}

/** `POST /account/import` with `body` as the player with `cookie`. */
export async function upload(url: string, cookie: string | null, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/account/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body,
  });
  return { response, json: (await response.json()) as Record<string, any> };
}
