import type { MessageItem } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { draftFromMessage, draftToBody, EMPTY_DRAFT, messageLength, validateDraft } from './message-draft';

const draft = (patch: Partial<typeof EMPTY_DRAFT>) => ({ ...EMPTY_DRAFT, message: '你好呀', ...patch });

describe('validateDraft', () => {
  it('accepts an ordinary message', () => {
    expect(validateDraft(draft({}))).toEqual({});
    expect(
      validateDraft(draft({ tag: '赞不绝口', color: '#ff0000', font_size: 36, font_weight: 900 })),
    ).toEqual({});
  });

  it('refuses an empty or blank message', () => {
    expect(validateDraft(draft({ message: '' })).message).toBe('留言内容不能为空');
    expect(validateDraft(draft({ message: '   ' })).message).toBe('留言内容不能为空');
    expect(validateDraft(draft({ message: '<p> </p>' })).message).toBe('留言内容不能为空');
  });

  it('counts at most 555 characters', () => {
    expect(validateDraft(draft({ message: '字'.repeat(555) })).message).toBeUndefined();
    expect(validateDraft(draft({ message: '字'.repeat(556) })).message).toBe('留言内容不能超过 555 个字');
  });

  it('checks size 12–36 and weight 400–900', () => {
    expect(validateDraft(draft({ font_size: 11 })).font_size).toBe('字体大小应在 12-36 之间');
    expect(validateDraft(draft({ font_size: 37 })).font_size).toBe('字体大小应在 12-36 之间');
    expect(validateDraft(draft({ font_weight: 300 })).font_weight).toBe('字体粗细应在 400-900 之间');
    expect(validateDraft(draft({ font_weight: 1000 })).font_weight).toBe('字体粗细应在 400-900 之间');
  });

  it('refuses colours that are not colours', () => {
    expect(validateDraft(draft({ color: 'red;position:fixed' })).color).toBe('文字颜色格式不正确');
    expect(validateDraft(draft({ bg_color: 'url(/x.png)' })).bg_color).toBe('背景颜色格式不正确');
  });

  it('limits the tag to 10 characters', () => {
    expect(validateDraft(draft({ tag: '一二三四五六七八九十' })).tag).toBeUndefined();
    expect(validateDraft(draft({ tag: '一二三四五六七八九十一' })).tag).toBe('标签不能超过 10 个字符');
  });

  it('asks for a picture once 背景图片 is chosen, and refuses foreign schemes', () => {
    expect(validateDraft(draft({ backgroundKind: 'image', bg_url: '' })).bg_url).toBe('请上传背景图片');
    expect(
      validateDraft(draft({ backgroundKind: 'image', bg_url: 'javascript:alert(1)' })).bg_url,
    ).toBeTruthy();
    expect(validateDraft(draft({ backgroundKind: 'image', bg_url: '/media/uploads/a.webp' }))).toEqual({});
  });
});

describe('draftToBody', () => {
  it('sends only the chosen background', () => {
    expect(draftToBody(draft({ backgroundKind: 'image', bg_url: '/media/uploads/a.webp' }))).toMatchObject({
      bg_url: '/media/uploads/a.webp',
      bg_color: null,
    });
    expect(draftToBody(draft({ backgroundKind: 'color', bg_url: '/media/uploads/a.webp' }))).toMatchObject({
      bg_url: '',
      bg_color: '#ffffff',
    });
  });

  it('trims the text and drops an empty tag', () => {
    expect(draftToBody(draft({ message: '  hi  ', tag: '  ' }))).toMatchObject({ message: 'hi', tag: null });
  });
});

describe('draftFromMessage', () => {
  it('fills the form from a saved message, with defaults for what it lacks', () => {
    const item = {
      message: '<b>hi</b>',
      color: null,
      font_size: null,
      font_weight: 700,
      bg_color: null,
      bg_url: '/media/uploads/b.png',
      tag: null,
    } as MessageItem;
    expect(draftFromMessage(item)).toEqual({
      ...EMPTY_DRAFT,
      message: '<b>hi</b>',
      font_weight: 700,
      backgroundKind: 'image',
      bg_url: '/media/uploads/b.png',
    });
  });
});

describe('messageLength', () => {
  it('counts what a reader sees', () => {
    expect(messageLength('<b>你好</b>&amp;')).toBe(3);
  });
});
