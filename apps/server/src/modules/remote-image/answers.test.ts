import { albumPhotosResponse, getConfigResponse, picture, talkPageResponse } from '@blog/contract';
import { ROUTES, endpoint, type RouteName } from '@blog/contract/api';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { planOf, remotePictures, withCopies, type Plan } from './answers';

const far = (name: string) => `https://img.example.com/${name}.png`;
const copies = new Map([[far('kept'), '/media/uploads/images/2026/01/kept.png']]);

describe('the pictures of an answer', () => {
  const item = z.object({
    id: z.number(),
    cover: picture.nullable(),
    pictures: z.array(picture),
    author: z.object({ avatar: picture.optional() }),
  });
  const schema = z.object({ result: z.object({ list: z.array(item), header: z.object({ bg: picture }) }) });
  const plan = planOf(schema)!;

  it('are found where the contract marks them, once per schema', () => {
    expect(planOf(schema)).toBe(plan);
    expect(planOf(z.object({ url: z.string(), id: z.number() }))).toBeNull();
    const value = {
      result: {
        list: [
          { id: 1, cover: far('kept'), pictures: [far('a'), '/media/own.png'], author: { avatar: far('b') } },
          { id: 2, cover: '/media/own.png', pictures: [], author: {} },
        ],
        header: { bg: far('c') },
      },
      // Not a picture: never looked at.
      url: far('page'),
    };
    expect([...remotePictures(value, plan)].sort()).toEqual([far('a'), far('b'), far('c'), far('kept')]);
  });

  it('come as the blog’s copies; without one, public answers leave them out and the console keeps them', () => {
    const value = {
      result: {
        list: [
          { id: 1, cover: far('kept'), pictures: [far('a'), far('kept')], author: { avatar: far('b') } },
          { id: 2, cover: far('gone'), pictures: [], author: {} },
        ],
        header: { bg: far('c') },
      },
    };
    const frozen = structuredClone(value);
    expect(withCopies(value, plan, copies, false)).toEqual({
      result: {
        list: [
          {
            id: 1,
            cover: copies.get(far('kept')),
            pictures: [copies.get(far('kept'))],
            author: { avatar: undefined },
          },
          { id: 2, cover: null, pictures: [], author: {} },
        ],
        // A required picture that no list holds: empty, which pages treat as none.
        header: { bg: '' },
      },
    });
    expect(withCopies(value, plan, copies, true)).toEqual({
      result: {
        list: [
          {
            id: 1,
            cover: copies.get(far('kept')),
            pictures: [far('a'), copies.get(far('kept'))],
            author: { avatar: far('b') },
          },
          { id: 2, cover: far('gone'), pictures: [], author: {} },
        ],
        header: { bg: far('c') },
      },
    });
    // The read cache may hold the answer: it is never changed, and what has nothing to change is returned as it is.
    expect(value).toEqual(frozen);
    const own = {
      result: { list: [{ id: 3, cover: '/media/a.png', pictures: [], author: {} }], header: { bg: '/b' } },
    };
    expect(withCopies(own, plan, copies, false)).toBe(own);
  });

  it('in a list whose items cannot be without them take the item out (an album’s photos, the banners)', () => {
    const photos = planOf(z.array(z.object({ id: z.number(), url: picture })))!;
    expect(
      withCopies(
        [
          { id: 1, url: far('gone') },
          { id: 2, url: far('kept') },
        ],
        photos,
        copies,
        false,
      ),
    ).toEqual([{ id: 2, url: copies.get(far('kept')) }]);
  });

  it('are read from the real answers: a talk’s pictures and author, an album’s photos, the site profile’s six', () => {
    const photo = planOf(albumPhotosResponse)!.fields!.get('result')!.element!;
    expect(photo.fields!.get('url')).toEqual({ picture: 'drop' });
    const talks = planOf(talkPageResponse)!;
    const talk = talks.fields!.get('result')!.fields!.get('list')!.element!;
    expect([...talk.fields!.keys()].sort()).toEqual(['avatar', 'talkImgList']);
    const site = planOf(getConfigResponse)!.fields!.get('result')!;
    expect([...site.fields!.keys()].sort()).toEqual([
      'ali_pay',
      'avatar_bg',
      'blog_avatar',
      'qq_group',
      'we_chat_group',
      'we_chat_pay',
    ]);
  });
});

/** The names of every answer's string fields that `plan` does not mark, by route. */
function unmarked(schema: unknown, plan: Plan | null, path: string, found: Set<string>): void {
  const def = (schema as { _zod?: { def: Record<string, unknown> & { type: string } } })._zod?.def;
  if (!def) return;
  const inner = def.innerType ?? def.in;
  if (inner) return unmarked(inner, plan, path, found);
  if (def.type === 'array') return unmarked(def.element, plan?.element ?? null, `${path}[]`, found);
  if (def.type === 'union') {
    for (const option of def.options as unknown[]) unmarked(option, plan, path, found);
    return;
  }
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>))
      unmarked(field, plan?.fields?.get(key) ?? null, key, found);
    return;
  }
  if (def.type === 'string' && !plan?.picture) found.add(path);
}

describe('the contract', () => {
  it('marks every field of an answer that names a picture', () => {
    const looksLikePicture =
      /avatar|(?:^|_)cover|logo|^bg_url$|img|image|photo|picture|_pay$|_group$|banner/i;
    // Not pictures given by address: the icon (an upload of the blog's own, checked as such) and the
    // music player's covers (the library's own, or the upstream's in that mode).
    const notPictures = new Set(['favicon', 'picUrl', 'coverImgUrl', 'img1v1Url']);
    const missing: string[] = [];
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const { response } = endpoint(name);
      const found = new Set<string>();
      unmarked(response, planOf(response), '', found);
      for (const field of found)
        if (looksLikePicture.test(field) && !notPictures.has(field)) missing.push(`${name}: ${field}`);
    }
    expect(missing).toEqual([]);
  });
});
