/** The article of the math and diagram tests and screenshots (issue #19). */

/** A formula wider than a phone: it must scroll inside its block, not widen the page. */
const LONG_FORMULA = Array.from({ length: 14 }, (_, n) => `a_{${n}} x^{${n}}`).join(' + ');

export const MATH_ARTICLE = [
  `质能方程 $E=mc^2$ 写在行内，票价 $5 和 $10 不是公式。`,
  '$$\n\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}\n$$',
  `$$\nf(x) = ${LONG_FORMULA}\n$$`,
  '写错的公式 $\\frac{1}{$ 原样标红。',
  '```mermaid\ngraph TD\n  A[开始写作] --> B{要画图吗}\n  B -->|要| C[写 mermaid]\n  B -->|不要| D[发布]\n```',
  '```mermaid\ngraph TD\n  A[缺了箭头的另一头] -->\n```',
].join('\n\n');
