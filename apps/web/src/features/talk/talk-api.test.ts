import type { TalkPage } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { nextTalkPage } from './talk-api';

const page = (current: number, count: number, total: number): TalkPage => ({
  current,
  size: 5,
  total,
  list: Array.from({ length: count }, (_, index) => ({
    id: current * 10 + index,
    user_id: 1,
    content: '',
    status: 1,
    is_top: 2,
    like_times: 0,
    talkImgList: [],
    nick_name: '林间',
    avatar: null,
    is_like: false,
    comment_total: 0,
    createdAt: '2026-01-01 00:00:00',
    updatedAt: '2026-01-01 00:00:00',
  })),
});

describe('nextTalkPage', () => {
  it('asks for the next page while talks remain', () => {
    expect(nextTalkPage(page(1, 5, 7), 5)).toBe(2);
  });

  it('stops once every talk is loaded', () => {
    expect(nextTalkPage(page(2, 2, 7), 7)).toBeUndefined();
    expect(nextTalkPage(page(1, 5, 5), 5)).toBeUndefined();
  });

  it('stops at an empty page even if the total says otherwise (talks deleted meanwhile)', () => {
    expect(nextTalkPage(page(3, 0, 12), 10)).toBeUndefined();
  });
});
