import { randomBytes, randomUUID } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { badUserInput, unauthenticated } from '../../graphql/errors';
import { retryAfterSecondsOf, tooManyRequests } from '../../graphql/too-many-requests';
import { DuplicateKeyError, type ChangeFeed, type Collection, type Filter, type Store } from '../../store/port';
import type { ProfileDocument } from '../profiles/profile.model';
import { findTarget, type Target } from './moderation-targets';
import type { ModerationEffects } from './moderation-effects';
import {
  CASES_COLLECTION,
  DECISIONS_COLLECTION,
  HELD_COLLECTION,
  REPORTS_COLLECTION,
  reportId,
  type CaseDocument,
  type CaseStatus,
  type DecisionDocument,
  type HeldDocument,
  type IllegalContentNotice,
  type ReportDocument,
  type ReportReasonId,
  type TargetKind,
} from './moderation.model';
import { RECEIPT_CODE_BYTES, receiptCodeProblem } from '../../../game-data/rules/reports';
import { isEligibleReporter, isEmailAddress, reachesAutoHide, REPORT_TEXT_MAX } from './moderation.rules';

export interface ReportRequest {
  targetKind: TargetKind;
  targetId: string;
  reason: ReportReasonId;
  text?: string | null;
  notice?: { explanation: string; url: string; name: string; email: string; goodFaith: boolean } | null;
}

export interface ReportOptions {
  /** Distinct eligible reporters that hide a thing until an admin decides; 0 turns the automatic hide off. */
  autoHideReports: number;
  /** Reports per signed-in reporter, and per address, in their windows. */
  perReporter: RateLimiterAbstract;
  perAddress: RateLimiterAbstract;
}

/** A report answered to its reporter: the record, and whether it was a repeat. */
export type ReportAnswer = ReportDocument & { repeated: boolean; shownReceiptCode: string | null };

export type QueueOrder = 'newest' | 'most-reported';

/** A report's case (null once deleted) and the decision it ended with (null while not decided). */
export interface ReportStanding {
  kase: CaseDocument | null;
  decision: DecisionDocument | null;
}

const isHttpUrl = (url: string) => url.length <= 2000 && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);

/**
 * Whether a notice's address is the page of the thing: its path is the thing's page (a player page in any case). The
 * origin is not compared: the site may be reached under more than one name behind its proxy.
 */
