import { Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';

export const DASHBOARD_TITLE = 'Admin Dashboard';

/** The six areas the dashboard counts (issue 10), each linking to its list. */
export const DASHBOARD_CARDS = [
  { key: 'simulators', label: 'Simulators', to: '/admin/simulators' },
  { key: 'technologies', label: 'Technologies', to: '/admin/technologies' },
  { key: 'jobs', label: 'Jobs', to: '/admin/jobs' },
  { key: 'pendingSubmissions', label: 'Pending Submissions', to: '/admin/simulator-submissions' },
  { key: 'openErrorReports', label: 'Open Error Reports', to: '/admin/error-reports' },
  { key: 'users', label: 'Users', to: '/admin/users' },
] as const;

/** /admin: a card for each area of the back-office. */
export function DashboardPage() {
  usePageTitle(DASHBOARD_TITLE);
  return (
    <div className="admin-page">
      <h1>{DASHBOARD_TITLE}</h1>
      <ul className="admin-dashboard-cards">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.key}>
            <Card className="admin-dashboard-card">
              <h2 className="admin-dashboard-label">
                <Link to={card.to}>{card.label}</Link>
              </h2>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
