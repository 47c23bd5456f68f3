import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { authHeader, createArticle, createSiteConfig, createUser } from '../../test/fixtures';
import { linkIn, TestSmtpServer, useTestContextWithMail } from '../../test/smtp-server';
import { MailQueue } from './queue';

const OWNER = 'owner@example.test';
const SITE = 'http://blog.test';

const withMail = useTestContextWithMail(OWNER, SITE);
const t = withMail.t;

let admin: number;
let alice: number;
let bob: number;
let article: number;
beforeEach(async () => {
  await createSiteConfig(t, { blog_name: '小站' });
  admin = await createUser(t, { role: 1, nick_name: '站长' });
  alice = await createUser(t, { nick_name: '爱丽丝' });
  bob = await createUser(t, { nick_name: '鲍勃' });
  article = await createArticle(t, { author_id: admin, article_title: '事件循环' });
});

let address = 0;
const post = async (url: string, payload: object, user?: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: user ? await authHeader(t, user) : {},
    remoteAddress: `10.8.0.${++address % 250}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { id: number } }>().result;
};
const put = async (url: string, user: number, payload?: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: await authHeader(t, user) });
const comment = (user: number, content: string, email?: string) =>
  post('/api/comment/add', { type: 1, for_id: article, content, email }, user);
const reply = (user: number, parentId: number, content: string, email?: string) =>
  post('/api/comment/apply', { parent_id: parentId, content, email }, user);
/** Sends what is due, as the worker's timer would (at `now`). */
const deliver = (now?: number) => t.app.mail.flush(now);
/** Opens a link from a mail: its path and query on this app. */
const open = (link: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({
    method,
    url: link.replace(SITE, ''),
    ...(method === 'POST'
      ? {
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }
      : {}),
  });
const queue = () => t.db.kysely.selectFrom('mail_queue').selectAll().orderBy('id').execute();
const verifyByMail = async (to: string) => {
  const [mail] = withMail.smtp.to(to).filter((received) => received.subject.includes('验证'));
  const page = await open(linkIn(mail!.text, '/mail/verify?token='));
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('邮箱已验证');
};

describe('mail to the owner', () => {
  it('a new comment mails the owner: Chinese subject with the blog name, the words escaped, a link to the comment, one-click unsubscribe', async () => {
    const { id } = await comment(alice, '<b>写得好</b> & 谢谢');
    await deliver();
    const [mail, ...others] = withMail.smtp.to(OWNER);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('【小站】爱丽丝 评论了文章《事件循环》');
    expect(mail!.text).toContain('<b>写得好</b> & 谢谢');
    expect(mail!.text).toContain(`${SITE}/article?id=${article}#comment-${id}`);
    expect(mail!.html).toContain('&lt;b&gt;写得好&lt;/b&gt; &amp; 谢谢');
    expect(mail!.html).not.toContain('<b>写得好');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/blog\.test\/mail\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain('退订：http://blog.test/mail/unsubscribe?token=');
    expect((await queue()).map((row) => [row.status, row.attempts])).toEqual([['sent', 1]]);
  });

  it("the owner's own comment mails nobody", async () => {
    await comment(admin, '自己的评论');
    await deliver();
    expect(withMail.smtp.received).toEqual([]);
  });

  it('a guest message and a link application mail the owner', async () => {
    const message = await post('/api/message/add', { message: '路过留言' });
    await post(
      '/api/links/add',
      { site_name: '朋友的站', url: 'https://friend.example', site_desc: '一个朋友' },
      bob,
    );
    await deliver();
    const subjects = withMail.smtp.to(OWNER).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toMatch(/^【小站】游客\w{5} 发表了新留言$/);
    expect(subjects[1]).toBe('【小站】新的友链申请：朋友的站');
    expect(withMail.smtp.to(OWNER)[0]!.text).toContain(`${SITE}/message/detail?id=${message.id}`);
    expect(withMail.smtp.to(OWNER)[1]!.text).toContain(`${SITE}/admin/links`);
  });

  it('the address set in the console overrides ADMIN_EMAIL', async () => {
    const set = await put('/api/admin/mail/settings', admin, { admin_email: 'Boss@Example.test' });
    expect(set.json().result).toMatchObject({ admin_email: 'boss@example.test', env_admin_email: OWNER });
    await comment(alice, '你好');
    await deliver();
    expect(withMail.smtp.received.map((mail) => mail.to)).toEqual(['boss@example.test']);
    // The site's public settings do not carry it.
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(config.body).not.toContain('boss@');
  });
});

