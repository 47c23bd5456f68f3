import type { Link } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { applicantOf, toLinkBody, toLinkValues } from './link-form-values';

const link: Link = {
  id: 4,
  site_name: '小站',
  site_desc: null,
  site_avatar: null,
  url: 'https://example.com',
  status: 1,
  user_id: 9,
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-01 10:00:00',
};

describe('link form values', () => {
  it('shows missing description and avatar as empty fields and sends them back as none', () => {
    const values = toLinkValues(link);
    expect(values).toEqual({ site_name: '小站', site_desc: '', site_avatar: '', url: 'https://example.com' });
    expect(toLinkBody(values)).toEqual({
      site_name: '小站',
      site_desc: null,
      site_avatar: null,
      url: 'https://example.com',
    });
  });

  it('trims every field', () => {
    expect(
      toLinkBody({
        site_name: ' 小站 ',
        site_desc: ' 写代码的地方 ',
        site_avatar: ' /media/uploads/a.png ',
        url: ' https://example.com/ ',
      }),
    ).toEqual({
      site_name: '小站',
      site_desc: '写代码的地方',
      site_avatar: '/media/uploads/a.png',
      url: 'https://example.com/',
    });
  });

  it('names the applicant', () => {
    expect(applicantOf(link)).toBe('用户 #9');
    expect(applicantOf({ user_id: null })).toBe('站长添加');
  });
});
