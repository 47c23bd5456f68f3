import TurndownService from 'turndown';

/**
 * WordPress's HTML as Markdown our renderer reads (it renders no raw HTML): the block editor's
 * `<!-- wp:… -->` comments go, `[caption]` becomes a picture with its caption below, code keeps its
 * language (`language-x`, SyntaxHighlighter's `brush: x`, the `[code]` shortcodes), tables become
 * pipe tables, embeds links. A classic-editor post, whose paragraphs are blank lines, gets them as
 * WordPress itself would (`wpautop`).
 */
export function wordpressHtmlToMarkdown(html: string): { markdown: string; shortcodes: string[] } {
  const shortcodes = new Set<string>();
  let source = html.replace(/\r\n?/g, '\n');
  source = source.replace(
    /\[(code|sourcecode)([^\]]*)\]([\s\S]*?)\[\/\1\]/g,
    (_m, _name: string, args: string, code: string) => {
      const language = /(?:lang|language)=["']?([\w+#-]+)/.exec(args)?.[1] ?? '';
      return `<pre><code class="language-${language}">${escapeHtml(code.replace(/^\n|\n$/g, ''))}</code></pre>`;
    },
  );
  source = source.replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/g, (_m, inner: string) => {
    const image = /<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/.exec(inner)?.[0] ?? '';
    const caption = inner.replace(image, '').trim();
    return `<figure>${image}<figcaption>${caption}</figcaption></figure>`;
  });
  source = source.replace(
    /\[embed\]([\s\S]*?)\[\/embed\]/g,
    (_m, url: string) => `<p><a href="${url.trim()}">${url.trim()}</a></p>`,
  );
  source = source.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '');
  if (!/<p[\s>]/i.test(source)) source = autoParagraphs(source);
  // Other shortcodes stay as text, named for the report.
  for (const match of source.matchAll(/\[([a-z][\w-]*)(?=[\s\]])[^\]]*\]/gi)) shortcodes.add(`[${match[1]}]`);

  const markdown = converter().turndown(source);
  return { markdown: markdown.trim() + '\n', shortcodes: [...shortcodes] };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const BLOCK =
  /^<\/?(?:p|div|h[1-6]|ul|ol|li|pre|blockquote|table|thead|tbody|tr|td|th|figure|hr|dl|dd|dt|form|iframe|address|section|article|aside|header|footer|nav)\b/i;

/** WordPress's `wpautop`, what of it matters here: blank lines part paragraphs, a line break is a `<br>`. */
function autoParagraphs(html: string): string {
  // Preformatted text keeps its line breaks.
  const kept: string[] = [];
  const protectedHtml = html.replace(/<pre[\s\S]*?<\/pre>/gi, (pre) => `\uE000${kept.push(pre) - 1}\uE000`);
  return protectedHtml
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) =>
      BLOCK.test(chunk) || chunk.startsWith('\uE000') ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`,
    )
    .join('\n')
    .replace(/\uE000(\d+)\uE000/g, (_m, index: string) => kept[Number(index)] ?? '');
}

let service: TurndownService | undefined;

function converter(): TurndownService {
  if (service) return service;
  service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
  });
  service.remove(['script', 'style', 'noscript']);
  service.addRule('preformatted', {
    filter: (node) => node.nodeName === 'PRE',
    replacement: (_content, node) => {
      const element = node;
      const code = element.querySelector('code');
      const classes = `${code?.getAttribute('class') ?? ''} ${element.getAttribute('class') ?? ''}`;
      const language =
        /language-([\w+#-]+)/.exec(classes)?.[1] ?? /brush:\s*([\w+#-]+)/.exec(classes)?.[1] ?? '';
      const text = (code ?? element).textContent ?? '';
      const fence = text.includes('```') ? '~~~' : '```';
      return `\n\n${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}\n\n`;
    },
  });
  service.addRule('figure', {
    filter: 'figcaption',
    replacement: (content) => (content.trim() ? `\n\n*${content.trim()}*\n\n` : ''),
  });
  service.addRule('embeds', {
    filter: ['iframe', 'video', 'audio', 'embed'],
    replacement: (_content, node) => {
      const element = node;
      const src = element.getAttribute('src') ?? element.querySelector('source')?.getAttribute('src') ?? '';
      return src ? `\n\n[${src}](${src})\n\n` : '';
    },
  });
  service.addRule('table', {
    filter: 'table',
    replacement: (_content, node) => {
      const rows = Array.from(node.querySelectorAll('tr')).map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) =>
          (cell.textContent ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim(),
        ),
      );
      const width = Math.max(0, ...rows.map((row) => row.length));
      if (!width) return '';
      const line = (cells: string[]) =>
        `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
      const [head = [], ...body] = rows;
      return `\n\n${[line(head), line(Array.from({ length: width }, () => '---')), ...body.map(line)].join('\n')}\n\n`;
    },
  });
  return service;
}