function isAddressOf(url: string, path: string): boolean {
  const page = path.replace(/#.*/, '');
  const asked = decodeURIComponent(new URL(url).pathname).replace(/\/$/, '');
  return asked === page || (page.startsWith('/players/') && asked.toLowerCase() === page.toLowerCase());
}

/**
 * Reports and the queue of cases: one report per reporter per thing, one open case per thing; the automatic hide when
 * enough distinct eligible accounts report it. Decisions and appeals are {@link ModerationDecisions}.
 */
export class ModerationService {
  readonly reports: Collection<ReportDocument>;
  readonly cases: Collection<CaseDocument>;
  readonly decisions: Collection<DecisionDocument>;

  constructor(
    readonly store: Store,
    private readonly effects: ModerationEffects,
    private readonly options: ReportOptions,
  ) {
    this.reports = store.collection<ReportDocument>(REPORTS_COLLECTION);
    this.cases = store.collection<CaseDocument>(CASES_COLLECTION);
    this.decisions = store.collection<DecisionDocument>(DECISIONS_COLLECTION);
  }

  static async prepare(store: Store): Promise<void> {
    const cases = store.collection<CaseDocument>(CASES_COLLECTION);
    await cases.createIndex({ openKey: 1 }, { unique: true });
    await cases.createIndex({ queued: 1, lastReportedAt: -1, _id: -1 });
    await cases.createIndex({ queued: 1, reportCount: -1, lastReportedAt: -1, _id: -1 });
    await cases.createIndex({ status: 1, lastReportedAt: -1, _id: -1 });
    await cases.createIndex({ authorId: 1 });
    await cases.createIndex({ targetKind: 1, targetId: 1 });
    const reports = store.collection<ReportDocument>(REPORTS_COLLECTION);
    await reports.createIndex({ caseId: 1 });
    await reports.createIndex({ reporterId: 1, createdAt: -1 });
    await reports.createIndex({ receiptCode: 1 });
    const decisions = store.collection<DecisionDocument>(DECISIONS_COLLECTION);
    await decisions.createIndex({ caseId: 1 });
    await decisions.createIndex({ authorId: 1, decidedAt: -1 });
    // A build page's signed-in viewer asks for their own hidden comments on it (moderation-own-comments.ts).
    await store.collection<HeldDocument>(HELD_COLLECTION).createIndex({ buildId: 1 });
  }

  /**
   * Reports a thing. Checked whole before anything is written: the reason and text, the notice (signed out only with
   * one), the limits, the thing (it exists, is not removed, is not the reporter's own). A repeat returns the first report.
   */
  async report(viewer: ProfileDocument | null, clientAddress: string, input: ReportRequest, now = new Date()): Promise<ReportAnswer> {
    const text = input.text?.trim() || null;
    if (text && text.length > REPORT_TEXT_MAX) throw badUserInput(`The report's text is at most ${REPORT_TEXT_MAX} characters.`, 'text');
    const notice = this.checkNotice(input, viewer);
    await this.spend(this.options.perAddress, `address:${clientAddress}`);
    if (viewer) await this.spend(this.options.perReporter, `profile:${viewer._id}`);
    const target = await findTarget(this.store, input.targetKind, input.targetId, now);
    if (!target) throw badUserInput('There is nothing to report there: it does not exist, or it was deleted.', 'targetId');
    if (target.state === 'removed') throw badUserInput('This was already removed by an admin.', 'targetId');
    if (viewer && target.authorId === viewer._id) throw badUserInput('You cannot report your own content.', 'targetId');
    if (notice && !isAddressOf(notice.url, target.snapshot.path)) {
      throw badUserInput(`The address must be the exact address of the content on this site (its page is ${target.snapshot.path.replace(/#.*/, '')}).`, 'notice.url');
    }
    if (viewer) {
      const earlier = await this.reports.findOne({ _id: reportId(viewer._id, target.kind, target.targetId) });
      if (earlier) return { ...earlier, repeated: true, shownReceiptCode: null };
    }
    const kase = await this.openCase(target, now);
    const report: ReportDocument = {
      _id: viewer ? reportId(viewer._id, target.kind, target.targetId) : `report:notice:${randomUUID()}`,
      caseId: kase._id,
      targetKind: target.kind,
      targetId: target.targetId,
      reason: input.reason,
      text,
      createdAt: now.toISOString(),
      reporterId: viewer?._id ?? null,
      eligible: viewer ? isEligibleReporter(viewer.createdAt, now, target.authorId === viewer._id) : false,
      notice,
      receiptCode: viewer ? null : randomBytes(RECEIPT_CODE_BYTES).toString('base64url'),
    };
    try {
      await this.reports.insertOne(report);
    } catch (error) {
      // The same reporter's second report at the same moment: the first stands.
      if (!(error instanceof DuplicateKeyError)) throw error;
      const earlier = await this.reports.findOne({ _id: report._id });
      if (earlier) return { ...earlier, repeated: true, shownReceiptCode: null };
      throw error;
    }
    await this.recount(kase._id, now);
    return { ...report, repeated: false, shownReceiptCode: report.receiptCode };
  }

  private checkNotice(input: ReportRequest, viewer: ProfileDocument | null): IllegalContentNotice | null {
    if (input.reason !== 'illegal') {
      if (input.notice) throw badUserInput('The notice fields go with the reason "illegal content" only.', 'notice');
      if (!viewer) throw unauthenticated('Sign in to report this; signed out, only a notice of illegal content can be sent.');
      return null;
    }
    const notice = input.notice;
    if (!notice) {
      if (viewer) return null;
      throw badUserInput('A notice of illegal content needs its explanation, the exact address, your name and e-mail, and your statement of good faith.', 'notice');
    }
    const explanation = notice.explanation.trim();
    const name = notice.name.trim();
    const email = notice.email.trim();
    const url = notice.url.trim();
    if (explanation.length < 10 || explanation.length > 4000) throw badUserInput('Explain why the content is illegal in 10 to 4,000 characters.', 'notice.explanation');
    if (!isHttpUrl(url)) throw badUserInput('The address must be the full address of the content (https://...).', 'notice.url');
    if (name.length < 1 || name.length > 200) throw badUserInput('Give your name (1 to 200 characters).', 'notice.name');
    if (!isEmailAddress(email)) throw badUserInput('Give an e-mail address we can send the decision to.', 'notice.email');
    if (notice.goodFaith !== true) throw badUserInput('Confirm that you believe in good faith that the notice is accurate and complete.', 'notice.goodFaith');
    return { explanation, url, name, email, goodFaith: true };
  }

  private async spend(limiter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      const retry = retryAfterSecondsOf(rejection);
      throw tooManyRequests(retry, `Too many reports. Try again in ${retry} s.`);
    }
  }

  /** The thing's open case, or a new one (the unique `openKey` keeps it to one per thing). */
  async openCase(target: Target, now: Date, held = false): Promise<CaseDocument> {
    const openKey = `${target.kind}:${target.targetId}`;
    const existing = await this.cases.findOne({ openKey });
    if (existing) return existing;
    const at = now.toISOString();
    const kase: CaseDocument = {
      _id: `case-${now.getTime().toString(36)}-${randomUUID().slice(0, 8)}`,
      targetKind: target.kind,
      targetId: target.targetId,
      buildId: target.buildId,
      authorId: target.authorId,
      status: 'open',
      queued: true,
      openKey,
      contentState: held ? 'held' : target.state,
      autoHidden: false,
      heldByWordList: held,
      locked: false,
      reportCount: 0,
      eligibleReportCount: 0,
      openedAt: at,
      lastReportedAt: at,
      updatedAt: at,
      reported: target.snapshot,
      appealedDecisionId: null,
    };
    try {
      return await this.cases.insertOne(kase);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      return (await this.cases.findOne({ openKey }))!;
    }
  }

  /** Counts the case's reporters again after a report, and hides the thing once enough eligible ones reported it. */
  private async recount(caseId: string, now: Date): Promise<void> {
    const [reportCount, eligibleReportCount] = await Promise.all([this.reports.count({ caseId }), this.reports.count({ caseId, eligible: true })]);
    const at = now.toISOString();
    const kase = await this.cases.findOneAndUpdate({ _id: caseId }, { $set: { reportCount, eligibleReportCount, lastReportedAt: at, updatedAt: at } });
    if (!kase || kase.contentState !== 'visible' || kase.status === 'closed') return;
    if (!reachesAutoHide(eligibleReportCount, this.options.autoHideReports)) return;
    await this.effects.conceal(kase, { state: 'hidden', caseId, decisionId: null, at });
    await this.cases.updateOne({ _id: caseId }, { $set: { contentState: 'hidden', autoHidden: true, updatedAt: at } });
  }

  /** The queue: cases of the statuses asked, newest report first or most reporters first. */
  async queue(statuses: readonly CaseStatus[], order: QueueOrder, first: number | null | undefined, after: string | null | undefined): Promise<Connection<CaseDocument>> {
    const size = pageSize(first);
    const wanted = new Set(statuses);
    // Open and appealed (the queue by default) is one indexed flag; one status its own index; any other mix a scan.
    const base: Filter =
      wanted.size === 2 && wanted.has('open') && wanted.has('appealed') ? { queued: true } : wanted.size === 1 ? { status: statuses[0] } : { status: { $in: [...wanted] } };
    let filter: Filter = base;
    if (order === 'newest') {
      if (after) {
        const [at, id] = decodeCursor(after, ['string', 'string']);
        filter = { ...base, $or: [{ lastReportedAt: { $lt: at } }, { lastReportedAt: at, _id: { $lt: id } }] };
      }
      const [rows, total] = await Promise.all([this.cases.find(filter, { sort: { lastReportedAt: -1, _id: -1 }, limit: size + 1 }), this.cases.count(base)]);
      return toConnection(rows, size, (row) => encodeCursor([row.lastReportedAt, row._id]), total);
    }
    if (after) {
      const [count, at, id] = decodeCursor(after, ['number', 'string', 'string']);
      filter = {
        ...base,
        $or: [{ reportCount: { $lt: count } }, { reportCount: count, lastReportedAt: { $lt: at } }, { reportCount: count, lastReportedAt: at, _id: { $lt: id } }],
      };
    }
    const [rows, total] = await Promise.all([this.cases.find(filter, { sort: { reportCount: -1, lastReportedAt: -1, _id: -1 }, limit: size + 1 }), this.cases.count(base)]);
    return toConnection(rows, size, (row) => encodeCursor([row.reportCount, row.lastReportedAt, row._id]), total);
  }

  caseById(id: string): Promise<CaseDocument | null> {
    return this.cases.findOne({ _id: id });
  }

  reportsOf(caseId: string, first: number): Promise<ReportDocument[]> {
    return this.reports.find({ caseId }, { sort: { createdAt: -1, _id: -1 }, limit: Math.min(Math.max(first, 1), 100) });
  }

  decisionsOf(caseId: string): Promise<DecisionDocument[]> {
    return this.decisions.find({ caseId }, { sort: { decidedAt: 1, _id: 1 }, limit: 50 });
  }

  /** Decisions about an author's content and account, newest first. */
  decisionsAbout(authorId: string, limit = 200): Promise<DecisionDocument[]> {
    return this.decisions.find({ authorId }, { sort: { decidedAt: -1, _id: -1 }, limit });
  }

  myReports(reporterId: string, first: number): Promise<ReportDocument[]> {
    return this.reports.find({ reporterId }, { sort: { createdAt: -1, _id: -1 }, limit: Math.min(Math.max(first, 1), 100) });
  }

  /** A signed-out notice by its receipt code; text that cannot be a code is refused before the store is asked. */
  async reportByReceipt(code: string): Promise<ReportDocument | null> {
    const problem = receiptCodeProblem(code);
    if (problem) throw badUserInput(problem, 'receiptCode');
    return this.reports.findOne({ receiptCode: code });
  }

  /** A report's case and the decision it ended with (the last; null while open or appealed). */
  async standingOf(report: ReportDocument): Promise<ReportStanding> {
    const kase = await this.cases.findOne({ _id: report.caseId });
    if (!kase || kase.status !== 'closed') return { kase, decision: null };
    const [last] = await this.decisions.find({ caseId: kase._id }, { sort: { decidedAt: -1, _id: -1 }, limit: 1 });
    return { kase, decision: last ?? null };
  }

  watchCases(): ChangeFeed<CaseDocument> {
    return this.cases.watch();
  }
}
