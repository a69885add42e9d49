import type { SVGIconProps } from '@blueprintjs/icons';
import type { ComponentType } from 'react';

/**
 * One of Blueprint's per-icon components (`import { SearchIcon } from '@blueprintjs/icons'`). Icons are passed
 * as components or elements, never by name: a name makes Blueprint fetch its loader of every icon's paths.
 */
export type StaticIcon = ComponentType<SVGIconProps>;
