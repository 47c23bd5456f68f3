import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Each console page is its own chunk, loaded the first time the owner opens it. */
const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const ADMIN_PAGES: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '', Page: page(() => import('./pages/dashboard/dashboard-page'), 'DashboardPage') },
];
