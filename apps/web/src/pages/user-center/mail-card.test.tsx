import type { MailSettings } from '@blog/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareAntdTestEnvironment } from '../../test/antd-test-env';

vi.mock('../../lib/http/api', () => ({ callApi: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const { callApi } = await import('../../lib/http/api');
const { toast } = await import('../../lib/toast');
const { MailCard } = await import('./mail-card');

beforeAll(prepareAntdTestEnvironment);

/** The server as the card sees it: its settings, changed by the two writes. */
let stored: MailSettings;
beforeEach(() => {
  stored = { enabled: true, email: null, verified: false, replies: true };
  vi.mocked(toast.success).mockReset();
  vi.mocked(callApi)
    .mockReset()
    .mockImplementation((route, input) => {
      const body = (input as { body?: { email?: string; replies?: boolean } }).body;
      if (route.name === 'mail.setAddress')
        stored = { ...stored, email: body?.email || null, verified: false };
      if (route.name === 'mail.setReplies') stored = { ...stored, replies: body?.replies ?? true };
      return Promise.resolve(stored);
    });
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MailCard userId={7} />
    </QueryClientProvider>,
  );
}

describe('MailCard (邮件提醒)', () => {
  it('saves an address: a verification mail goes out and the card says it waits for the link', async () => {
    show();
    const field = await screen.findByLabelText('邮箱');
    expect(screen.getByRole('switch')).toBeDisabled();
    fireEvent.change(field, { target: { value: ' me@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await screen.findByText('待验证');
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ name: 'mail.setAddress' }), {
      body: { email: 'me@example.com' },
    });
    expect(toast.success).toHaveBeenCalledWith('验证邮件已发送，请查收');
    expect(screen.getByText(/验证邮件已发送到 me@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新发送验证邮件' })).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeEnabled();
  });

  it('turns reply mails off for a verified address', async () => {
    stored = { enabled: true, email: 'me@example.com', verified: true, replies: true };
    show();
    await screen.findByText('已验证');
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ name: 'mail.setReplies' }), {
      body: { replies: false },
    });
  });

  it('says so when the blog sends no mail', async () => {
    stored = { enabled: false, email: null, verified: false, replies: true };
    show();
    expect(await screen.findByText('博客暂未开启邮件功能。')).toBeInTheDocument();
    expect(screen.queryByLabelText('邮箱')).toBeNull();
  });
});
