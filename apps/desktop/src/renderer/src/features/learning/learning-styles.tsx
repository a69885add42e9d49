import learningCss from './learning.css?url';

/**
 * The learning pool's stylesheet, loaded with its chunk. React 19 hoists it into the head once and holds
 * the screen until it has loaded, so the page never shows unstyled.
 */
export function LearningStyles() {
  return <link rel="stylesheet" href={learningCss} precedence="default" />;
}
