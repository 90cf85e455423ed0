import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, ROOT, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * The schema as documentation: every argument and input field says what it
 * takes, and where two types named the same thing differently the consistent name is added while
 * the old one keeps answering, marked deprecated.
 */
const schema = buildSchema(readFileSync(`${ROOT}/schema.graphql`, 'utf8'));

describe('descriptions', () => {
  it('describes every argument, input field and directive argument', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type)) for (const field of Object.values(type.getFields())) for (const arg of field.args) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
    }
    for (const directive of schema.getDirectives()) for (const arg of directive.args) if (!arg.description) missing.push(`@${directive.name}(${arg.name})`);
    expect(missing).toEqual([]);
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

describe('consistent names, old ones deprecated and still answered', () => {
  it('gives a public build summary the names Build uses', async () => {
    const answer = await graphql(server.url, '{ topBuilds { id name ownerUsername likeCount class title owner likes characterClass } }');
    expect(answer.errors).toBeUndefined();
    const first = answer.data!.topBuilds[0];
    const build = await graphql(server.url, 'query($id: ID!) { build(id: $id) { name ownerUsername likeCount class } }', { id: first.id });
    expect({ name: first.name, ownerUsername: first.ownerUsername, likeCount: first.likeCount, class: first.class }).toEqual(build.data!.build);
    expect({ title: first.title, owner: first.owner, likes: first.likes, characterClass: first.characterClass }).toEqual({ title: first.name, owner: first.ownerUsername, likes: first.likeCount, characterClass: first.class });
  });

  it('gives a comment its createdAt, the same instant as the deprecated timestamp', async () => {
    const cookie = await devSignIn(server.url, 'named-commenter');
    const created = await graphql(server.url, 'mutation { createBuild(input: { name: "Named", class: rogue, characterLevel: 12 }) { id } }', {}, { cookie });
    const id = created.data!.createBuild.id as string;
    await graphql(server.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie });
    await graphql(server.url, 'mutation($id: ID!) { addComment(buildId: $id, content: "Well named") { id } }', { id }, { cookie });
    const read = await graphql(server.url, 'query($id: ID!) { build(id: $id) { comments { nodes { createdAt timestamp } } } }', { id });
    const [comment] = read.data!.build.comments.nodes as Array<{ createdAt: string; timestamp: string }>;
    expect(comment!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(comment!.createdAt).toBe(comment!.timestamp);
  });

  it('filters public builds by levelMin and levelMax, as the other filters, and still by minLevel and maxLevel', async () => {
    const levels = async (filter: Record<string, number>) => {
      const answer = await graphql(server.url, 'query($filter: PublicBuildFilter) { publicBuilds(filter: $filter, first: 100) { edges { node { characterLevel } } } }', { filter });
      expect(answer.errors).toBeUndefined();
      return (answer.data!.publicBuilds.edges as Array<{ node: { characterLevel: number } }>).map((edge) => edge.node.characterLevel);
    };
    const all = await levels({});
    const [low, high] = [Math.min(...all), Math.max(...all)];
    expect(high).toBeGreaterThan(low);
    const middle = Math.floor((low + high) / 2);
    const fresh = await levels({ levelMin: middle, levelMax: high });
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((level) => level >= middle && level <= high)).toBe(true);
    expect(fresh.length).toBeLessThan(all.length);
    expect(await levels({ minLevel: middle, maxLevel: high })).toEqual(fresh);
  });

  it('marks the old names deprecated in introspection', async () => {
    const answer = await graphql(server.url, `{
      summary: __type(name: "PublicBuildSummary") { fields(includeDeprecated: true) { name isDeprecated } }
      comment: __type(name: "Comment") { fields(includeDeprecated: true) { name isDeprecated } }
      filter: __type(name: "PublicBuildFilter") { inputFields(includeDeprecated: true) { name isDeprecated } }
    }`);
    const deprecated = (fields: Array<{ name: string; isDeprecated: boolean }>) => fields.filter((field) => field.isDeprecated).map((field) => field.name).sort();
    expect(deprecated(answer.data!.summary.fields)).toEqual(['characterClass', 'likes', 'owner', 'title']);
    expect(deprecated(answer.data!.comment.fields)).toEqual(['timestamp']);
    expect(deprecated(answer.data!.filter.inputFields)).toEqual(['maxLevel', 'minLevel']);
  });
});
