import { Component, type ReactNode } from 'react';
import { AppError } from './app-error';

interface PanelErrorBoundaryProps {
  /** What the boundary shows: a new value (the address) clears a failure, as a new page would. */
  resetKey: string;
  children: ReactNode;
}

interface PanelErrorBoundaryState {
  failed: { error: unknown; resetKey: string } | null;
}

/**
 * Around the console's page (its menu and header stay): a console page whose chunk did not load, or
 * that threw while rendering, shows the error page in the content area; the next page clears it.
 */
export class PanelErrorBoundary extends Component<PanelErrorBoundaryProps, PanelErrorBoundaryState> {
  override state: PanelErrorBoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): Partial<PanelErrorBoundaryState> {
    return { failed: { error, resetKey: '' } };
  }

  static getDerivedStateFromProps(
    props: PanelErrorBoundaryProps,
    state: PanelErrorBoundaryState,
  ): Partial<PanelErrorBoundaryState> | null {
    if (!state.failed) return null;
    // Just caught: remember where; caught on another page: that page is tried again.
    if (state.failed.resetKey === '') return { failed: { ...state.failed, resetKey: props.resetKey } };
    return state.failed.resetKey === props.resetKey ? null : { failed: null };
  }

  override render(): ReactNode {
    const { failed } = this.state;
    return failed ? <AppError error={failed.error} place="panel" /> : this.props.children;
  }
}
