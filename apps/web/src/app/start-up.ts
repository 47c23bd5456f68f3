import { countVisitOnce, refreshPageHeaders } from '../features/site/site-api';

/** Work the app does once per page load, beside rendering. */
export function runStartupTasks(): void {
  void countVisitOnce();
  void refreshPageHeaders();
}
