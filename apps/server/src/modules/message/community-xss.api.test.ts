import { beforeEach, describe, expect, it } from 'vitest';
import { createTalk } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';
import { authHeader, createArticle, createUser } from '../../test/fixtures';
import { executableConstructs, XSS_PAYLOADS } from '../../test/xss-payloads';

/**
 * The OWASP filter-evasion corpus through every community field. Message HTML must come back with
 * nothing executable; plain-text fields must come back exactly as written (escaping is the
 * renderer's job); notifications (HTML) must escape the user text they quote.
 */

const t = useTestContext();
let admin: number;
let user: number;
beforeEach(async () => {
  admin = await createUser(t, { role: 1, nick_name: '博主' });
  user = await createUser(t, { nick_name: '读者' });
});

let address = 0;
// Per-route limits (5 messages, 20 comments a minute) are per address: each request gets its own.
const freshAddress = () =>
  `10.${Math.floor(++address / 62500) % 250}.${Math.floor(address / 250) % 250}.${address % 250}`;
const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload,
    headers,
    remoteAddress: freshAddress(),
  });
  return { status: res.statusCode, body: res.json() };
};
const noExecutable = (html: string, context: string) =>
  expect(executableConstructs(html), context).toEqual([]);
const notificationsAreSafe = async () => {
  const notes = await t.db.kysely.selectFrom('notifications').select('message').execute();
  expect(notes.length).toBeGreaterThan(0);
  for (const note of notes) noExecutable(note.message, note.message);
};

describe('XSS corpus', () => {
  it('has 50+ payloads, and the checker finds executable constructs in most of them as written', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const flagged = XSS_PAYLOADS.filter((payload) => executableConstructs(payload).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(60);
    expect(
      executableConstructs(
        '<p style="color:red">安全的<b>文字</b> <a href="https://example.com">链接</a></p>',
      ),
    ).toEqual([]);
  });

  it('messages: the saved and listed HTML has nothing executable; bad background URLs are 400', async () => {
    for (const payload of XSS_PAYLOADS) {
      // Wrapped in text so that something visible always survives the sanitizer.
      const res = await post('message/add', { message: `留言：${payload}（完）` });
      expect(res.status, payload).toBe(200);
      noExecutable(res.body.result.message, payload);
      expect(res.body.result.message, payload).toMatch(/^留言：/);
      const url = await post('message/add', { message: '正常留言', bg_url: payload });
      expect(url.status, payload).toBe(400);
      // Alone, a payload either leaves harmless text behind or nothing at all (400).
      const alone = await post('message/add', { message: payload });
      if (alone.status === 200) noExecutable(alone.body.result.message, payload);
      else expect(alone.body.message, payload).toMatch(/留言内容不能为空/);
    }

    const rows = await t.db.kysely.selectFrom('messages').select(['message', 'bg_url']).execute();
    for (const row of rows) {
      noExecutable(row.message, row.message);
      expect(row.bg_url).toBeNull();
    }
    const list = await post('message/getMessageList', { current: 1, size: 100 });
    const second = await post('message/getMessageList', { current: 2, size: 100 });
    expect(list.body.result.total).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
    for (const item of [...list.body.result.list, ...second.body.result.list])
      noExecutable(item.message, item.message);
    // Allowed links are marked as user content and open safely.
    const link = await post('message/add', {
      message: '<a href="https://example.com" target="_self">看看</a>',
    });
    expect(link.body.result.message).toBe(
      '<a href="https://example.com" target="_blank" rel="ugc noopener noreferrer nofollow">看看</a>',
    );
  }, 60_000);

  it('comments, nicknames, talks and link fields come back verbatim; notifications quote them escaped', async () => {
    // One user posts the corpus, whose payloads differ only in case, and the same reply thirty
    // times: the owner's rules against repeats and links would refuse some (they have tests of their own).
    await t.app.moderation.saveSettings({
      ...(await t.app.moderation.settings()),
      duplicate_minutes: 0,
      max_links: null,
    });
    const article = await createArticle(t, { author_id: admin });
    const headers = await authHeader(t, user);
    for (const payload of XSS_PAYLOADS) {
      const content = payload.slice(0, 1000);
      const res = await post('comment/add', { type: 1, for_id: article, content }, headers);
      expect(res.status, payload).toBe(200);
      expect(res.body.result.content).toBe(content.trim());
    }
    const parents = await post('comment/frontGetParentComment', {
      current: 1,
      size: 100,
      type: 1,
      for_id: article,
    });
    expect(parents.body.result.list.map((c: { content: string }) => c.content).sort()).toEqual(
      XSS_PAYLOADS.map((payload) => payload.trim()).sort(),
    );
    await notificationsAreSafe();

    // Nicknames: as the comment author, the replied-to person and a message author.
    const evil = await createUser(t);
    const evilHeaders = await authHeader(t, evil);
    const parent = parents.body.result.list[0].id as number;
    for (const payload of XSS_PAYLOADS.slice(0, 30)) {
      await t.db.kysely.updateTable('users').set({ nick_name: payload }).where('id', '=', evil).execute();
      const reply = await post('comment/apply', { parent_id: parent, content: '回复' }, evilHeaders);
      expect(reply.body.result.from_name, payload).toBe(payload);
      const answer = await post(
        'comment/apply',
        { parent_id: parent, reply_id: reply.body.result.id, content: '好' },
        headers,
      );
      expect(answer.body.result.to_name, payload).toBe(payload);
      const message = await post('message/add', { message: '你好' }, evilHeaders);
      expect(message.body.result.nick_name, payload).toBe(payload);
    }
    await notificationsAreSafe();
  }, 60_000);

  it('talks (written through the repository, no create API yet) come back verbatim', async () => {
    for (const payload of XSS_PAYLOADS) await createTalk(t, { user_id: admin, content: payload });
    const talks = await post('talk/blogGetTalkList', { current: 1, size: 100 });
    expect(talks.body.result.list.map((talk: { content: string }) => talk.content).sort()).toEqual(
      [...XSS_PAYLOADS].sort(),
    );
  }, 60_000);

  it('link names and descriptions come back verbatim; URL fields refuse anything but http(s)', async () => {
    const headers = await authHeader(t, user);
    const adminHeaders = await authHeader(t, admin);
    for (const payload of XSS_PAYLOADS) {
      const name = payload.slice(0, 30).trim() || '名字';
      const desc = payload.slice(0, 100).trim();
      const ok = await post(
        'links/add',
        { site_name: name, site_desc: desc, url: 'https://example.com' },
        headers,
      );
      expect(ok.status, payload).toBe(200);
      expect(ok.body.result).toMatchObject({ site_name: name, site_desc: desc || null });
      expect(
        (await post('links/add', { site_name: '站点', url: payload }, adminHeaders)).status,
        payload,
      ).toBe(400);
      const avatar = await post(
        'links/add',
        { site_name: '站点', url: 'https://a.example', site_avatar: payload },
        adminHeaders,
      );
      expect(avatar.status, payload).toBe(400);
    }
    await notificationsAreSafe();
  }, 60_000);
});
