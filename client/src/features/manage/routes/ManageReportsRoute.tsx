import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { Loading } from '@/components/ui/Loading';
import { ManageNav } from '../components/ManageNav';
import { ModerationCaseCard } from '../components/reports/ModerationCaseCard';
import { ModerationCaseChanged, ModerationQueueQuery } from '../components/reports/reports-documents';
import '../manage.css';
import '../components/reports/reports.css';

/** The queue's order named by the address (`?order=most-reported`, else newest first). */
const orderOf = (params: URLSearchParams) => (params.get('order') === 'most-reported' ? 'MOST_REPORTED_FIRST' : 'NEWEST_FIRST');

/** The queue in the address's order, started by the route's loader and read by the page from the cache (it follows the live changes with its own query). */
export const ManageReportsRouteData: RouteDataLoader = async (query, { request }) => {
  await query(ModerationQueueQuery, { order: orderOf(new URL(request.url).searchParams) });
  return null;
};

/** /manage/reports: the open and appealed cases, one per reported thing, newest or most reported first; new ones arrive live. */
export function ManageReportsRoute() {
  const [params, setParams] = useSearchParams();
  const order = orderOf(params);
  const { data, error, loading, refetch } = useQuery(ModerationQueueQuery, { variables: { order }, fetchPolicy: 'cache-and-network' });
  // A case opened, reported again, decided or appealed elsewhere: the queue is read again (its order and membership change).
  useSubscription(ModerationCaseChanged, { onData: () => void refetch() });
  useEffect(() => {
    document.title = 'Reports · Admin panel · Almanac';
  }, []);
  const cases = data?.moderationQueue.edges.map((edge) => edge.node) ?? [];
  return (
    <section className="page manage-page" aria-labelledby="reports-heading">
      <h1 id="reports-heading">Reports</h1>
      <ManageNav />
      <label className="manage-row">
        Order
        <select
          value={order === 'MOST_REPORTED_FIRST' ? 'most-reported' : 'newest'}
          onChange={(event) => setParams(event.target.value === 'most-reported' ? { order: 'most-reported' } : {}, { replace: true })}
        >
          <option value="newest">Newest first</option>
          <option value="most-reported">Most reported first</option>
        </select>
      </label>
      {error && !data && <p role="alert">The reports could not be loaded: {error.message}</p>}
      {loading && !data && <Loading>Loading the reports…</Loading>}
      {data && (
        <p role="status" className="muted">
          {data.moderationQueue.totalCount === 0 ? 'No open reports.' : `${data.moderationQueue.totalCount} open ${data.moderationQueue.totalCount === 1 ? 'case' : 'cases'}.`}
        </p>
      )}
      {cases.map((node) => (
        <ModerationCaseCard key={node.id} moderationCase={node} templates={data?.moderationReasonTemplates ?? []} />
      ))}
    </section>
  );
}
