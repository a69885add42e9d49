import { Callout, Intent } from '@blueprintjs/core';

export function DevelopmentNotice() {
  return (
    <Callout intent={Intent.WARNING} icon="build" title="Development in Progress" className="development-notice">
      This platform is under active development, so some information may be incomplete or inaccurate. It is a directory,
      not an exhaustive repository of publications, benchmarks or features. Community contributions are welcome: submit a
      tool or report an error to help us improve it.
    </Callout>
  );
}
