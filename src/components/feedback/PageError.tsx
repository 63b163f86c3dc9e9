import { Component, type ReactNode } from 'react';
import './feedback.css';

interface State {
  error: Error | null;
}

/**
 * Catches a page that fails to load or render (for example its chunk cannot be fetched while
 * offline) and offers a retry instead of a blank screen.
 */
export class PageError extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('page failed', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <p>页面加载失败，请检查网络后重试</p>
        <button type="button" onClick={() => window.location.reload()}>
          重新加载
        </button>
      </div>
    );
  }
}
