import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { copiedNotice, copyText } from './copy';

// jsdom has neither navigator.clipboard nor document.execCommand; each test installs what it describes.
function installClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function installExecCommand(impl: (command: string) => boolean) {
  const execCommand = vi.fn(impl);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

describe('copyText', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
    vi.restoreAllMocks();
  });

  it('warns and copies nothing for empty text', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    installClipboard(writeText);
    await expect(copyText('')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('uses the Clipboard API when available', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    installClipboard(writeText);
    const execCommand = installExecCommand(() => true);
    await expect(copyText('https://blog.example/article?id=1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://blog.example/article?id=1');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a textarea when the Clipboard API refuses', async () => {
    installClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    let selected = '';
    const execCommand = installExecCommand((command) => {
      const active = document.querySelector('textarea');
      selected = active?.value.slice(active.selectionStart, active.selectionEnd) ?? '';
      return command === 'copy';
    });
    await expect(copyText('复制我')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('复制我');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to a textarea when there is no Clipboard API', async () => {
    installExecCommand(() => true);
    await expect(copyText('text')).resolves.toBe(true);
  });

  it('restores focus to the element that had it', async () => {
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    installExecCommand(() => true);
    await copyText('text');
    expect(document.activeElement).toBe(input);
    input.remove();
  });

  it('reports failure when every route fails, and cleans up', async () => {
    installExecCommand(() => {
      throw new Error('not supported');
    });
    await expect(copyText('text')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when execCommand does not exist', async () => {
    await expect(copyText('text')).resolves.toBe(false);
  });
});

describe('copiedNotice', () => {
  it('shows the copied content, on one line, shortened past 60 characters', () => {
    expect(copiedNotice('https://blog.example/article?id=3')).toBe(
      '已复制：https://blog.example/article?id=3',
    );
    expect(copiedNotice('  const a = 1;\n  a += 1;\n')).toBe('已复制：const a = 1; a += 1;');
    expect(copiedNotice('字'.repeat(61))).toBe(`已复制：${'字'.repeat(60)}…`);
  });
});
