import { useEffect } from 'react';
import { useSiteConfig } from '../../features/site/site-api';

/** The browser tab reads "页面 | 博客名", or the blog name alone on the home page. */
export function useDocumentTitle(pageTitle: string): void {
  const blogName = useSiteConfig().data?.blog_name;
  useEffect(() => {
    const parts = [pageTitle, blogName].filter(Boolean);
    if (parts.length > 0) document.title = parts.join(' | ');
  }, [pageTitle, blogName]);
}
