import { Component, type ErrorInfo, type ReactNode } from 'react';
import { IS_DEV } from '../../../lib/env';

interface ErrorBoundaryProps {
  /** What shows instead of the children once one of them has thrown while rendering. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches an uncaught error while rendering its children and shows the fallback instead (a React error boundary). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (IS_DEV) console.error(error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
