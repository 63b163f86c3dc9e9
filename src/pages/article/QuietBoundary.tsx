import { Component, type ReactNode } from 'react';

/** Keeps the article readable when an extra (the live quote strip) fails: the extra is left out. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('article extra failed', error.message);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
