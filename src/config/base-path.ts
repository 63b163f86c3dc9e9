/**
 * The app's base path (§2 (screens and routes): history routing under /wap/). A leaf module: the router, the boot
 * preload and any page building a full URL read it here, not from the route table (which imports
 * every page).
 */
export const BASENAME = '/wap';
