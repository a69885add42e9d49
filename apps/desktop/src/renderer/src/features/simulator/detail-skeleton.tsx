import { Card, Classes } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/button-classes';
import { VisuallyHidden } from '../../ui/visually-hidden';

const TAB_TITLES = ['Overview', 'Features & Capabilities', 'Technology', 'Benchmark Studies', 'Resources & Learning'];

/** Grey text of a given length: the skeleton class hides it and keeps its line box, so it is as tall as real text. */
function Bone({
  as: Tag = 'span',
  className = '',
  text,
}: {
  as?: 'span' | 'p' | 'h1' | 'h3' | 'dt' | 'dd';
  className?: string;
  text: string;
}) {
  return <Tag className={`${Classes.SKELETON} ${className}`.trim()}>{text}</Tag>;
}

/**
 * Stands in for the detail page while the simulator loads, built from the loaded page's own elements and classes
 * (header, title row, action buttons, tab row, overview columns) so each part is as tall as what replaces it and
 * nothing below moves when the content arrives. Screen readers hear one status line instead.
 */
export function DetailSkeleton() {
  return (
    <div className="page detail-skeleton simulator-detail" aria-busy="true">
      <VisuallyHidden>
        <output>Loading simulator details...</output>
      </VisuallyHidden>
      {/* The same link the loaded page starts with: usable while the rest loads. */}
      <Link to="/" className="detail-back">
        ← Back to all simulators
      </Link>
      <div aria-hidden="true">
        <div className="detail-header">
          <div className="detail-title-row">
            <div>
              <Bone as="h1" className="detail-name" text="Simulator" />
              <Bone as="p" className="detail-full-name" text="The simulator's full name" />
              <p className="detail-meta">
                <Bone text="Last updated: January 1, 2025" />
                <span className={`${Classes.TAG} ${Classes.ROUND} ${Classes.SKELETON}`}>License</span>
              </p>
            </div>
            <div className="detail-actions">
              {['Website', 'Source Code', 'Documentation'].map((text) => (
                <span key={text} className={`${buttonClasses({})} ${Classes.SKELETON}`}>
                  <span className={`${Classes.ICON} skeleton-icon`} />
                  <span className={Classes.BUTTON_TEXT}>{text}</span>
                </span>
              ))}
            </div>
          </div>
        </div>
        <div className={`${Classes.TABS} detail-tabs`}>
          <div className={Classes.TAB_LIST}>
            {TAB_TITLES.map((title) => (
              <span key={title} className={`${Classes.TAB} ${Classes.SKELETON}`}>
                {title}
              </span>
            ))}
          </div>
          <div className={`${Classes.TAB_PANEL} detail-columns`}>
            <div className="detail-main">
              <Bone as="h3" className="section-block-title" text="About the simulator" />
              <div className={`${Classes.SKELETON} skeleton-block`} />
            </div>
            <Card className="detail-sidebar" elevation={1}>
              <Bone as="h3" text="Technical Overview" />
              <div className={`${Classes.SKELETON} skeleton-sidebar`} />
            </Card>
          </div>
        </div>
      </div>
    </div>
  );
}
