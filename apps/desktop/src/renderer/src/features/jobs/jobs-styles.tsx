import jobsCss from './jobs.css?url';

/**
 * The jobs screens' stylesheet, loaded with the screen's chunk. React 19 hoists it into the head once, and
 * holds the screen until it has loaded, so the page never shows unstyled.
 */
export function JobsStyles() {
  return <link rel="stylesheet" href={jobsCss} precedence="default" />;
}
