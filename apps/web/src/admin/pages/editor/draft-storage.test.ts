import { afterEach, describe, expect, it } from 'vitest';
import { toArticleValues } from './article-form-values';
import { clearDraft, draftKey, loadDraft, readDraftValues, saveDraft } from './draft-storage';

const values = { ...toArticleValues(), title: '草稿标题', content: '写了一半', tags: ['随笔'] };

afterEach(() => localStorage.clear());

describe('draft storage', () => {
  it('keeps a draft per article and gives it back with its time', () => {
    expect(saveDraft('new', values, localStorage, 1000)).toBe(true);
    expect(saveDraft(7, { ...values, title: '另一篇' }, localStorage, 2000)).toBe(true);
    expect(loadDraft('new')).toEqual({ values, savedAt: 1000 });
    expect(loadDraft(7)?.values.title).toBe('另一篇');
    expect(loadDraft(8)).toBeNull();
  });

  it('forgets a draft once cleared', () => {
    saveDraft(7, values);
    clearDraft(7);
    expect(loadDraft(7)).toBeNull();
    expect(localStorage.getItem(draftKey(7))).toBeNull();
  });

  it('ignores stored data that is not a draft', () => {
    localStorage.setItem(draftKey('new'), '{not json');
    expect(loadDraft('new')).toBeNull();
    localStorage.setItem(draftKey('new'), JSON.stringify({ values: { title: 1 }, savedAt: 1 }));
    expect(loadDraft('new')).toBeNull();
    expect(readDraftValues({ ...values, type: 4 })).toBeNull();
    expect(readDraftValues({ ...values, tags: [1] })).toBeNull();
    expect(readDraftValues(values)).toEqual(values);
  });

  it('reports a browser that refuses to store', () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    expect(saveDraft('new', values, full)).toBe(false);
  });
});
