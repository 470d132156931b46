import { Component, type ErrorInfo, type ReactNode } from 'react';
import { IS_DEV } from '../../../lib/env';

interface ErrorBoundaryProps {
  /** What shows instead of the children once one of them has thrown while rendering. */
  fallback: ReactNode;
  children: ReactNode;
  /** When it changes (the next page, say), a boundary that has failed shows its children again. */
  resetKey?: unknown;
}

/** Catches an uncaught error while rendering its children and shows the fallback instead (a React error boundary). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidUpdate(prev: ErrorBoundaryProps): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (IS_DEV) console.error(error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
