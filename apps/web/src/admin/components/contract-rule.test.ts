import {
  adminAlbumBody,
  adminLinkBody,
  adminSiteConfigBody,
  adminSongBody,
  adminTalkBody,
} from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { fieldProblem, relabel } from './contract-rule';

describe('relabel', () => {
  it('puts the label where the API field name starts the message', () => {
    expect(relabel('blog_name 不能超过 30 个字符', 'blog_name', '博客名称')).toBe(
      '博客名称不能超过 30 个字符',
    );
    expect(relabel('artists 的每一项 不能为空', 'artists', '歌手')).toBe('歌手不能为空');
    expect(relabel('请至少填写一位歌手', 'artists', '歌手')).toBe('请至少填写一位歌手');
  });
});

describe('fieldProblem', () => {
  const blogName = adminSiteConfigBody.shape.blog_name;
  it('refuses what the contract refuses, in its words', () => {
    expect(fieldProblem(blogName, '', 'blog_name', '博客名称')).toBe('博客名称不能为空');
    expect(fieldProblem(blogName, '名'.repeat(31), 'blog_name', '博客名称')).toBe(
      '博客名称不能超过 30 个字符',
    );
    expect(fieldProblem(adminSiteConfigBody.shape.blog_avatar, 'javascript:1', 'blog_avatar', '头像')).toBe(
      '头像必须是 http(s) 图片链接或本站上传的图片',
    );
    expect(fieldProblem(adminSongBody.shape.artists, [], 'artists', '歌手')).toBe('请至少填写一位歌手');
  });
  it('takes what the contract takes; a missing optional value counts as empty', () => {
    expect(fieldProblem(blogName, '拾光小站', 'blog_name', '博客名称')).toBeNull();
    expect(fieldProblem(adminSiteConfigBody.shape.blog_avatar, undefined, 'blog_avatar', '头像')).toBeNull();
    expect(
      fieldProblem(adminSiteConfigBody.shape.blog_avatar, '/media/uploads/a.webp', 'blog_avatar', '头像'),
    ).toBeNull();
  });
});

describe('contract rules of the community forms', () => {
  it("say the server's words with the form's label", () => {
    expect(fieldProblem(adminTalkBody.shape.content, '你好', 'content', '内容')).toBeNull();
    expect(fieldProblem(adminTalkBody.shape.content, '  ', 'content', '内容')).toBe('内容不能为空');
    expect(fieldProblem(adminTalkBody.shape.content, 'x'.repeat(2001), 'content', '内容')).toBe(
      '内容不能超过 2000 个字符',
    );
    expect(fieldProblem(adminAlbumBody.shape.album_name, undefined, 'album_name', '相册名称')).toBe(
      '相册名称不能为空',
    );
    expect(fieldProblem(adminLinkBody.shape.url, 'ftp://x', 'url', '网站地址')).toBe(
      '网站地址必须是 http:// 或 https:// 开头的链接',
    );
    expect(fieldProblem(adminLinkBody.shape.site_avatar, '', 'site_avatar', '头像')).toBeNull();
  });

  it('keep messages that do not start with the field name', () => {
    expect(
      fieldProblem(adminTalkBody.shape.talkImgList, Array(10).fill('/media/a.png'), 'talkImgList', '图片'),
    ).toBe('最多 9 张图片');
  });
});
