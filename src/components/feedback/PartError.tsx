/**
 * A lazily loaded part of a page (the stock home's chart, lower tabs, common header) whose code may
 * fail to arrive — the network drops between the first render and the part's chunk. The failure
 * stays in the part: the rest of the page (price, status line) keeps working, and a tap loads the
 * part's code again. Without it the page-wide boundary (PageError) replaced the whole page.
 */
import {
  Component,
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import './feedback.css';

import { LOAD_FAILED_TEXT } from './LoadFailed';

export const PART_ERROR_TEXT = LOAD_FAILED_TEXT;

/**
 * A lazy component that can be made to load again: React.lazy keeps a failed import for good, so a
 * retry needs a new one. `Part` is stable (use it in JSX); `reset` makes its next render import anew.
 */
export function retryableLazy<T extends ComponentType<any>>( // eslint-disable-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint on T
  load: () => Promise<{ default: T }>,
): { Part: T; reset: () => void } {
  let current = lazy(load);
  const Part = (props: ComponentProps<T>) =>
    createElement(current as unknown as ComponentType<ComponentProps<T>>, props);
  return {
    Part: Part as unknown as T,
    reset: () => {
      current = lazy(load);
    },
  };
}

interface State {
  error: Error | null;
}

export class PartError extends Component<{ children: ReactNode; onRetry: () => void }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn('page part failed to load', error);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" className="part-error" role="alert" onClick={this.retry}>
        {PART_ERROR_TEXT}
      </button>
    );
  }
}
