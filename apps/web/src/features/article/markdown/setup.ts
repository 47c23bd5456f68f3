import { config } from 'md-editor-rt';
import type Mermaid from 'mermaid';
import { highlightCode, hljs } from './highlight';
import { markdownMath } from './math';

type MermaidConfig = Parameters<(typeof Mermaid)['initialize']>[0];

/**
 * Mermaid as md-editor-rt's preview calls it (`initialize`, then `render` for each diagram), from
 * our own build: the chunk is loaded when a preview first draws a diagram, not with the editor.
 */
function lazyMermaid() {
  let settings: MermaidConfig = {};
  let loaded: Promise<typeof Mermaid> | undefined;
  return {
    initialize(next: MermaidConfig) {
      settings = next;
    },
    async render(id: string, source: string, container?: Element) {
      loaded ??= import('mermaid').then((module) => module.default);
      const mermaid = await loaded;
      mermaid.initialize({ ...settings, securityLevel: 'strict', suppressErrorRendering: true });
      return mermaid.render(id, source, container);
    },
  };
}

/**
 * md-editor-rt's global configuration for the console's editor, applied once when it first loads.
 * Every extension it would otherwise fetch from unpkg.com is bundled or off, so the editor makes no
 * request outside the site: highlight.js is the bundled one; math is the server's own reading of
 * `$…$` and `$$…$$` (`math.ts`, md-editor-rt's KaTeX stays off with `noKatex`) rendered by KaTeX
 * from our build; Mermaid is ours too, loaded on the first diagram; ECharts is off (`noEcharts`).
 * Code is highlighted as the server highlights articles: the contract's languages, anything else plain.
 */
config({
  editorExtensions: { highlight: { instance: hljs }, mermaid: { instance: lazyMermaid() } },
  markdownItConfig: (md) => {
    md.set({ highlight: (code, language) => highlightCode(code, language, md.utils.escapeHtml) });
    md.use(markdownMath);
  },
});
