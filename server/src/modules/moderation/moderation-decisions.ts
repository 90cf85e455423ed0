import { randomUUID } from 'node:crypto';
import { badUserInput, forbidden, notFound } from '../../graphql/errors';
import type { Collection, Store } from '../../store/port';
import type { AuditService } from '../audit/audit.service';
import type { ProfileDocument } from '../profiles/profile.model';
import type { ModerationEffects } from './moderation-effects';
import type { ModerationService } from './moderation.service';
import {
  CASES_COLLECTION,
  SUSPENSIONS_COLLECTION,
  type ActionId,
  type CaseDocument,
  type DecisionDocument,
  type SuspensionDocument,
  type SuspensionLengthId,
} from './moderation.model';
import { actionFits, APPEAL_TEXT_MAX, NOTE_MAX, reasonTemplate, suspensionEnd, suspensionInForce } from './moderation.rules';

export interface DecisionRequest {
  caseId: string;
  action: ActionId;
  templateId: string;
  note?: string | null;
  suspension?: SuspensionLengthId | null;
}

/** Actions that take a hide or removal back: an appeal they answer is reversed. */
const UNDOING: ReadonlySet<ActionId> = new Set(['dismiss', 'lift']);

/**
 * Admins' decisions on cases, each with a rule and a reason and written to the audit log; the author's one appeal per
 * decision, decided by another admin; suspensions.
 */
export class ModerationDecisions {
  private readonly suspensions: Collection<SuspensionDocument>;

  constructor(
    store: Store,
    private readonly moderation: ModerationService,
    private readonly effects: ModerationEffects,
    private readonly audit: AuditService,
    /** Schedules the closed case's deletion at the end of its retention. */
    private readonly scheduleCasePurge: (caseId: string) => Promise<void>,
  ) {
    this.suspensions = store.collection<SuspensionDocument>(SUSPENSIONS_COLLECTION);
    // A decision's effects are undone by LIFT, which is itself decided and logged: a revert would leave them in place.
    audit.onRestore(CASES_COLLECTION, () => {
      throw badUserInput('A moderation decision is undone by deciding LIFT on its case, not by a revert.');
    });
  }

  async decide(admin: ProfileDocument, input: DecisionRequest, now = new Date()): Promise<CaseDocument> {
    const kase = await this.moderation.caseById(input.caseId);
    if (!kase) throw notFound('There is no such case.');
    const template = reasonTemplate(input.templateId);
    if (!template) throw badUserInput('Pick a reason from the templates.', 'templateId');
    const note = input.note?.trim() || null;
    if (note && note.length > NOTE_MAX) throw badUserInput(`The note is at most ${NOTE_MAX} characters.`, 'note');
    if (!actionFits(input.action, kase.targetKind)) throw badUserInput('Only a build can be locked.', 'action');
    if (input.action === 'suspend' && !input.suspension) throw badUserInput('Say how long the suspension lasts.', 'suspension');
    if (input.action !== 'suspend' && input.suspension) throw badUserInput('A length goes with SUSPEND only.', 'suspension');
    if (input.action === 'suspend' && !kase.authorId) throw badUserInput('This content has no author any more to suspend.', 'action');
    // A decided case takes more actions (hide and lock, then suspend) and LIFT; dismissing it again means nothing.
    if (kase.status === 'closed' && input.action === 'dismiss') {
      throw badUserInput('This case is decided: LIFT undoes what was decided, and an appeal reopens it.', 'action');
    }
    let appealed: DecisionDocument | null = null;
    if (kase.status === 'appealed' && kase.appealedDecisionId) {
      appealed = await this.moderation.decisions.findOne({ _id: kase.appealedDecisionId });
      if (appealed?.adminId === admin._id) throw forbidden('Another admin decides the appeal of your decision.');
    }
    const at = now.toISOString();
    const decision: DecisionDocument = {
      _id: `decision-${now.getTime().toString(36)}-${randomUUID().slice(0, 8)}`,
      caseId: kase._id,
      targetKind: kase.targetKind,
      targetId: kase.targetId,
      authorId: kase.authorId,
      action: input.action,
      templateId: template.id,
      rule: template.rule,
      reason: template.text,
      note,
      adminId: admin._id,
      adminUsername: admin.username,
      decidedAt: at,
      content: kase.reported,
      suspension: input.suspension ?? null,
      suspendedUntil: input.action === 'suspend' ? suspensionEnd(input.suspension!, now) : null,
      appeal: 'none',
      appealText: null,
      appealedAt: null,
    };
    const changes = await this.apply(kase, decision, at);
    await this.moderation.decisions.insertOne(decision);
    const after = await this.moderation.cases.findOneAndUpdate(
      { _id: kase._id },
      { $set: { ...changes, status: 'closed', queued: false, openKey: `closed:${kase._id}`, appealedDecisionId: null, updatedAt: at } },
    );
    await this.scheduleCasePurge(kase._id);
    // A hidden comment's author reads it with this decision's statement: their open page learns of it now.
    if (kase.targetKind === 'comment' && kase.buildId && (input.action === 'hide' || input.action === 'remove')) await this.effects.commentsChanged(kase.buildId);
    if (appealed) await this.moderation.decisions.updateOne({ _id: appealed._id }, { $set: { appeal: UNDOING.has(input.action) ? 'reversed' : 'upheld' } });
    await this.audit.record(admin, {
      action: `moderation.${input.action}`,
      collection: CASES_COLLECTION,
      targetId: kase._id,
      targetLabel: `${kase.targetKind} ${kase.reported.title}`.slice(0, 200),
      before: kase,
      after: after ? { ...after, decision: { id: decision._id, rule: decision.rule, reason: decision.reason, note, suspendedUntil: decision.suspendedUntil } } as never : null,
    });
    return after ?? kase;
  }

