import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LazyContextMenu } from './lazy-context-menu';

function renderMenu() {
  return render(
    <MemoryRouter>
      <input aria-label="输入框" />
      <LazyContextMenu />
    </MemoryRouter>,
  );
}

describe('LazyContextMenu', () => {
  it('renders nothing at first, and opens the menu at the first right-click once its code is here', async () => {
    renderMenu();
    expect(screen.queryByTestId('context-menu')).not.toBeInTheDocument();

    const click = fireEvent.contextMenu(document.body, { clientX: 40, clientY: 30 });
    expect(click).toBe(false);
    const menu = await screen.findByTestId('context-menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'true'));
    expect(screen.getByRole('menuitem', { name: '刷新页面' })).toBeInTheDocument();
  });

  it("leaves a right-click on a form field to the browser's own menu", () => {
    renderMenu();
    const click = fireEvent.contextMenu(screen.getByLabelText('输入框'));
    expect(click).toBe(true);
    expect(screen.queryByTestId('context-menu')).not.toBeInTheDocument();
  });
});
