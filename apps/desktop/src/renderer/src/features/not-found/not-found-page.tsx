import { Intent } from '@blueprintjs/core';
import { LinkButton } from '../../ui/link-button';

export function NotFoundPage() {
  return (
    <div className="page not-found-page">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <LinkButton to="/" intent={Intent.PRIMARY}>
        Back to Home
      </LinkButton>
    </div>
  );
}
