import { LINK_DESC_MAX_LENGTH, LINK_NAME_MAX_LENGTH, linkAddBody } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { linkFieldProblem, toLinkAddBody } from './link-form';

describe('linkFieldProblem', () => {
  it('accepts a complete application', () => {
    expect(linkFieldProblem('site_name', '小张的博客')).toBeNull();
    expect(linkFieldProblem('site_desc', '记录生活与代码')).toBeNull();
    expect(linkFieldProblem('url', 'https://blog.example.com/')).toBeNull();
    expect(linkFieldProblem('url', 'http://127.0.0.1:8080')).toBeNull();
  });

  it('requires a name, within the limit', () => {
    expect(linkFieldProblem('site_name', undefined)).toBe('网站名称不能为空');
    expect(linkFieldProblem('site_name', '   ')).toBe('网站名称不能为空');
    expect(linkFieldProblem('site_name', '名'.repeat(LINK_NAME_MAX_LENGTH))).toBeNull();
    expect(linkFieldProblem('site_name', '名'.repeat(LINK_NAME_MAX_LENGTH + 1))).toBe(
      `网站名称不能超过 ${LINK_NAME_MAX_LENGTH} 个字符`,
    );
  });

  it('keeps the description optional but short', () => {
    expect(linkFieldProblem('site_desc', '')).toBeNull();
    expect(linkFieldProblem('site_desc', 'x'.repeat(LINK_DESC_MAX_LENGTH + 1))).toBe(
      `网站描述不能超过 ${LINK_DESC_MAX_LENGTH} 个字符`,
    );
  });

  it('refuses addresses that are not http(s)', () => {
    const message = '网站地址必须是 http:// 或 https:// 开头的链接';
    expect(linkFieldProblem('url', 'blog.example.com')).toBe(message);
    expect(linkFieldProblem('url', 'javascript:alert(1)')).toBe(message);
    expect(linkFieldProblem('url', 'ftp://files.example.com')).toBe(message);
    expect(linkFieldProblem('url', '//evil.example.com')).toBe(message);
    expect(linkFieldProblem('url', 'https://exa mple.com')).toBe(message);
    expect(linkFieldProblem('url', '')).toBe('网站地址不能为空');
  });

  it('takes an avatar as an http(s) picture or an upload of this site, or none', () => {
    expect(linkFieldProblem('site_avatar', '')).toBeNull();
    expect(linkFieldProblem('site_avatar', 'https://example.com/a.png')).toBeNull();
    expect(linkFieldProblem('site_avatar', '/media/uploads/2026/ab12.webp')).toBeNull();
    expect(linkFieldProblem('site_avatar', 'data:image/png;base64,AAAA')).toBe(
      '网站头像必须是 http(s) 图片链接或本站上传的图片',
    );
    expect(linkFieldProblem('site_avatar', '/media/uploads/../secret')).not.toBeNull();
  });
});

describe('toLinkAddBody', () => {
  it('trims the fields and sends an empty description as none', () => {
    const body = toLinkAddBody({ site_name: ' 小站 ', site_desc: '  ', url: ' https://a.example/ ' });
    expect(body).toEqual({ site_name: '小站', site_desc: null, site_avatar: '', url: 'https://a.example/' });
    // What the form sends passes the server's own schema.
    expect(linkAddBody.safeParse(body).success).toBe(true);
  });

  it('sends the optional e-mail address trimmed, and an empty one not at all', () => {
    const values = { site_name: '小站', url: 'https://a.example/' };
    expect(toLinkAddBody({ ...values, email: ' me@a.example ' }).email).toBe('me@a.example');
    expect(toLinkAddBody({ ...values, email: '  ' }).email).toBeUndefined();
    expect(linkFieldProblem('email', 'not-an-address')).toBe('邮箱格式不正确');
    expect(linkFieldProblem('email', '')).toBeNull();
  });
});
