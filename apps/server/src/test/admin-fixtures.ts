import type { Config } from '../config';
import { beforeEach } from 'vitest';
import { useTestContext, type TestContext } from './context';
import { authHeader, createUser } from './fixtures';

/** The admin and a normal user with their Authorization headers: who the console tests act as. */
export async function createConsoleUsers(t: TestContext) {
  const adminId = await createUser(t, { role: 1, nick_name: '站长' });
  const userId = await createUser(t, { nick_name: '访客' });
  return {
    adminId,
    userId,
    admin: await authHeader(t, adminId),
    user: await authHeader(t, userId),
  };
}

export type ConsoleUsers = Awaited<ReturnType<typeof createConsoleUsers>>;

/**
 * The console API tests' setup, called at the top of a test file: the file's test context
 * (`useTestContext`), the admin and a normal user created before each test (`users`, always the
 * running test's), and `call`, a request sent as the admin.
 */
export function useConsoleContext(overrides: Partial<Config> = {}) {
  const t = useTestContext(overrides);
  let current: ConsoleUsers | undefined;
  beforeEach(async () => {
    current = await createConsoleUsers(t);
  });
  const running = (): ConsoleUsers => {
    if (!current) throw new Error('useConsoleContext: used outside a test');
    return current;
  };
  const users: ConsoleUsers = {
    get adminId() {
      return running().adminId;
    },
    get userId() {
      return running().userId;
    },
    get admin() {
      return running().admin;
    },
    get user() {
      return running().user;
    },
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: users.admin, ...(payload ? { payload } : {}) });
  return { t, users, call };
}

/**
 * Every route the app registered under `/api/admin`, as method and path, read from the router's own
 * tree (`printRoutes`): a route added anywhere under the prefix shows up here.
 */
export function registeredAdminRoutes(t: TestContext): { method: string; url: string }[] {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = Array.from(indent).length / 4;
    stack.length = depth;
    stack.push(segment);
    const url = stack.join('');
    if (!methods || !url.startsWith('/api/admin/')) continue;
    for (const method of methods.split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
