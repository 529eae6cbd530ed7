import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page.tsx';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** Catches what a page throws while rendering; going to another page tries again. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