describe('reply mails', () => {
  it('a commenter who left an address gets a verification mail; reply mails go to it only once verified', async () => {
    const first = await comment(alice, '第一条', 'alice@example.test');
    await deliver();
    const [verification, ...more] = withMail.smtp.to('alice@example.test');
    expect(more).toEqual([]);
    expect(verification!.subject).toBe('【小站】请验证你的邮箱');

    await reply(bob, first.id, '未验证时的回复');
    await deliver();
    expect(withMail.smtp.to('alice@example.test')).toHaveLength(1);

    await verifyByMail('alice@example.test');
    const answer = await reply(bob, first.id, '<i>验证后的回复</i>');
    await deliver();
    const replyMail = withMail.smtp.to('alice@example.test').at(-1)!;
    expect(replyMail.subject).toBe('【小站】鲍勃 回复了你的评论');
    expect(replyMail.text).toContain('<i>验证后的回复</i>');
    expect(replyMail.html).toContain('&lt;i&gt;验证后的回复&lt;/i&gt;');
    const link = linkIn(replyMail.text, '/article?id=');
    expect(link).toBe(`${SITE}/article?id=${article}#comment-${answer.id}`);
  });

  it('a held reply mails only the owner, to review it; once approved, the one it answers', async () => {
    const first = await comment(alice, '第一条', 'alice@example.test');
    await deliver();
    await verifyByMail('alice@example.test');
    await t.app.moderation.saveSettings({ ...(await t.app.moderation.settings()), mode: 2 });
    const held = await reply(bob, first.id, '等审核的回复');
    await deliver();
    expect(withMail.smtp.to('alice@example.test').map((mail) => mail.subject)).toEqual([
      '【小站】请验证你的邮箱',
    ]);
    const review = withMail.smtp.to(OWNER).at(-1)!;
    expect(review.subject).toBe('【小站】鲍勃 回复了评论，在文章《事件循环》（待审核）');
    expect(linkIn(review.text, '/admin/')).toBe(`${SITE}/admin/moderation?tab=held`);

    const owners = withMail.smtp.to(OWNER).length;
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/admin/moderation/approve',
      payload: { items: [{ kind: 'comment', id: held.id }] },
      headers: await authHeader(t, admin),
    });
    expect(approve.json().result).toEqual({ done: 1 });
    await deliver();
    const replyMail = withMail.smtp.to('alice@example.test').at(-1)!;
    expect(replyMail.subject).toBe('【小站】鲍勃 回复了你的评论');
    expect(linkIn(replyMail.text, '/article?id=')).toBe(`${SITE}/article?id=${article}#comment-${held.id}`);
    // The owner reviewed it: no second mail about it.
    expect(withMail.smtp.to(OWNER)).toHaveLength(owners);
  });

  it('a second comment with the same address sends no second verification mail; a forged link verifies nothing', async () => {
    await comment(alice, '一', 'alice@example.test');
    await comment(alice, '二', 'alice@example.test');
    await deliver();
    expect(withMail.smtp.to('alice@example.test')).toHaveLength(1);
    const link = linkIn(withMail.smtp.to('alice@example.test')[0]!.text, '/mail/verify?token=');
    const forged = await open(
      link.replace(/token=(\w)/, (_match, c: string) => `token=${c === 'a' ? 'b' : 'a'}`),
    );
    expect(forged.statusCode).toBe(400);
    const row = await t.db.kysely.selectFrom('mail_addresses').selectAll().executeTakeFirstOrThrow();
    expect(row.verified_at).toBeNull();
  });

  it('a registered user with a verified address and reply mails on is mailed; off, not', async () => {
    const headers = await authHeader(t, alice);
    const set = await put('/api/mail/address', alice, { email: 'alice@example.test' });
    expect(set.json().result).toEqual({
      enabled: true,
      email: 'alice@example.test',
      verified: false,
      replies: true,
    });
    await deliver();
    await verifyByMail('alice@example.test');
    const settings = await t.app.inject({ url: '/api/mail/settings', headers });
    expect(settings.json().result.verified).toBe(true);

    const first = await comment(alice, '我的评论');
    await reply(bob, first.id, '回复一');
    await deliver();
    expect(withMail.smtp.to('alice@example.test').map((mail) => mail.subject)).toContain(
      '【小站】鲍勃 回复了你的评论',
    );

    const off = await put('/api/mail/replies', alice, { replies: false });
    expect(off.json().result.replies).toBe(false);
    const before = withMail.smtp.to('alice@example.test').length;
    await reply(bob, first.id, '回复二');
    await deliver();
    expect(withMail.smtp.to('alice@example.test')).toHaveLength(before);
  });

  it('a comment on a guest message mails the address the guest left, once verified', async () => {
    const message = await post('/api/message/add', { message: '留个言', email: 'guest@example.test' });
    await deliver();
    await verifyByMail('guest@example.test');
    const { id } = await post('/api/comment/add', { type: 3, for_id: message.id, content: '回你一句' }, bob);
    await deliver();
    const mail = withMail.smtp.to('guest@example.test').at(-1)!;
    expect(mail.subject).toBe('【小站】鲍勃 评论了你的留言');
    expect(mail.text).toContain(`${SITE}/message/detail?id=${message.id}#comment-${id}`);
  });

  it('no public API returns an address left on a form or set on an account', async () => {
    const secret = 'hidden-address@example.test';
    const { id } = await comment(alice, '评论', secret);
    await reply(bob, id, '回复', secret);
    const message = await post('/api/message/add', { message: '留言', email: secret });
    await post('/api/links/add', { site_name: '站', url: 'https://a.example', email: secret }, alice);
    await put('/api/mail/address', alice, { email: secret });
    const reads = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/comment/frontGetParentComment',
        payload: { type: 1, for_id: article },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/comment/frontGetChildrenComment',
        payload: { parent_id: id },
      }),
      t.app.inject({ method: 'POST', url: '/api/message/getMessageList', payload: {} }),
      t.app.inject({ url: `/api/message/getMessageById/${message.id}` }),
      t.app.inject({ url: '/api/message/getAllMessage' }),
      t.app.inject({ method: 'POST', url: '/api/links/getLinksList', payload: {} }),
      t.app.inject({ url: `/api/user/getUserInfoById/${alice}` }),
    ]);
    for (const read of reads) {
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain('hidden-address');
    }
    // The comment and the message were there to be read.
    expect(reads[0].body).toContain('评论');
    expect(reads[3].body).toContain('留言');
  });
});

