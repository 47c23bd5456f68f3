import { mathPlugin, renderTex, texAsWritten } from '@blog/contract/markdown-math';
import type MarkdownIt from 'markdown-it';
import type Katex from './katex';

let katex: typeof Katex | undefined;
let loading: Promise<typeof Katex> | undefined;
const listeners = new Set<() => void>();

/** KaTeX from our own build, loaded once; those listening are told when it is there. */
export function loadKatex(): Promise<typeof Katex> {
  loading ??= import('./katex').then(
    (module) => {
      katex = module.default;
      for (const listener of listeners) listener();
      return katex;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` when KaTeX has loaded (a preview then renders again); returns its removal. */
export function onKatexLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A formula as the server writes it for the article page (@blog/contract/markdown-math); until
 * KaTeX has loaded, the TeX as written.
 */
function renderMath(source: string, displayMode: boolean): string {
  if (katex) return renderTex(katex, source, displayMode);
  void loadKatex();
  return texAsWritten(source, displayMode);
}

/** TeX between dollars as the server reads it, rendered by the bundled KaTeX. */
export function markdownMath(md: MarkdownIt): void {
  mathPlugin(md, renderMath);
}
