import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorResult } from '@/components/error-result.tsx';
import { paths } from '@/config/paths.ts';

type AppErrorBoundaryProps = { children: ReactNode };
type AppErrorBoundaryState = { hasError: boolean };

/**
 * Last line of defence for errors outside any route (providers, the router itself); route errors
 * are caught closer, by the routes' error elements. React still needs a class for this.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app failed to render.', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <ErrorResult homeHref={paths.dashboard} />;
    return this.props.children;
  }
}
