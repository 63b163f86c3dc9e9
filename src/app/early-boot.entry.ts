/** index.html's early script (rollup.config.mjs inlines this file, compiled on its own). */
import { earlyBoot } from './early-boot';

try {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null; // disabled storage: no cached quote
  }
  earlyBoot(window, storage, Date.now);
} catch {
  // Best effort only: the app does the same work when it boots.
}
