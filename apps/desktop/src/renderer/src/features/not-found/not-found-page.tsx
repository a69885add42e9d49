import { Intent } from '@blueprintjs/core';
import { usePageTitle } from '../../app/use-page-title';
import { LinkButton } from '../../ui/link-button';

export const NOT_FOUND_TITLE = '404 Page Not Found';

export const NOT_FOUND_DESCRIPTION = 'This page does not exist in the Reservoir Simulation Directory.';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION);
  return (
    <div className="page not-found-page">
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>Did you forget to add the page to the router?</p>
      <LinkButton to="/" intent={Intent.PRIMARY}>
        Back to Home
      </LinkButton>
    </div>
  );
}
