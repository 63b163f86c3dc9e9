/**
 * Whether the page runs inside the host app (the native iOS/Android WebView). The one switch for
 * what the embedded page leaves out, such as the stock home's download footer. The bridge sets it
 * at boot (bridge.isHost); on the open web it stays false.
 */
import { action, makeObservable, observable } from 'mobx';

export class HostStore {
  inApp = false;

  constructor() {
    makeObservable(this, { inApp: observable, setInApp: action });
  }

  setInApp(inApp: boolean): void {
    this.inApp = inApp;
  }
}
