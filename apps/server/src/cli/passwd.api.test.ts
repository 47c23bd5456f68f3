import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context';
import { authHeader, createUser } from '../test/fixtures';
import { serverBuild } from '../test/builds.setup';

const t = useTestContext();

/** DATABASE_URL for the test's database: its SQLite file, or its PostgreSQL database. */
function databaseUrl(): string {
  const { database } = t.config;
  return database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url;
}

describe('npm run blog -- passwd', () => {
  it(
    'sets the password read from standard input and ends the account’s sessions',
    { timeout: 60_000 },
    async () => {
      const alice = await createUser(t, { username: 'alice', password: 'old-pass-1' });
      const session = await authHeader(t, alice);
      const result = spawnSync(process.execPath, [serverBuild.cli, 'passwd', 'Alice'], {
        env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: databaseUrl() },
        input: 'new-pass-2\n',
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const [first, said] = result.stdout.split('\n');
      expect(first).toMatch(
        t.config.database.dialect === 'sqlite' ? /^数据库：SQLite / : /^数据库：PostgreSQL postgres:\/\//,
      );
      expect(said).toBe('已为 alice 设置新密码；它在所有设备上的登录都已失效，请用新密码重新登录');

      const login = (password: string) =>
        t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'alice', password } });
      expect((await login('new-pass-2')).statusCode).toBe(200);
      expect((await login('old-pass-1')).statusCode).toBe(401);
      const old = await t.app.inject({ method: 'GET', url: '/api/mail/settings', headers: session });
      expect(old.statusCode).toBe(401);
    },
  );
});