  /** What the action does to the thing and the author; returns the case's fields that change with it. */
  private async apply(kase: CaseDocument, decision: DecisionDocument, at: string): Promise<Partial<CaseDocument>> {
    const mark = { caseId: kase._id, decisionId: decision._id, at };
    switch (decision.action) {
      case 'dismiss':
        if (kase.contentState !== 'visible') await this.effects.reveal(kase);
        return { contentState: 'visible', autoHidden: false };
      case 'hide':
      case 'remove': {
        const state = decision.action === 'hide' ? 'hidden' : 'removed';
        await this.effects.conceal(kase, { ...mark, state });
        return { contentState: state, autoHidden: false };
      }
      case 'lock':
        await this.effects.setLocked(kase.targetId, true);
        return { locked: true };
      case 'suspend':
        await this.suspensions.updateOne(
          { _id: kase.authorId! },
          { $set: { profileId: kase.authorId!, since: at, until: decision.suspendedUntil, decisionId: decision._id, reason: decision.reason } },
          { upsert: true },
        );
        return {};
      case 'lift': {
        if (kase.contentState !== 'visible') await this.effects.reveal(kase);
        if (kase.locked) await this.effects.setLocked(kase.targetId, false);
        if (kase.authorId) {
          const suspension = await this.suspensions.findOne({ _id: kase.authorId });
          if (suspension && (await this.moderation.decisions.findOne({ _id: suspension.decisionId, caseId: kase._id }))) {
            await this.suspensions.deleteOne({ _id: kase.authorId });
          }
        }
        return { contentState: 'visible', autoHidden: false, locked: false };
      }
    }
  }

  /** The author appeals a decision once; the case opens again for an admin other than the one who decided. */
  async appeal(viewer: ProfileDocument, decisionId: string, text: string, now = new Date()): Promise<DecisionDocument> {
    const decision = await this.moderation.decisions.findOne({ _id: decisionId });
    if (!decision || decision.authorId !== viewer._id) throw notFound('There is no such decision about your content.');
    const words = text.trim();
    if (words.length < 1 || words.length > APPEAL_TEXT_MAX) throw badUserInput(`Say why in 1 to ${APPEAL_TEXT_MAX} characters.`, 'text');
    if (decision.appeal !== 'none') throw badUserInput('This decision was already appealed: one appeal per decision.', 'decisionId');
    if (UNDOING.has(decision.action)) throw badUserInput('This decision took nothing from you: there is nothing to appeal.', 'decisionId');
    const at = now.toISOString();
    const appealed = await this.moderation.decisions.findOneAndUpdate(
      { _id: decisionId, appeal: 'none' },
      { $set: { appeal: 'pending', appealText: words, appealedAt: at } },
    );
    if (!appealed) throw badUserInput('This decision was already appealed: one appeal per decision.', 'decisionId');
    await this.moderation.cases.updateOne(
      { _id: decision.caseId },
      { $set: { status: 'appealed', queued: true, openKey: `appeal:${decision.caseId}`, appealedDecisionId: decisionId, lastReportedAt: at, updatedAt: at } },
    );
    return appealed;
  }

  /** The profile's suspension in force, or null. */
  async suspensionOf(profileId: string, now = new Date()): Promise<SuspensionDocument | null> {
    const suspension = await this.suspensions.findOne({ _id: profileId });
    return suspension && suspensionInForce(suspension.until, now) ? suspension : null;
  }
}
