import { config } from 'md-editor-rt';
import { highlightCode, hljs } from './highlight';

/**
 * md-editor-rt's global configuration for the console's editor, applied once when it first loads.
 * Every extension it would otherwise fetch from unpkg.com is either bundled (highlight.js) or
 * switched off per component (KaTeX, Mermaid, ECharts: `noKatex`, `noMermaid`, `noEcharts`), so
 * the editor makes no request outside the site. Code is highlighted as the server highlights
 * articles: the contract's languages, anything else plain.
 */
config({
  editorExtensions: { highlight: { instance: hljs } },
  markdownItConfig: (md) => {
    md.set({ highlight: (code, language) => highlightCode(code, language, md.utils.escapeHtml) });
  },
});
