import { startTestServer } from './tests/support/app';
const s = await startTestServer({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), CLIENT_DIST: '/tmp' });
for (const q of ['{ newz { __typename } }', '{ itemz }']) {
  const post = await fetch(`${s.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q }) });
  console.log(post.status, await post.text());
  const get = await fetch(`${s.url}/graphql?query=${encodeURIComponent(q)}`, { headers: { 'apollo-require-preflight': '1' } });
  console.log(get.status, await get.text());
}
await s.stop();
