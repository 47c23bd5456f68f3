import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has working defaults: port 8080, SQLite in DATA_DIR, demo content, rate limit 300', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      database: { dialect: 'sqlite', file: path.join(dataDir, 'blog.db') },
      adminUsername: 'admin',
      adminPassword: undefined,
      rateLimitPerMinute: 300,
      timeZone: 'Asia/Shanghai',
      demoContent: true,
      musicDir: path.join(dataDir, 'music'),
      trustProxy: false,
    });
  });

  it('generates the signing secret once, owner-readable only, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    const file = path.join(dataDir, 'private', 'secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(statSync(path.dirname(file)).mode & 0o077).toBe(0);
  });

  it('moves a secret an older version kept beside the uploads into its own folder', () => {
    writeFileSync(path.join(dataDir, 'secret'), 'x'.repeat(48) + '\n', { mode: 0o600 });
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe('x'.repeat(48));
    expect(existsSync(path.join(dataDir, 'secret'))).toBe(false);
    expect(readFileSync(path.join(dataDir, 'private', 'secret'), 'utf8').trim()).toBe('x'.repeat(48));
  });

  it('chooses PostgreSQL from a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/blog' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u@db:5432/blog' });
  });

  it('reads flags and numbers', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_CONTENT: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      PORT: '3000',
    });
    expect(config).toMatchObject({ demoContent: false, rateLimitPerMinute: 0, port: 3000 });
  });

  it('takes TRUST_PROXY as a hop count or as proxy addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    // `1` (and the old `true`) is one nginx in front, never "believe every address".
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8,loopback, ::1, fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['10.0.0.0/33', 'nginx', '1.2.3', '10.0.0.0/8/1', ',']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY must be a hop count/);
    }
  });

  it('names every bad variable', () => {
    const bad = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        TZ_NAME: 'Mars/Base',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/TZ_NAME/);
    expect(bad).toThrow(/JWT_SECRET/);
  });

  it('rejects an unsupported database URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('reads the mail settings: off without SMTP_URL, the sender from the SMTP account, bad values named', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).mail).toEqual({
      smtpUrl: undefined,
      from: 'blog@localhost',
      adminEmail: undefined,
      siteUrl: undefined,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SMTP_URL: 'smtps://me%40mail.example:secret@smtp.mail.example:465',
        ADMIN_EMAIL: 'owner@mail.example',
        SITE_URL: 'https://blog.example/',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://me%40mail.example:secret@smtp.mail.example:465',
      from: 'me@mail.example',
      adminEmail: 'owner@mail.example',
      siteUrl: 'https://blog.example',
    });
    const bad = () =>
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'mail.example', MAIL_FROM: 'nobody', ADMIN_EMAIL: 'owner' });
    expect(bad).toThrow(/SMTP_URL/);
    expect(bad).toThrow(/MAIL_FROM/);
    expect(bad).toThrow(/ADMIN_EMAIL/);
  });
});
