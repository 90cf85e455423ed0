import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionApp, type ProductionApp } from '../support/production-app';

/**
 * The admin-only GraphQL fields on the production server (its own process, NODE_ENV=production,
 * real OAuth sign-in behind a TLS proxy), over GET and POST, signed out, as a player and as an
 * admin: refused (UNAUTHENTICATED, FORBIDDEN) or empty (a draft is null) exactly as the schema
 * says, and no answer that holds admin data, nor any refusal, is cacheable as public; the
 * response cache never hands one viewer's answer to another.
 */
let production: ProductionApp;
let player: string;
let admin: string;
const DRAFT = { slug: 'unreleased-patch-plans', title: 'Unreleased patch plans', summary: 'Not for players yet', body: 'The **secret** boss drops a [[item:steel-longsword]].' };

beforeAll(async () => {
  production = await startProductionApp();
  player = (await production.signIn('880000000000000001')).cookie;
  const signedIn = await production.signIn('880000000000000002');
  admin = signedIn.cookie;
  const granted = await production.grantAdmin(signedIn.username);
  if (granted !== `${signedIn.username} is now an admin.`) throw new Error(`Granting the admin role said: ${granted}`);
  const created = await post('mutation($input: ContentInput!) { createContent(kind: NEWS, input: $input) { slug status } }', admin, { input: DRAFT });
  if (JSON.stringify(created.body) !== JSON.stringify({ data: { createContent: { slug: DRAFT.slug, status: 'DRAFT' } } })) throw new Error(`The draft was not written: ${JSON.stringify(created.body)}`);
}, 120_000);
afterAll(async () => production?.stop());

interface Answer {
  status: number;
  cacheControl: string | null;
  age: string | null;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, cacheControl: response.headers.get('cache-control'), age: response.headers.get('age'), body: (await response.json()) as Answer['body'] };
}

function post(query: string, cookie?: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  return fetch(`${production.app.url}/graphql`, {
    method: 'POST',
    headers: { ...production.headers(), 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  }).then(answerOf);
}

function get(query: string, cookie?: string): Promise<Answer> {
  return fetch(`${production.app.url}/graphql?query=${encodeURIComponent(query)}`, {
    headers: { ...production.headers(), 'apollo-require-preflight': '1', ...(cookie ? { cookie } : {}) },
  }).then(answerOf);
}

const ADMIN_ONLY: Record<string, string> = {
  adminOverview: '{ adminOverview { profileCount adminCount contentCounts { kind drafts } } }',
  manageContents: '{ manageContents(kind: NEWS, first: 10) { totalCount edges { node { slug status } } } }',
  previewContent: '{ previewContent(body: "**Bold** [[item:steel-longsword]]") { html unknownReferences } }',
  auditLog: '{ auditLog(first: 5) { totalCount edges { node { action actor targetLabel } } } }',
};
const DRAFT_QUERY = `{ content(kind: NEWS, idOrSlug: "${DRAFT.slug}") { slug status title } }`;
const TRANSPORTS = { GET: get, POST: post } as const;
const isPublic = (cacheControl: string | null) => /\bpublic\b/.test(cacheControl ?? '');

describe('admin-only fields in production', () => {
  for (const [transport, send] of Object.entries(TRANSPORTS)) {
    it(`refuse a signed-out caller with UNAUTHENTICATED and a player with FORBIDDEN over ${transport}, never cacheable as public`, async () => {
      for (const [field, query] of Object.entries(ADMIN_ONLY)) {
        for (const [who, cookie, code] of [['signed out', undefined, 'UNAUTHENTICATED'], ['player', player, 'FORBIDDEN']] as const) {
          const answer = await send(query, cookie);
          expect({ field, who, data: answer.body.data ?? null, codes: answer.body.errors?.map((error) => error.extensions?.code) }).toEqual({ field, who, data: null, codes: [code] });
          expect({ field, who, publicAnswer: isPublic(answer.cacheControl), fromCache: answer.age }).toEqual({ field, who, publicAnswer: false, fromCache: null });
          // Nothing of the answer says more than the refusal: no stack traces in production.
          expect(JSON.stringify(answer.body)).not.toMatch(/stacktrace|at .+\.ts:\d+/);
        }
      }
    });

    it(`answer an admin over ${transport}, privately`, async () => {
      const answers = Object.fromEntries(await Promise.all(Object.entries(ADMIN_ONLY).map(async ([field, query]) => [field, await send(query, admin)] as const)));
      for (const [field, answer] of Object.entries(answers)) {
        expect({ field, status: answer.status, errors: answer.body.errors }).toEqual({ field, status: 200, errors: undefined });
        // Private over GET; POST answers are never stored (no-store).
        expect({ field, cacheControl: answer.cacheControl, fromCache: answer.age }).toEqual({ field, cacheControl: expect.stringMatching(/^(private, no-cache|no-store)$/), fromCache: null });
      }
      expect(answers.adminOverview!.body.data!.adminOverview).toMatchObject({ adminCount: 1, contentCounts: expect.arrayContaining([{ kind: "NEWS", drafts: 1 }]) });
      expect(answers.manageContents!.body.data!.manageContents).toMatchObject({ edges: expect.arrayContaining([{ node: { slug: DRAFT.slug, status: 'DRAFT' } }]) });
      expect((answers.previewContent!.body.data!.previewContent as { html: string }).html).toContain('<strong>Bold</strong>');
      expect(answers.auditLog!.body.data!.auditLog).toMatchObject({ edges: expect.arrayContaining([{ node: expect.objectContaining({ action: 'content.create', targetLabel: DRAFT.title }) }]) });
    });

    it(`shows a draft to the admin only over ${transport}: null to a player and signed out, and no viewer gets another's answer from the cache`, async () => {
      // The admin first, then everyone else: a shared cache must not have kept the admin's draft.
      const asAdmin = await send(DRAFT_QUERY, admin);
      expect(asAdmin.body).toEqual({ data: { content: { slug: DRAFT.slug, status: 'DRAFT', title: DRAFT.title } } });
      expect({ publicAnswer: isPublic(asAdmin.cacheControl), fromCache: asAdmin.age }).toEqual({ publicAnswer: false, fromCache: null });
      const others = [];
      for (const [who, cookie] of [['signed out', undefined], ['player', player], ['signed out again', undefined]] as const) {
        others.push({ who, signedIn: cookie !== undefined, answer: await send(DRAFT_QUERY, cookie) });
      }
      expect(others.map(({ who, answer }) => ({ who, body: answer.body }))).toEqual(others.map(({ who }) => ({ who, body: { data: { content: null } } })));
      // The player's null is theirs (signed in); the anonymous null is what every anonymous reader gets.
      expect(others.filter(({ signedIn }) => signedIn).map(({ answer }) => isPublic(answer.cacheControl))).toEqual([false]);
      // And the other way round: the anonymous null, cached by now over GET, is not what the admin gets.
      const adminAgain = await send(DRAFT_QUERY, admin);
      expect(adminAgain.body.data).toEqual({ content: { slug: DRAFT.slug, status: 'DRAFT', title: DRAFT.title } });
      expect(adminAgain.age).toBeNull();
    });
  }
});