describe('link applications', () => {
  it('the applicant hears of the approval and of the rejection with its reason', async () => {
    const approved = await post(
      '/api/links/add',
      { site_name: '甲站', url: 'https://a.example', email: 'bob@example.test' },
      bob,
    );
    await deliver();
    await verifyByMail('bob@example.test');
    const rejected = await post(
      '/api/links/add',
      { site_name: '乙站', url: 'https://b.example', email: 'bob@example.test' },
      bob,
    );
    await put(`/api/admin/links/${approved.id}/approve`, admin);
    const no = await put(`/api/admin/links/${rejected.id}/reject`, admin, { reason: '内容<不相关>' });
    expect(no.statusCode).toBe(200);
    await deliver();
    const [yes, sorry] = withMail.smtp
      .to('bob@example.test')
      .filter((mail) => !mail.subject.includes('验证'));
    expect(yes!.subject).toBe('【小站】你的友链申请已通过');
    expect(yes!.text).toContain('甲站');
    expect(sorry!.subject).toBe('【小站】你的友链申请未通过');
    expect(sorry!.text).toContain('内容<不相关>');
    expect(sorry!.html).toContain('内容&lt;不相关&gt;');
  });

  it('an applicant without a verified address gets no mail', async () => {
    const link = await post(
      '/api/links/add',
      { site_name: '丙站', url: 'https://c.example', email: 'c@example.test' },
      bob,
    );
    await put(`/api/admin/links/${link.id}/approve`, admin);
    await deliver();
    expect(withMail.smtp.to('c@example.test').map((mail) => mail.subject)).toEqual([
      '【小站】请验证你的邮箱',
    ]);
  });
});

describe('unsubscribe', () => {
  it('the one-click POST of the List-Unsubscribe address stops that kind of mail, not the others', async () => {
    await comment(alice, '一');
    await deliver();
    const header = withMail.smtp.to(OWNER)[0]!.headers['list-unsubscribe']!;
    const done = await open(header.slice(1, -1), 'POST');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ code: 0 });

    await comment(alice, '二');
    await deliver();
    expect(withMail.smtp.to(OWNER)).toHaveLength(1);
    // A test mail is another kind.
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail/test',
      headers: await authHeader(t, admin),
      payload: {},
    });
    await deliver();
    expect(withMail.smtp.to(OWNER).map((mail) => mail.subject)).toEqual([
      '【小站】爱丽丝 评论了文章《事件循环》',
      '【小站】测试邮件',
    ]);
  });

  it('the link in a reply mail opens a confirmation page and ends reply mails to that address', async () => {
    const first = await comment(alice, '一', 'alice@example.test');
    await deliver();
    await verifyByMail('alice@example.test');
    await reply(bob, first.id, '回复一');
    await deliver();
    const page = await open(
      linkIn(withMail.smtp.to('alice@example.test').at(-1)!.text, '/mail/unsubscribe?token='),
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('alice@example.test 不会再收到回复提醒');
    const before = withMail.smtp.to('alice@example.test').length;
    await reply(bob, first.id, '回复二');
    await deliver();
    expect(withMail.smtp.to('alice@example.test')).toHaveLength(before);
    expect((await open('/mail/unsubscribe?token=nonsense')).statusCode).toBe(400);
  });
});

