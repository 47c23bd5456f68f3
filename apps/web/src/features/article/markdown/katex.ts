/**
 * KaTeX for the console's preview, with its style sheet and fonts: a chunk of its own, loaded by
 * `math.ts` when a preview first shows a formula.
 */
import 'katex/dist/katex.min.css';

export { default } from 'katex';
