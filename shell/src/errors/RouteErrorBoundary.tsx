import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  /** The history entry's key: a navigation clears a caught error, as React Router's errorElement did. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  /** What the page threw, and at which resetKey (null until the next render knows it). */
  caught: { error: unknown; at: string | null } | null;
}

/**
 * A page that throws while rendering shows the error page in its place; the next page the visitor
 * goes to renders normally. React catches render errors only in a class component.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: { error, at: null } };
  }

  static getDerivedStateFromProps({ resetKey }: Props, { caught }: State): State | null {
    if (caught === null || caught.at === resetKey) return null;
    return caught.at === null
      ? { caught: { error: caught.error, at: resetKey } }
      : { caught: null };
  }

  override render() {
    const { caught } = this.state;
    return caught === null ? this.props.children : <ErrorPage error={caught.error} />;
  }
}
