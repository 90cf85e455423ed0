import { expect } from 'vitest';
import { graphql, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/** Helpers the moderation API tests share: players of a given account age, a public build, a report, a decision. */
export function moderationHelpers(server: () => TestServer) {
  const url = () => server().url;
  let serial = 0;

  /** Calls and expects no error. */
  async function ok(cookie: string | undefined, query: string, variables: Record<string, unknown> = {}) {
    const answer = await graphql(url(), query, variables, cookie ? { cookie } : {});
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  }

  /** A signed-in player whose account is `ageDays` old (the store's `createdAt` moved back). */
  async function player(prefix: string, ageDays = 30, role: 'user' | 'admin' = 'user') {
    serial += 1;
    const username = `${prefix}${serial}${Date.now().toString(36).slice(-4)}`.slice(0, 24);
    const cookie = await devSignIn(url(), username, role);
    const createdAt = new Date(Date.now() - ageDays * 86_400_000).toISOString();
    await server().store.collection('profiles').updateOne({ usernameLower: username.toLowerCase() }, { $set: { createdAt } });
    const me = (await ok(cookie, '{ me { id username } }')).me as { id: string; username: string };
    return { cookie, id: me.id, username: me.username };
  }

  /** A public build with a distinctive name and notes. */
  async function publicBuild(cookie: string, name: string, description = '') {
    const created = await ok(cookie, 'mutation($name: String!, $d: String) { createBuild(input: { name: $name, class: rogue, characterLevel: 12, description: $d }) { id } }', {
      name,
      d: description,
    });
    const id = created.createBuild.id as string;
    await ok(cookie, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id });
    return id;
  }

  /** Adds a comment and returns its id. */
  async function comment(cookie: string, buildId: string, content: string) {
    const data = await ok(cookie, 'mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { comments(first: 100) { nodes { id content } } } }', { id: buildId, c: content });
    return (data.addComment.comments.nodes as Array<{ id: string; content: string }>).find((node) => node.content === content)!.id;
  }

  const REPORT = 'mutation($input: ReportInput!) { report(input: $input) { id caseId repeated receiptCode reason targetKind outcome } }';

  function report(cookie: string | undefined, input: Record<string, unknown>) {
    return graphql(url(), REPORT, { input: { reason: 'SPAM', ...input } }, cookie ? { cookie } : {});
  }

  async function caseOf(adminCookie: string, caseId: string) {
    return (await ok(adminCookie, 'query($id: ID!) { moderationCase(id: $id) { id status contentState autoHidden reportCount eligibleReportCount locked decisions { id action appeal } } }', { id: caseId }))
      .moderationCase as { id: string; status: string; contentState: string; autoHidden: boolean; reportCount: number; eligibleReportCount: number; locked: boolean; decisions: Array<{ id: string; action: string; appeal: string }> };
  }

  const DECIDE = 'mutation($input: ModerationDecisionInput!) { decideModerationCase(input: $input) { id status contentState locked } }';

  function decide(adminCookie: string, caseId: string, action: string, extra: Record<string, unknown> = {}) {
    return graphql(url(), DECIDE, { input: { caseId, action, templateId: action === 'DISMISS' || action === 'LIFT' ? 'no-violation' : 'spam', note: `Note for ${action}`, ...extra } }, { cookie: adminCookie });
  }

  return { ok, player, publicBuild, comment, report, caseOf, decide };
}
