import technologiesCss from './technologies.css?url';

/**
 * The technology screens' stylesheet, loaded with their chunk. React 19 hoists it into the head once and
 * holds the screen until it has loaded, so the page never shows unstyled.
 */
export function TechnologiesStyles() {
  return <link rel="stylesheet" href={technologiesCss} precedence="default" />;
}
