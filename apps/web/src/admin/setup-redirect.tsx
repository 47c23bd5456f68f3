import { adminRoutes } from '@blog/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminQuery } from './admin-api';

/** The setup step's page (pages/setup). */
export const SETUP_PATH = '/admin/setup';

/** Whether this visit of the console already had its chance to open the step. */
let askedThisVisit = false;

/**
 * Opens the setup step by itself when the owner enters the console while it was neither completed
 * nor put off (稍后再说) — once per visit: an owner who walks away from it through the menu is not
 * pulled back on every page.
 */
export function SetupRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const setup = useQuery(adminQuery(adminRoutes.setup.read, {}, 'setup'));
  const state = setup.data?.state;
  useEffect(() => {
    if (askedThisVisit || !state) return;
    askedThisVisit = true;
    if (state === 'pending' && pathname !== SETUP_PATH) void navigate(SETUP_PATH, { replace: true });
  }, [state, pathname, navigate]);
  return null;
}
