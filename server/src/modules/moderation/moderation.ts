import type { Store } from '../../store/port';
import type { Outbox } from '../../outbox/outbox';
import { CASE_PURGE, CASE_RETENTION_MS, purgeClosedCase } from './moderation-deletion';
import { createRateLimiter } from '../../rate-limiter';
import type { AuditService } from '../audit/audit.service';
import type { BuildsService } from '../builds/builds.service';
import type { ProfileService } from '../profiles/profile.service';
import { ModerationDecisions } from './moderation-decisions';
import { ModerationEffects } from './moderation-effects';
import { ModerationGuard } from './moderation-guard';
import { loadWordList, WordListHolds } from './moderation-holds';
import { ModerationService } from './moderation.service';
import { AUTO_HIDE_REPORTS, NEW_ACCOUNT_LIMITS, REPORT_LIMITS } from './moderation.rules';

/** The moderation module's parts, created together. */
export interface Moderation {
  /** Reports and the queue of cases. */
  cases: ModerationService;
  /** Admins' decisions, appeals, suspensions. */
  decisions: ModerationDecisions;
  /** The gate's question before a signed-in caller writes. */
  guard: ModerationGuard;
}

export interface ModerationSettings {
  /** The word list file (MODERATION_WORD_LIST); null: none. */
  wordList: string | null;
  /** MODERATION_AUTO_HIDE_REPORTS. */
  autoHideReports: number;
  /** Reports one signed-in reporter, and one address, may send an hour. */
  reportsPerReporterPerHour: number;
  reportsPerAddressPerHour: number;
}

const HOUR = 3600;

/** Creates the module and hooks its word list into the builds module's publishing and comments. */
export async function createModeration(
  store: Store,
  deps: { builds: BuildsService; profiles: ProfileService; audit: AuditService; outbox: Outbox },
  settings: Partial<ModerationSettings> = {},
): Promise<Moderation> {
  await ModerationService.prepare(store);
  const limiter = (keyPrefix: string, points: number) => createRateLimiter(store, { keyPrefix, points, duration: HOUR });
  const effects = new ModerationEffects(store, deps.builds.social);
  const cases = new ModerationService(store, effects, {
    autoHideReports: settings.autoHideReports ?? AUTO_HIDE_REPORTS,
    perReporter: limiter('reports-reporter', settings.reportsPerReporterPerHour ?? REPORT_LIMITS.perReporterPerHour),
    perAddress: limiter('reports-address', settings.reportsPerAddressPerHour ?? REPORT_LIMITS.perAddressPerHour),
  });
  deps.outbox.handle(CASE_PURGE, (payload) => purgeClosedCase(store, String(payload.caseId)));
  // Each decision closes its case: the case (and a notice's e-mail address with it) is deleted when its retention ends.
  const decisions = new ModerationDecisions(store, cases, effects, deps.audit, (caseId) =>
    deps.outbox.enqueue(CASE_PURGE, { caseId }, { dueAt: new Date(Date.now() + CASE_RETENTION_MS) }).then(() => undefined),
  );
  const guard = new ModerationGuard(decisions, deps.profiles, {
    addComment: limiter('new-account-comments', NEW_ACCOUNT_LIMITS.commentsPerHour),
    publishBuild: limiter('new-account-publishes', NEW_ACCOUNT_LIMITS.publishesPerHour),
    createBuild: limiter('new-account-builds', NEW_ACCOUNT_LIMITS.buildsPerHour),
  });
  const holds = new WordListHolds(loadWordList(settings.wordList), cases, effects);
  deps.builds.moderation = holds;
  deps.builds.social.moderation = holds;
  return { cases, decisions, guard };
}
