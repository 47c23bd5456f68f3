import type { QueryClient } from '@tanstack/react-query';
import { countVisitOnce, refreshPageHeaders, siteConfigQuery } from '../features/site/site-api';
import { setBlogAvatar } from '../stores/user-store';

/** Work the app does once per page load, beside rendering. */
export function runStartupTasks(queryClient: QueryClient): void {
  void countVisitOnce();
  void refreshPageHeaders(queryClient);
  // The config the page arrived with was fetched on the server: the avatar still belongs in the store.
  void queryClient.fetchQuery(siteConfigQuery()).then(
    (config) => config.blog_avatar && setBlogAvatar(config.blog_avatar),
    () => undefined,
  );
}
