import type { ModerationNotice, ModerationTargetKind, ReportReason, Resolvers, SuspensionLength } from '../../graphql/__generated__/resolvers';
import { REPORT_REASONS, reportStatusOf } from '../../../game-data/rules/reports';
import { forbidden } from '../../graphql/errors';
import { untilClosed, closedBy } from '../../store/follow';
import type { ProfileDocument } from '../profiles/profile.model';
import type { ActionId, CaseDocument, DecisionDocument, ModerationMark, ReportDocument, ReportReasonId, SuspensionLengthId, TargetKind } from './moderation.model';
import { findTarget } from './moderation-targets';
import { hiddenCommentsOf } from './moderation-own-comments';
import { REASON_TEMPLATES, REPORT_REASON_TITLES, reasonTemplate } from './moderation.rules';
import type { ReportAnswer, ReportStanding } from './moderation.service';
import type { GraphQLContext } from '../../context';

const REASONS = Object.fromEntries(REPORT_REASONS.map((reason) => [reason.id, reason.stored])) as Record<ReportReason, ReportReasonId>;
const REASON_ENUM = Object.fromEntries(REPORT_REASONS.map((reason) => [reason.stored, reason.id])) as Record<ReportReasonId, ReportReason>;
const LENGTHS: Record<SuspensionLength, SuspensionLengthId> = { ONE_DAY: '1d', SEVEN_DAYS: '7d', THIRTY_DAYS: '30d', PERMANENT: 'permanent' };

/** The most hidden comments of one author a build's page lists (`Build.viewerHiddenComments`). */
const HIDDEN_COMMENTS_MAX = 20;

const kindOf = (kind: ModerationTargetKind) => kind.toLowerCase() as TargetKind;
const kindEnum = (kind: TargetKind) => kind.toUpperCase() as ModerationTargetKind;
const upper = <T extends string>(value: string) => value.toUpperCase() as T;
const isAdmin = (viewer: ProfileDocument | null) => viewer?.role === 'admin';

/** Reports' cases and decisions, read once per report in one request (a report's fields all ask for them). */
const standings = new WeakMap<GraphQLContext, Map<string, Promise<ReportStanding>>>();
function standingOf(report: ReportDocument, context: GraphQLContext): Promise<ReportStanding> {
  let known = standings.get(context);
  if (!known) standings.set(context, (known = new Map()));
  let standing = known.get(report._id);
  if (!standing) known.set(report._id, (standing = context.services.moderation.cases.standingOf(report)));
  return standing;
}

/** The notice its author (and admins) read on a hidden, held or removed thing; null for anyone else. */
async function noticeOf(mark: ModerationMark | null | undefined, ownerId: string | null, viewer: ProfileDocument | null, decisions: (id: string) => Promise<DecisionDocument | null>): Promise<ModerationNotice | null> {
  if (!mark || !viewer || (viewer._id !== ownerId && !isAdmin(viewer))) return null;
  const decision = mark.decisionId ? await decisions(mark.decisionId) : null;
  const reason = decision
    ? [decision.reason, decision.note].filter(Boolean).join(' ')
    : mark.state === 'held'
      ? 'Held for review: it contains a word on this site\'s list. An admin will look at it.'
      : 'Hidden after reports from several players, until an admin looks at it.';
  return { state: upper(mark.state), rule: decision ? REASON_ENUM[decision.rule] : null, reason, at: decision?.decidedAt ?? mark.at, decisionId: decision?._id ?? null };
}

