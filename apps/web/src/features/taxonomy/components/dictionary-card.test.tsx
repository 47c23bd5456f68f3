import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DictionaryCard } from './dictionary-card';

type Query = UseQueryResult<string[]>;
const query = (state: Partial<Query>) =>
  ({ data: undefined, isPending: false, isError: false, refetch: vi.fn(), ...state }) as unknown as Query;

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('DictionaryCard', () => {
  it('lists what the dictionary holds, with how many in the title', () => {
    render(
      <DictionaryCard name="标签" query={query({ data: ['React', 'Node'] })}>
        {list}
      </DictionaryCard>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['React', 'Node']);
    expect(screen.getByText('- 2')).toBeInTheDocument();
  });

  it('says so while loading, when empty, and offers 重试 when it failed', async () => {
    const { rerender } = render(
      <DictionaryCard name="分类" query={query({ isPending: true })}>
        {list}
      </DictionaryCard>,
    );
    expect(screen.getByLabelText('分类加载中')).toBeInTheDocument();

    rerender(
      <DictionaryCard name="分类" query={query({ data: [] })}>
        {list}
      </DictionaryCard>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '还没有分类哦～写下第一篇文章时，分类就会出现在这里',
    );

    const failed = query({ isError: true });
    rerender(
      <DictionaryCard name="分类" query={failed}>
        {list}
      </DictionaryCard>,
    );
    expect(screen.getByText('分类加载失败了')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
