export { PageFailedContext } from './app-error';
export { PanelErrorBoundary } from './panel-error-boundary';
export { reloadOnFailedChunks } from './preload-error';
export { RouteError, ScreenError } from './route-error';
