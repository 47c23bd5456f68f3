export { PageFailedContext } from './app-error';
export { PanelErrorBoundary } from './panel-error-boundary';
export { RouteError, ScreenError } from './route-error';
export { pageThatFailed } from './page-that-failed';
export { useOfflinePage } from './use-offline-page';
