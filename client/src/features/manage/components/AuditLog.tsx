import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '@/gql';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loading } from '@/components/ui/Loading';
import { formatDateTime } from '@/lib/format';

/** The entries read at a time (the first page is read by /manage's loader). */
export const AUDIT_LOG_PAGE = 20;

export const AuditLogQuery = graphql(`
  query AuditLog($first: Int!, $after: String) {
    auditLog(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          at
          actor
          action
          targetType
          targetId
          targetLabel
          before
          after
          revertOf
          revertedBy
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const RevertAuditEntryMutation = graphql(`
  mutation RevertAuditEntry($id: ID!) {
    revertAuditEntry(id: $id) {
      id
      action
    }
  }
`);

const ACTIONS: Record<string, string> = {
  'content.create': 'wrote',
  'content.update': 'edited',
  'content.publish': 'published',
  'content.unpublish': 'unpublished',
  'content.delete': 'deleted',
  'item.create': 'added item',
  'item.update': 'edited item',
  'item.retire': 'retired item',
  'item.restore': 'restored item',
  revert: 'reverted a change to',
};


/** What changed between two JSON documents of the log, field by field (a diff, not the whole documents). */
export function changedFields(before: string | null, after: string | null): Array<{ field: string; before: string; after: string }> {
  const a = before ? (JSON.parse(before) as Record<string, unknown>) : {};
  const b = after ? (JSON.parse(after) as Record<string, unknown>) : {};
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => key !== 'updatedAt' && key !== 'createdAt' && JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((field) => ({ field, before: shownValue(a, field), after: shownValue(b, field) }));
}

/** A field's value as the log shows it: text as it is (long text shortened), anything else as compact JSON, "—" when absent. */
function shownValue(document: Record<string, unknown>, field: string): string {
  if (!(field in document) || document[field] === undefined) return '—';
  const value = document[field];
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Every admin change, newest first: who, when, before and after; any change can be reverted. */
export function AuditLog() {
  const { data, error, loading, fetchMore, refetch } = useQuery(AuditLogQuery, { variables: { first: AUDIT_LOG_PAGE }, fetchPolicy: 'cache-and-network' });
  const [revert] = useMutation(RevertAuditEntryMutation);
  const [asking, setAsking] = useState<{ id: string; label: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="manage-audit" aria-labelledby="audit-heading">
      <h2 id="audit-heading">Latest changes</h2>
      {message && <p role="status">{message}</p>}
      {loading && !data && <Loading>Loading the audit log…</Loading>}
      {error && !data && <p role="alert">The audit log could not be loaded: {error.message}</p>}
      {data && data.auditLog.totalCount === 0 && <p>No admin changes yet.</p>}
      <ol className="manage-audit-list">
        {data?.auditLog.edges.map(({ node }) => {
          const fields = changedFields(node.before, node.after);
          return (
            <li key={node.id}>
              <details>
                <summary>
                  <time dateTime={node.at}>{formatDateTime(node.at)}</time> · <strong>{node.actor}</strong> {ACTIONS[node.action] ?? node.action} “{node.targetLabel}”
                  {node.revertedBy && ' (reverted)'}
                </summary>
                <p>Changed: {fields.length > 0 ? fields.map((change) => change.field).join(', ') : 'nothing'}</p>
                {fields.length > 0 && (
                  <div className="manage-audit-diff">
                    <table className="data-table">
                      <caption className="visually-hidden">What changed in “{node.targetLabel}”</caption>
                      <thead>
                        <tr>
                          <th scope="col">Field</th>
                          <th scope="col">{node.before === null ? 'Before (did not exist)' : 'Before'}</th>
                          <th scope="col">{node.after === null ? 'After (deleted)' : 'After'}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {fields.map((change) => (
                          <tr key={change.field}>
                            <th scope="row">{change.field}</th>
                            <td>
                              <del>{change.before}</del>
                            </td>
                            <td>
                              <ins>{change.after}</ins>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
                {!node.revertedBy && (
                  <button type="button" className="button" onClick={() => setAsking({ id: node.id, label: node.targetLabel })}>
                    Revert this change
                  </button>
                )}
              </details>
            </li>
          );
        })}
      </ol>
      {data?.auditLog.pageInfo.hasNextPage && (
        <button type="button" className="button" onClick={() => void fetchMore({ variables: { after: data.auditLog.pageInfo.endCursor } })}>
          Older changes
        </button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Revert this change?"
        message={asking ? `What this change did to “${asking.label}” is undone; later changes to other fields stay. If a later change touched the same fields, the revert is refused. The revert is recorded too.` : ''}
        confirmLabel="Revert"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const target = asking;
          setAsking(null);
          if (!target) return;
          revert({ variables: { id: target.id } }).then(
            async () => {
              setMessage(`Reverted the change to “${target.label}”.`);
              await refetch();
            },
            (failure: unknown) => setMessage(failure instanceof Error ? failure.message : 'The change could not be reverted.'),
          );
        }}
      />
    </section>
  );
}
