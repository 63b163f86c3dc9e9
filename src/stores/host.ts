/**
 * Whether the page runs inside the host app (the native iOS/Android WebView). The one switch for
 * what the embedded page leaves out, such as the stock home's download footer. The bridge sets it
 * at boot (bridge.isHost); on the open web it stays false. `navBar`: the host's navigation bar
 * takes the page's title and header buttons (bridge setNavButtons), so pages draw no header.
 */
import { action, makeObservable, observable } from 'mobx';

export class HostStore {
  inApp = false;
  navBar = false;

  constructor() {
    makeObservable(this, { inApp: observable, navBar: observable, setInApp: action, setNavBar: action });
  }

  setInApp(inApp: boolean): void {
    this.inApp = inApp;
  }

  setNavBar(navBar: boolean): void {
    this.navBar = navBar;
  }
}
