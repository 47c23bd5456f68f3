import { useRouteError } from 'react-router';
import { AppError } from './app-error';

/** The routes' error element (app/routes.tsx): a page's failure shows in the layout's content area. */
export function RouteError() {
  return <AppError error={useRouteError()} place="content" />;
}

/** The error element of a route with no layout around it (the layout itself, the console's chunk). */
export function ScreenError() {
  return <AppError error={useRouteError()} place="screen" />;
}
