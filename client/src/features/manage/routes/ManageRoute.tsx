import { Suspense, useEffect } from 'react';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { ManageNav } from '../components/ManageNav';
import { AuditLog, AUDIT_LOG_PAGE, AuditLogQuery } from '../components/AuditLog';
import '../manage.css';
import { Loading } from '@/components/ui/Loading';

export const ManageOverviewQuery = graphql(`
  query ManageOverview {
    adminOverview {
      newsCount
      profileCount
      adminCount
      admins {
        id
        username
        displayName
      }
      itemCount
      retiredItemCount
      contentCounts {
        kind
        published
        drafts
      }
    }
  }
`);

const KIND_LABELS: Record<string, string> = { NEWS: 'News', ARTICLE: 'Articles', PATCH_NOTES: 'Patch notes', GUIDE: 'Guides', PAGE: 'Pages' };

/** Counted afresh each time the panel opens (what the cache has shows meanwhile). */
// With the audit log's first page (AuditLog), drawn in the page.
export const ManageRouteData: RouteDataLoader = (query) =>
  query(ManageOverviewQuery, {}, { fetchPolicy: 'cache-and-network', alongside: [{ document: AuditLogQuery, variables: { first: AUDIT_LOG_PAGE } }] });

/** /manage: the admin panel's overview, counted by the server (which refuses non-admins). */
export function ManageRoute() {
  useEffect(() => {
    document.title = 'Admin panel · Almanac';
  }, []);
  return (
    <section className="page manage-page" aria-labelledby="manage-heading">
      <h1 id="manage-heading">Admin panel</h1>
      <ManageNav />
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<Loading>Counting…</Loading>}>
        <Overview />
      </Suspense>
    </section>
  );
}

function Overview() {
  const { data, error } = useRouteQuery(ManageOverviewQuery);
  const overview = data?.adminOverview;
  return (
    <>
      {error && !overview && <p role="alert">The overview could not be loaded: {error.message}</p>}
      {overview && (
        <>
          <dl className="manage-stats">
            <div>
              <dt>News posts</dt>
              <dd>{overview.newsCount}</dd>
            </div>
            <div>
              <dt>Items</dt>
              <dd>{overview.itemCount}</dd>
            </div>
            <div>
              <dt>Retired items</dt>
              <dd>{overview.retiredItemCount}</dd>
            </div>
            <div>
              <dt>Profiles</dt>
              <dd>{overview.profileCount}</dd>
            </div>
            <div>
              <dt>Admins</dt>
              <dd>{overview.adminCount}</dd>
            </div>
          </dl>
          <h2>Content</h2>
          <table className="manage-table">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Published</th>
                <th scope="col">Drafts</th>
              </tr>
            </thead>
            <tbody>
              {overview.contentCounts.map((count) => (
                <tr key={count.kind}>
                  <th scope="row">{KIND_LABELS[count.kind] ?? count.kind}</th>
                  <td>{count.published}</td>
                  <td>{count.drafts}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <AuditLog />
          <h2>Admins</h2>
          <ul className="manage-admins">
            {overview.admins.map((admin) => (
              <li key={admin.id}>
                <strong>{admin.username}</strong>
                {admin.displayName && admin.displayName !== admin.username ? ` (${admin.displayName})` : ''}
              </li>
            ))}
          </ul>
          <p className="form-help">
            Roles are given and taken back on the server with <code>npm run admin -- grant &lt;username&gt;</code> and{' '}
            <code>npm run admin -- revoke &lt;username&gt;</code>.
          </p>
        </>
      )}
    </>
  );
}
