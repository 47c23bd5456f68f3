/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- the API's answers are read as loosely as in the test files these calls serve, where these rules are off */
import type { ModerationSettings } from '@blog/contract';
import type { ConsoleUsers } from './admin-fixtures';
import type { TestContext } from './context';

type Headers = Record<string, string>;

/**
 * What the moderation tests (the rules' and the held queue's) do over and over: set some of the
 * owner's rules, call the API from a visitor's address, write and list messages, read the queue.
 */
export function moderationCalls(t: TestContext, users: ConsoleUsers) {
  async function rules(patch: Partial<ModerationSettings>) {
    await t.app.moderation.saveSettings({ ...(await t.app.moderation.settings()), ...patch });
  }
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: object; ip?: string; headers?: Headers } = {},
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: options.headers ?? {},
      remoteAddress: options.ip ?? '203.0.113.1',
    });
    return { status: res.statusCode, body: res.json() };
  };
  const guestMessage = (message: string, ip = '203.0.113.1', headers: Headers = {}) =>
    call('POST', '/message/add', { payload: { message }, ip, headers });
  const messageList = async (options: { ip?: string; headers?: Headers } = {}) =>
    (await call('POST', '/message/getMessageList', { payload: { current: 1, size: 50 }, ...options })).body
      .result.list as {
      id: number;
      message: string;
      status: number;
    }[];
  const queue = async () =>
    (await call('GET', '/admin/moderation/queue', { headers: users.admin })).body.result;
  return { rules, call, guestMessage, messageList, queue };
}
