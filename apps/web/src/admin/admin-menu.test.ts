import { describe, expect, it } from 'vitest';
import { sectionOf } from './admin-menu';

describe('sectionOf', () => {
  it('finds the dashboard for /admin itself', () => {
    expect(sectionOf('/admin').label).toBe('仪表盘');
    expect(sectionOf('/admin/').label).toBe('仪表盘');
  });

  it('prefers the longest matching section', () => {
    expect(sectionOf('/admin/articles').label).toBe('文章管理');
    expect(sectionOf('/admin/articles/new').label).toBe('写文章');
    expect(sectionOf('/admin/articles/12').label).toBe('文章管理');
    expect(sectionOf('/admin/articles/redirects').label).toBe('旧链接跳转');
    expect(sectionOf('/admin/music').label).toBe('音乐库');
    expect(sectionOf('/admin/security').label).toBe('账号安全');
  });

  it('titles the setup step, which has no menu entry', () => {
    expect(sectionOf('/admin/setup').label).toBe('设置向导');
  });

  it('does not match a section by a mere prefix of its name', () => {
    expect(sectionOf('/admin/articlesx').label).toBe('仪表盘');
    expect(sectionOf('/admin/unknown').label).toBe('仪表盘');
  });
});
