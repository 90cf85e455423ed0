import type { GraphQLError } from 'graphql';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { apiError } from '../../graphql/errors';
import { retryAfterSecondsOf, tooManyRequests } from '../../graphql/too-many-requests';
import type { ProfileService } from '../profiles/profile.service';
import type { ModerationDecisions } from './moderation-decisions';
import { isNewAccount, SUSPENDED_WRITES, suspensionMessage } from './moderation.rules';

/** The new-account limiters, by the mutation field they count. */
export interface NewAccountLimiters {
  addComment: RateLimiterAbstract;
  publishBuild: RateLimiterAbstract;
  createBuild: RateLimiterAbstract;
}

/**
 * What the gate asks before a signed-in caller's mutation runs, on every transport: a suspended account's writes are
 * FORBIDDEN with the suspension's end; an account younger than a day writes under tighter limits. Null: admitted.
 */
export class ModerationGuard {
  constructor(
    private readonly decisions: ModerationDecisions,
    private readonly profiles: ProfileService,
    private readonly newAccounts: NewAccountLimiters,
  ) {}

  async checkWrites(profileId: string, fields: readonly string[], now = new Date()): Promise<GraphQLError | null> {
    const writes = fields.filter((field) => SUSPENDED_WRITES.has(field) || field in this.newAccounts);
    if (writes.length === 0) return null;
    if (writes.some((field) => SUSPENDED_WRITES.has(field))) {
      const suspension = await this.decisions.suspensionOf(profileId, now);
      if (suspension) {
        return apiError('FORBIDDEN', suspensionMessage(suspension.until), {
          reason: 'SUSPENDED',
          suspendedUntil: suspension.until,
          permanent: suspension.until === null,
          // Over HTTP the refusal is a 403 (the streams drop `http`).
          http: { status: 403 },
        });
      }
    }
    const limited = writes.filter((field): field is keyof NewAccountLimiters => field in this.newAccounts);
    if (limited.length === 0) return null;
    const profile = await this.profiles.byId(profileId);
    if (!profile || !isNewAccount(profile.createdAt, now)) return null;
    for (const field of limited) {
      try {
        await this.newAccounts[field].consume(profileId);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        const retry = retryAfterSecondsOf(rejection);
        return tooManyRequests(retry, `New accounts post a little at a time for their first day. Try again in ${retry} s.`);
      }
    }
    return null;
  }
}
