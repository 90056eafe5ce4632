import { Button } from '@platform/shared-ui/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { pageShown } from '../preloading/first-page-shown';
import type { AreaInfo } from '../routes/areas';
import styles from './area-page.module.css';

interface AreaBoundaryProps {
  area: AreaInfo;
  /** Forgets the failed load so that rendering again really loads again. */
  onRetry: () => void;
  /** Told of every error the boundary catches (the build's health, telemetry/shell-health.ts). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface AreaBoundaryState {
  error: Error | null;
}

/** Keeps a failure of one remote (load, chunk or render error) inside its own area. */
export class AreaBoundary extends Component<AreaBoundaryProps, AreaBoundaryState> {
  override state: AreaBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): AreaBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.area.label} area failed`, error, info.componentStack);
    this.props.onError?.(error);
    pageShown();
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <section className={styles.fallback} data-testid="area-fallback" role="alert">
        <h1>{this.props.area.label} is unavailable</h1>
        <p>This part of the site could not be loaded. The rest of the site still works.</p>
        <Button onClick={this.retry}>Retry</Button>
      </section>
    );
  }
}
