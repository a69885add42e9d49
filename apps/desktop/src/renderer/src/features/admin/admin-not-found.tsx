import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';

/** An admin address no screen answers: the site's fallback texts (spec 2), with the way back to the dashboard. */
export function AdminNotFound() {
  usePageTitle('404 Page Not Found');
  return (
    <div className="admin-page">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <LinkButton to="/admin">Back to Dashboard</LinkButton>
    </div>
  );
}
