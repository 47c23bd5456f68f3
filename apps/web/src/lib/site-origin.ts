import { createContext, useContext } from 'react';

/**
 * The site's own address (`https://blog.example.com`), for text that shows it: the browser's, or
 * on the server the one the page was asked for, so both render the same.
 */
export const SiteOriginContext = createContext(typeof window === 'undefined' ? '' : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOriginContext);
