import { App } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AntdScope } from '../components/antd-scope';
import { PanelErrorBoundary } from '../features/app-error';
import { loadLoginDialog } from '../features/auth/load-login-dialog';
import { useUserStore } from '../stores/user-store';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { ADMIN_PAGES } from './admin-pages';
import { AdminNotFound } from './components/admin-result';
import { PageSkeleton } from './components/page-skeleton';
import { SetupRedirect } from './setup-redirect';

const LoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));

/**
 * The owner's console (`/admin/*`): its own chunk, never loaded by visitors' pages. Only the admin
 * role gets past the gate; the server checks the role again on every call.
 */
export function AdminApp() {
  const { pathname } = useLocation();
  const showLogin = useUserStore((state) => state.showLogin);
  const [loginWanted, setLoginWanted] = useState(showLogin);
  if (showLogin && !loginWanted) setLoginWanted(true);
  return (
    <AntdScope>
      <App>
        <AdminGate>
          <SetupRedirect />
          <AdminLayout>
            <PanelErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageSkeleton />}>
                <Routes>
                  {ADMIN_PAGES.map(({ path, Page }) =>
                    path === '' ? (
                      <Route key="index" index element={<Page />} />
                    ) : (
                      <Route key={path} path={path} element={<Page />} />
                    ),
                  )}
                  <Route path="*" element={<AdminNotFound />} />
                </Routes>
              </Suspense>
            </PanelErrorBoundary>
          </AdminLayout>
        </AdminGate>
        {loginWanted && (
          <Suspense fallback={null}>
            <LoginDialog />
          </Suspense>
        )}
      </App>
    </AntdScope>
  );
}
