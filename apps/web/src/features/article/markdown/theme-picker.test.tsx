import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATIC_STORAGE_KEY, useStaticStore } from '../../../stores/static-store';
import { ThemePicker } from './theme-picker';

/** What the static store has written to local storage. */
function storedState(): Record<string, unknown> {
  const raw = window.localStorage.getItem(STATIC_STORAGE_KEY);
  return raw
    ? ((JSON.parse(decodeURIComponent(raw)) as { state?: Record<string, unknown> }).state ?? {})
    : {};
}

describe('ThemePicker', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useStaticStore.setState({ previewTheme: 'default', codeTheme: 'atom' });
  });

  it('offers the six preview themes and eight code themes, the current ones checked', () => {
    render(<ThemePicker />);
    fireEvent.click(screen.getByRole('button', { name: '阅读主题' }));
    const preview = screen.getByRole('radiogroup', { name: '文章主题' });
    const code = screen.getByRole('radiogroup', { name: '代码主题' });
    expect(within(preview).getAllByRole('radio')).toHaveLength(6);
    expect(within(code).getAllByRole('radio')).toHaveLength(8);
    expect(within(preview).getByRole('radio', { name: 'default' })).toHaveAttribute('aria-checked', 'true');
    expect(within(code).getByRole('radio', { name: 'atom' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches the themes and keeps them in staticState', () => {
    render(<ThemePicker />);
    fireEvent.click(screen.getByRole('button', { name: '阅读主题' }));
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: '文章主题' })).getByRole('radio', { name: 'cyanosis' }),
    );
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: '代码主题' })).getByRole('radio', { name: 'paraiso' }),
    );

    expect(useStaticStore.getState()).toMatchObject({ previewTheme: 'cyanosis', codeTheme: 'paraiso' });
    expect(storedState()).toMatchObject({ previewTheme: 'cyanosis', codeTheme: 'paraiso' });
    expect(
      within(screen.getByRole('radiogroup', { name: '代码主题' })).getByRole('radio', { name: 'paraiso' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('closes on Escape and on a click outside', () => {
    render(
      <>
        <ThemePicker />
        <p>正文</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: '阅读主题' });
    fireEvent.click(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '阅读主题' })).not.toBeInTheDocument();

    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText('正文'));
    expect(screen.queryByRole('dialog', { name: '阅读主题' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
