import compareCss from './compare.css?url';

/**
 * The compare screen's stylesheet, loaded with its chunk. React 19 hoists it into the head once and holds
 * the screen until it has loaded, so the page never shows unstyled.
 */
export function CompareStyles() {
  return <link rel="stylesheet" href={compareCss} precedence="default" />;
}
