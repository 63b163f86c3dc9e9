/** What the shell page exposes as `window.WapStubHost` for the injection script inside the frame. */
export type HostPlatform = 'ios' | 'android';

export interface StubHostApi {
  platform: HostPlatform;
  /** Version in the user-agent marker `WapQuoteApp/<version> (<platform>)`. */
  appVersion: string;
  /** The injected object's postMessage lands here, with the frame's window to answer to. */
  post(frameWindow: Window, payload: unknown): void;
}

export const STUB_APP_VERSION = '9.9.0';
