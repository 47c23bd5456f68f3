import { describe, expect, it } from 'vitest';
import { splitMatches } from './matches';

describe('splitMatches', () => {
  it('cuts the text around every match, whatever its case', () => {
    expect(splitMatches('Vue 与 vue3', 'vue')).toEqual([
      { text: 'Vue', match: true },
      { text: ' 与 ', match: false },
      { text: 'vue', match: true },
      { text: '3', match: false },
    ]);
  });

  it('keeps markup in the text as text', () => {
    expect(splitMatches('a <b> c', '<b>')).toEqual([
      { text: 'a ', match: false },
      { text: '<b>', match: true },
      { text: ' c', match: false },
    ]);
  });

  it('trims the keyword as the server does, and gives one plain run without a match', () => {
    expect(splitMatches('响应式原理', ' 原理 ')).toEqual([
      { text: '响应式', match: false },
      { text: '原理', match: true },
    ]);
    expect(splitMatches('响应式', '不存在')).toEqual([{ text: '响应式', match: false }]);
    expect(splitMatches('响应式', '  ')).toEqual([{ text: '响应式', match: false }]);
  });
});
