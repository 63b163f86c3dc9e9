/**
 * Where the forum tab (guba, ./ForumTab.tsx of the community work) plugs into the lower tabs: one
 * lazy switch, so the forum's code stays out of the stock page's first chunk. `null` would leave the
 * guba tab out.
 */
import type { ComponentType } from 'react';
// Type only (erased): the slot never loads the forum's code eagerly, and ForumTab does not import
// the slot back, so the two make no import circle.
import type { ForumTabProps } from './ForumTab';

export const loadForumTab: null | (() => Promise<{ default: ComponentType<ForumTabProps> }>) = () =>
  import('./ForumTab');
