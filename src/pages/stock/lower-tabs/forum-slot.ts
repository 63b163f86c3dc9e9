/**
 * Where the forum tab (guba, ./ForumTab.tsx of the community work) plugs into the lower tabs: one
 * lazy switch, so the forum's code stays out of the stock page's first chunk. `null` would leave the
 * guba tab out.
 */
import type { ComponentType } from 'react';

export interface ForumTabProps {
  market: string;
  code: string;
}

export const loadForumTab: null | (() => Promise<{ default: ComponentType<ForumTabProps> }>) = () =>
  import('./ForumTab');
