/** The painter worker's script (frame/paint-worker.entry.ts), built by rollup.config.mjs. */
declare module 'virtual:frame-painter-worker' {
  const source: string;
  export default source;
}
