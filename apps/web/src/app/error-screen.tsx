import { GENERIC_MESSAGES } from '@campus-threads/contract';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

type ErrorScreenProps = { onTryAgain: () => void; detail?: string };

/** 'Something went wrong' with Try Again and Reload Page (spec: accounts-orders §2). */
export function ErrorScreen({ onTryAgain, detail }: ErrorScreenProps) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-danger-50 text-danger-600">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink-900">
          {GENERIC_MESSAGES.somethingWentWrong}
        </h1>
        <p className="mt-2 text-sm text-zinc-600">
          Sorry about that. Try again, or reload the page if the problem continues.
        </p>
        {detail && import.meta.env.DEV ? (
          <pre className="mt-4 overflow-x-auto rounded-lg bg-zinc-100 p-3 text-left text-xs text-zinc-700">
            {detail}
          </pre>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
          <Button variant="dark" onClick={onTryAgain}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </div>
      </div>
    </div>
  );
}

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'statusText' in error)
    return String((error as { statusText: unknown }).statusText);
  return undefined;
}

type BoundaryState = { error: unknown; hasError: boolean };

/** Last line of defence around the whole app (outside the router). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) {
      return (
        <ErrorScreen
          detail={describe(this.state.error)}
          onTryAgain={() => this.setState({ error: null, hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}

type RouteBoundaryProps = { children: ReactNode; resetKey: string };

/** Catches a page's error and keeps header and footer; leaving the page (another path) clears it. */
class PageErrorBoundary extends Component<RouteBoundaryProps, BoundaryState & { key: string }> {
  override state = { error: null as unknown, hasError: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: RouteBoundaryProps,
    state: BoundaryState & { key: string },
  ) {
    return props.resetKey === state.key
      ? null
      : { error: null, hasError: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) {
      return (
        <ErrorScreen
          detail={describe(this.state.error)}
          onTryAgain={() => this.setState({ error: null, hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}

/** The page area's error boundary: Try Again renders the page again; another path resets it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary resetKey={pathname}>{children}</PageErrorBoundary>;
}
