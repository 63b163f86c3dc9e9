/**
 * The one market-rules module that the app and the server share (DESIGN.md "Dependencies"): regions
 * and instrument classes, price limits, tick tables and rounding, lots, exchange sessions. Pure: no DOM, no Node, no app
 * imports, so `server/` may import it.
 */
export * from './instrument';
export * from './limits';
export * from './lots';
export * from './sessions';
export * from './ticks';
export * from './adjust';
export * from './change';
export * from './bar-periods';
