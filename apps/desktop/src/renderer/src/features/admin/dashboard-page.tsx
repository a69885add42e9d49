import { Card, Spinner } from '@blueprintjs/core';
import type { AdminSummary } from '@rsd/core';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { ErrorBox } from '../../ui/error-box';
import { useAdminSummary } from './queries';
import { adminErrorText } from './ui/admin-error-text';

export const DASHBOARD_TITLE = 'Admin Dashboard';

/** The six count cards (issue 10), each linking to its list. */
export const DASHBOARD_CARDS: readonly { key: keyof AdminSummary; label: string; to: string }[] = [
  { key: 'simulators', label: 'Simulators', to: '/admin/simulators' },
  { key: 'technologies', label: 'Technologies', to: '/admin/technologies' },
  { key: 'jobs', label: 'Jobs', to: '/admin/jobs' },
  { key: 'pendingSubmissions', label: 'Pending Submissions', to: '/admin/simulator-submissions' },
  { key: 'openErrorReports', label: 'Open Error Reports', to: '/admin/error-reports' },
  { key: 'users', label: 'Users', to: '/admin/users' },
];

/** /admin: how many of each there are, from the server. */
export function DashboardPage() {
  usePageTitle(DASHBOARD_TITLE);
  const summary = useAdminSummary();
  return (
    <div className="admin-page">
      <h1>{DASHBOARD_TITLE}</h1>
      {summary.isError ? <ErrorBox title="The counts could not be loaded">{adminErrorText(summary.error)}</ErrorBox> : null}
      <ul className="admin-dashboard-cards">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.key}>
            <Card className="admin-dashboard-card">
              <h2 className="admin-dashboard-label">
                <Link to={card.to}>{card.label}</Link>
              </h2>
              <p className="admin-dashboard-count">
                {summary.data ? summary.data[card.key] : summary.isPending ? <Spinner size={20} aria-hidden /> : '–'}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
