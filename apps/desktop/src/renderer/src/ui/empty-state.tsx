import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { StaticIcon } from './static-icon';

/**
 * Blueprint's NonIdealState with a real h3 for its title: NonIdealState always renders an h4, which skips a
 * level under the page's h2 sections.
 */
export function EmptyState({
  icon: IconComponent,
  title,
  description,
  action,
}: {
  icon: StaticIcon;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className={`${Classes.NON_IDEAL_STATE} ${Classes.NON_IDEAL_STATE}-vertical`}>
      <div className={Classes.NON_IDEAL_STATE_VISUAL}>
        <IconComponent size={48} className={Classes.ICON_MUTED} />
      </div>
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <h3 className={Classes.HEADING}>{title}</h3>
        {description ? <p>{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
