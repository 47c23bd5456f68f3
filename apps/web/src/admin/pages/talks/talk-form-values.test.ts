import type { AdminTalkItem } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { toTalkBody, toTalkValues } from './talk-form-values';

const talk: AdminTalkItem = {
  id: 7,
  content: '今天天气不错',
  status: 2,
  is_top: 1,
  like_times: 3,
  talkImgList: ['/media/uploads/a.png', 'https://example.com/b.jpg'],
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-01 10:00:00',
};

describe('talk form values', () => {
  it('starts a new talk public, not pinned, without pictures', () => {
    expect(toTalkValues()).toEqual({ content: '', images: [], status: 1, top: false });
  });

  it('round-trips a saved talk into the same body', () => {
    expect(toTalkBody(toTalkValues(talk))).toEqual({
      content: '今天天气不错',
      talkImgList: ['/media/uploads/a.png', 'https://example.com/b.jpg'],
      status: 2,
      is_top: 1,
    });
  });

  it('trims the text and sends only the pictures that finished uploading', () => {
    const values = toTalkValues();
    values.content = '  你好  ';
    values.images = [
      { uid: '1', name: 'a.png', status: 'done', response: { url: '/media/uploads/new.png' } },
      { uid: '2', name: 'b.png', status: 'uploading', percent: 40 },
      { uid: '3', name: 'c.png', status: 'error' },
    ];
    expect(toTalkBody(values)).toEqual({
      content: '你好',
      talkImgList: ['/media/uploads/new.png'],
      status: 1,
      is_top: 2,
    });
  });
});
