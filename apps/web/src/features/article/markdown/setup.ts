import { config } from 'md-editor-rt';
import { hljs } from './highlight';

/**
 * md-editor-rt's global configuration, applied once when the article page first loads.
 * Every extension it would otherwise fetch from unpkg.com is either bundled (highlight.js) or
 * switched off per component (KaTeX, Mermaid, ECharts: `noKatex`, `noMermaid`, `noEcharts`), so
 * the article page makes no request outside the site.
 */
config({
  editorExtensions: { highlight: { instance: hljs } },
});
