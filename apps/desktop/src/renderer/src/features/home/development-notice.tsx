import { Callout, Classes, Intent } from '@blueprintjs/core';
import { BuildIcon } from '@blueprintjs/icons';

export function DevelopmentNotice() {
  return (
    // The title is our own h2: Callout's title prop renders an h5, out of order under the page's h1.
    <Callout intent={Intent.WARNING} icon={<BuildIcon />} className="development-notice">
      <h2 className={`${Classes.HEADING} development-notice-title`}>Development in Progress</h2>
      <p>
        This platform is under active development, so some information may be incomplete or inaccurate. It is a directory, not an exhaustive
        repository of publications, benchmarks or features. Community contributions are welcome: submit a tool or report an error to help us
        improve it.
      </p>
    </Callout>
  );
}