export const moderationResolvers: Resolvers = {
  Query: {
    moderationQueue: (_root, { status, order, first, after }, { services, viewer }) => {
      services.profiles.requireAdmin(viewer);
      const statuses = (status ?? ['OPEN', 'APPEALED']).map((s) => s.toLowerCase() as CaseDocument['status']);
      return services.moderation.cases.queue(statuses, order === 'MOST_REPORTED_FIRST' ? 'most-reported' : 'newest', first, after);
    },
    moderationCase: (_root, { id }, { services, viewer }) => {
      services.profiles.requireAdmin(viewer);
      return services.moderation.cases.caseById(id);
    },
    moderationReasonTemplates: () => REASON_TEMPLATES.map((template) => ({ ...template, rule: REASON_ENUM[template.rule] })),
    myReports: (_root, { first }, { services, viewer }) => services.moderation.cases.myReports(services.profiles.requireViewer(viewer)._id, first ?? 50),
    reportByReceipt: (_root, { receiptCode }, { services }) => services.moderation.cases.reportByReceipt(receiptCode),
    myModerationDecisions: (_root, _args, { services, viewer }) => services.moderation.cases.decisionsAbout(services.profiles.requireViewer(viewer)._id),
  },
  Mutation: {
    report: (_root, { input }, { services, viewer, clientAddress }) =>
      services.moderation.cases.report(viewer, clientAddress, {
        targetKind: kindOf(input.targetKind),
        targetId: input.targetId,
        reason: REASONS[input.reason],
        text: input.text,
        notice: input.notice,
      }),
    decideModerationCase: (_root, { input }, { services, viewer }) =>
      services.moderation.decisions.decide(services.profiles.requireAdmin(viewer), {
        caseId: input.caseId,
        action: input.action.toLowerCase() as ActionId,
        templateId: input.templateId,
        note: input.note,
        suspension: input.suspension ? LENGTHS[input.suspension] : null,
      }),
    appealModerationDecision: (_root, { decisionId, text }, { services, viewer }) => services.moderation.decisions.appeal(services.profiles.requireViewer(viewer), decisionId, text),
  },
  Subscription: {
    moderationCaseChanged: {
      subscribe: (_root, _args, { services, viewer }) => {
        if (!isAdmin(viewer)) throw forbidden('Only admins can follow the moderation queue.');
        return untilClosed(async function* (signal) {
          const feed = closedBy(services.moderation.cases.watchCases(), signal);
          await feed.ready();
          for await (const change of feed) {
            if (change.type === 'insert' || change.type === 'update') yield { moderationCaseChanged: change.document };
          }
        });
      },
    },
  },
  Report: {
    id: (report) => report._id,
    targetKind: (report) => kindEnum(report.targetKind),
    reason: (report) => REASON_ENUM[report.reason],
    repeated: (report) => (report as ReportAnswer).repeated ?? false,
    receiptCode: (report) => (report as ReportAnswer).shownReceiptCode ?? null,
    outcome: async (report, _args, context) => {
      const { decision } = await standingOf(report, context);
      return decision ? upper(decision.action) : null;
    },
    decidedAt: async (report, _args, context) => (await standingOf(report, context)).decision?.decidedAt ?? null,
    status: async (report, _args, context) => reportStatusOf((await standingOf(report, context)).kase?.status ?? 'closed'),
    targetTitle: async (report, _args, context) => (await standingOf(report, context)).kase?.reported.title ?? 'Deleted content',
    targetPath: async (report, _args, context) => (await standingOf(report, context)).kase?.reported.path ?? '/',
    decisionRule: async (report, _args, context) => {
      const { decision } = await standingOf(report, context);
      return decision ? REASON_ENUM[decision.rule] : null;
    },
    decisionReason: async (report, _args, context) => {
      const { decision } = await standingOf(report, context);
      return decision ? [decision.reason, decision.note].filter(Boolean).join(' ') : null;
    },
  },
  ModerationReport: {
    id: (report) => report._id,
    reason: (report) => REASON_ENUM[report.reason],
    reporter: async (report, _args, { services }) => (report.reporterId ? ((await services.profiles.byId(report.reporterId))?.username ?? null) : null),
    reporterSince: async (report, _args, { services }) => (report.reporterId ? ((await services.profiles.byId(report.reporterId))?.createdAt ?? null) : null),
    noticeExplanation: (report) => report.notice?.explanation ?? null,
    noticeUrl: (report) => report.notice?.url ?? null,
    noticeName: (report) => report.notice?.name ?? null,
    noticeEmail: (report) => report.notice?.email ?? null,
  },
  ModerationCase: {
    id: (kase) => kase._id,
    targetKind: (kase) => kindEnum(kase.targetKind),
    status: (kase) => upper(kase.status),
    contentState: (kase) => upper(kase.contentState),
    current: async (kase, _args, { services }) => (await findTarget(services.moderation.cases.store, kase.targetKind, kase.targetId))?.snapshot ?? null,
    author: (kase, _args, { services }) => (kase.authorId ? services.profiles.byId(kase.authorId) : null),
    reports: (kase, { first }, { services }) => services.moderation.cases.reportsOf(kase._id, first ?? 50),
    decisions: (kase, _args, { services }) => services.moderation.cases.decisionsOf(kase._id),
    appealedDecisionBy: async (kase, _args, { services }) =>
      kase.status === 'appealed' && kase.appealedDecisionId ? ((await services.moderation.cases.decisions.findOne({ _id: kase.appealedDecisionId }))?.adminUsername ?? null) : null,
  },
  ModerationDecision: {
    id: (decision) => decision._id,
    action: (decision) => upper(decision.action),
    targetKind: (decision) => kindEnum(decision.targetKind),
    rule: (decision) => REASON_ENUM[decision.rule],
    decidedBy: (decision, _args, { viewer }) => (isAdmin(viewer) ? decision.adminUsername : null),
    permanent: (decision) => decision.action === 'suspend' && decision.suspendedUntil === null,
    appeal: (decision) => upper(decision.appeal),
    viewerCanAppeal: (decision, _args, { viewer }) => Boolean(viewer && decision.authorId === viewer._id && decision.appeal === 'none' && decision.action !== 'dismiss' && decision.action !== 'lift'),
  },
  ModerationAuthor: {
    username: (profile) => profile.username || null,
    earlierDecisions: (profile, _args, { services }) => services.moderation.cases.decisionsAbout(profile._id, 50),
    suspension: (profile, _args, { services }) => services.moderation.decisions.suspensionOf(profile._id),
  },
  Suspension: {
    permanent: (suspension) => suspension.until === null,
  },
  ModerationReasonTemplate: {
    title: (template) => template.title ?? reasonTemplate(template.id)?.title ?? REPORT_REASON_TITLES[REASONS[template.rule]],
  },
  Build: {
    moderation: (build, _args, { services, viewer }) => noticeOf(build.moderation, build.owner, viewer, (id) => services.moderation.cases.decisions.findOne({ _id: id })),
    notesModeration: (build, _args, { services, viewer }) => noticeOf(build.notesModeration, build.owner, viewer, (id) => services.moderation.cases.decisions.findOne({ _id: id })),
    locked: (build) => build.locked === true,
    viewerHiddenComments: async (build, _args, { services, viewer }) =>
      viewer ? (await hiddenCommentsOf(services.moderation.cases.store, viewer._id, build._id)).slice(0, HIDDEN_COMMENTS_MAX) : [],
  },
  Comment: {
    // A hidden or held comment is taken out of the build's comments: only its author reads it, with its mark, from `Build.viewerHiddenComments`.
    moderation: (comment, _args, { services, viewer }) => noticeOf(comment.moderation, comment.authorId, viewer, (id) => services.moderation.cases.decisions.findOne({ _id: id })),
  },
  Profile: {
    moderation: (profile, _args, { services, viewer }) => noticeOf(profile.moderation, profile._id, viewer, (id) => services.moderation.cases.decisions.findOne({ _id: id })),
    suspension: (profile, _args, { services, viewer }) => (viewer && (viewer._id === profile._id || isAdmin(viewer)) ? services.moderation.decisions.suspensionOf(profile._id) : null),
  },
};
