import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  remote: string;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Failure layer 3 (docs/architecture.md §2): a remote that fails to load or crashes while rendering
 * takes down its own area only; nav, footer and the other areas keep working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] the ${this.props.remote} area failed.`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
