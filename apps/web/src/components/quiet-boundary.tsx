import { Component, type ErrorInfo, type ReactNode } from 'react';

interface QuietBoundaryProps {
  /** What the failure was in, for the console. */
  name: string;
  children: ReactNode;
}

/**
 * Around optional, lazily loaded parts (the toast host, the login dialog, the player panel): if
 * their code cannot load or they crash, they disappear and the page stays; without a boundary
 * React would unmount the whole app and leave a blank page.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[blog] ${this.props.name} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