describe('the queue', () => {
  it('keeps mails while the SMTP server is down and sends them when it is back', async () => {
    const port = withMail.smtp.port;
    await withMail.smtp.stop();
    try {
      await comment(alice, '服务器不在时的评论');
      await deliver();
      const [waiting] = await queue();
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting!.last_error).toMatch(/ECONNREFUSED|connect/i);
      // Not due again before its backoff ends.
      await deliver();
      expect((await queue())[0]!.attempts).toBe(1);
    } finally {
      withMail.smtp = await TestSmtpServer.start(port);
    }
    await deliver(Date.now() + 2 * 60_000);
    expect((await queue())[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(withMail.smtp.to(OWNER)[0]!.text).toContain('服务器不在时的评论');
  });

  it('gives up after the last attempt; the console lists the failed mail and sends it again', async () => {
    const port = withMail.smtp.port;
    await withMail.smtp.stop();
    const headers = await authHeader(t, admin);
    try {
      await comment(alice, '一直发不出去');
      let now = Date.now();
      for (let attempt = 0; attempt < 8; attempt++) {
        await deliver(now);
        now += 7 * 60 * 60_000;
      }
      const log = await t.app.inject({ url: '/api/admin/mail?status=failed', headers });
      const [failed] = log.json().result.list;
      expect(failed).toMatchObject({ to_address: OWNER, status: 'failed', attempts: 8, kind: 'owner' });
      expect(failed.last_error).toMatch(/ECONNREFUSED/);
      expect(failed.subject).toBe('【小站】爱丽丝 评论了文章《事件循环》');
    } finally {
      withMail.smtp = await TestSmtpServer.start(port);
    }
    const [row] = await queue();
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/mail/${row!.id}/retry`, headers });
    expect(retried.statusCode).toBe(200);
    await deliver();
    expect((await queue())[0]).toMatchObject({ status: 'sent' });
    expect(withMail.smtp.to(OWNER)).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/mail/${row!.id}/retry`, headers });
    expect(again.statusCode).toBe(409);
  });

  it('two processes sharing the database send each mail once', async () => {
    const sent: number[] = [];
    const log = { error: () => undefined };
    const queues = [1, 2].map(
      (process) => new MailQueue({ db: t.db.kysely, log, send: async () => void sent.push(process) }),
    );
    await t.db.kysely
      .insertInto('mail_queue')
      .values(
        [1, 2, 3].map((n) => ({
          to_address: `${n}@example.test`,
          kind: 'test' as const,
          subject: `第 ${n} 封`,
          text: '文',
          html: '<p>文</p>',
          unsubscribe_url: null,
          next_attempt_at: new Date(0).toISOString(),
          created_at: new Date(0).toISOString(),
          updated_at: new Date(0).toISOString(),
        })),
      )
      .execute();
    await Promise.all(queues.map((queue) => queue.flush()));
    expect(sent).toHaveLength(3);
    expect((await queue()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('the console sends a test mail to the owner and lists it as sent', async () => {
    const headers = await authHeader(t, admin);
    const test = await t.app.inject({ method: 'POST', url: '/api/admin/mail/test', headers, payload: {} });
    expect(test.statusCode).toBe(200);
    await deliver();
    expect(withMail.smtp.to(OWNER).map((mail) => mail.subject)).toEqual(['【小站】测试邮件']);
    const log = await t.app.inject({ url: '/api/admin/mail', headers });
    expect(log.json().result).toMatchObject({
      total: 1,
      list: [{ status: 'sent', kind: 'test', attempts: 1 }],
    });
    const asUser = await t.app.inject({ url: '/api/admin/mail', headers: await authHeader(t, bob) });
    expect(asUser.statusCode).toBe(403);
  });
});

describe('without SMTP_URL', () => {
  it('mail is off: nothing is queued, no address is kept, the user centre says so', async () => {
    const off = await createTestContext();
    try {
      const user = await createUser(off, { nick_name: '某人' });
      const owner = await createUser(off, { role: 1 });
      const id = await createArticle(off, { author_id: owner });
      const headers = await authHeader(off, user);
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/comment/add',
        headers,
        payload: { type: 1, for_id: id, content: '评论', email: 'x@example.test' },
      });
      expect(res.statusCode).toBe(200);
      expect(await off.db.kysely.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
      expect(await off.db.kysely.selectFrom('mail_watchers').selectAll().execute()).toEqual([]);
      expect((await off.app.inject({ url: '/api/mail/status' })).json().result).toEqual({ enabled: false });
      const set = await off.app.inject({
        method: 'PUT',
        url: '/api/mail/address',
        headers,
        payload: { email: 'x@example.test' },
      });
      expect(set.statusCode).toBe(400);
      const test = await off.app.inject({
        method: 'POST',
        url: '/api/admin/mail/test',
        headers: await authHeader(off, owner),
        payload: { to: 'x@example.test' },
      });
      expect(test.statusCode).toBe(400);
    } finally {
      await off.dispose();
    }
  });
});
