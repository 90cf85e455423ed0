import { CASE_RETENTION_DAYS } from '../../../game-data/rules/reports';
import type { Store } from '../../store/port';
import { CASES_COLLECTION, DECISIONS_COLLECTION, HELD_COLLECTION, REPORTS_COLLECTION, SUSPENSIONS_COLLECTION, type CaseDocument } from './moderation.model';

/** How long a closed case is kept after its last decision (then deleted with its reports, notices and kept content). */
export const CASE_RETENTION_MS = CASE_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/** The outbox item that deletes a closed case once its retention is over. */
export const CASE_PURGE = 'moderation.case-purge';

/**
 * Deletes a case with everything kept for it: its reports (and so the notices' names and e-mail addresses), the
 * content it set aside, and its decisions.
 */
export async function deleteCase(store: Store, caseId: string): Promise<void> {
  await store.collection(REPORTS_COLLECTION).deleteMany({ caseId });
  await store.collection(HELD_COLLECTION).deleteMany({ caseId });
  await store.collection(DECISIONS_COLLECTION).deleteMany({ caseId });
  await store.collection(CASES_COLLECTION).deleteOne({ _id: caseId });
}

/** A closed case whose retention is over goes; one decided or appealed again since waits for its own item. */
export async function purgeClosedCase(store: Store, caseId: string, now = new Date()): Promise<void> {
  const kase = await store.collection<CaseDocument>(CASES_COLLECTION).findOne({ _id: caseId });
  if (!kase || kase.status !== 'closed' || now.getTime() - Date.parse(kase.updatedAt) < CASE_RETENTION_MS) return;
  await deleteCase(store, caseId);
}

/**
 * A deleted account's moderation records: the cases about its content (with the content they kept), its reports of
 * others' content, and its suspension. Safe to run again.
 */
export async function purgeModerationOf(store: Store, profileId: string): Promise<void> {
  for (const kase of await store.collection<CaseDocument>(CASES_COLLECTION).find({ authorId: profileId }, { projection: { _id: 1 } })) {
    await deleteCase(store, kase._id);
  }
  await store.collection(REPORTS_COLLECTION).deleteMany({ reporterId: profileId });
  await store.collection(SUSPENSIONS_COLLECTION).deleteOne({ _id: profileId });
}
