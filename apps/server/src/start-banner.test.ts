import { describe, expect, it } from 'vitest';
import { displayWidth, startBanner } from './start-banner';

describe('startBanner', () => {
  const guide = 'README.md 的「第一次使用」';

  it('frames the addresses, the account and a generated password, every line as wide as the box', () => {
    const text = startBanner({
      url: 'http://localhost:8080',
      username: 'admin',
      password: 'pw-123456',
      guide,
    });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(new Set(lines.map(displayWidth)).size).toBe(1);
    expect(text).toContain('│ 博客已启动：http://localhost:8080 ');
    expect(text).toContain('管理后台：  http://localhost:8080/admin');
    expect(text).toContain('用户名：    admin');
    expect(text).toContain('密码：      pw-123456');
    expect(text).toContain('只显示这一次');
    expect(text).toContain('第一次使用？请看 README.md 的「第一次使用」');
  });

  it('shows no password when the account was there already', () => {
    const text = startBanner({ url: 'http://blog.test', username: '站长', guide });
    expect(text).not.toContain('密码');
    expect(text).toContain('用户名：    站长');
    expect(new Set(text.split('\n').map(displayWidth)).size).toBe(1);
  });

  it('counts Chinese characters as two columns', () => {
    expect(displayWidth('ab')).toBe(2);
    expect(displayWidth('博客：')).toBe(6);
  });
});
