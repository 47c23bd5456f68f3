import { outsideCode } from '../markdown-images';

/**
 * What Hexo and Hugo write into a post's Markdown that our renderer does not read: the summary
 * divider, Hexo's tag plugins and Hugo's shortcodes. The common ones become plain Markdown; the
 * others are left as written and named, so the report can list them.
 */

export interface ConvertedBody {
  markdown: string;
  /** The text before `<!-- more -->`, when there is one. */
  summary: string | null;
  /** Tag plugins or shortcodes left as they were, by name. */
  unconverted: string[];
}

const MORE = /^[ \t]*<!--\s*more\s*-->[ \t]*$/im;

export function convertBody(markdown: string): ConvertedBody {
  const unconverted = new Set<string>();
  let body = markdown.replace(/\r\n?/g, '\n');
  // Hexo's code tags become fences first; what is inside fences then stays as written.
  body = convertHexoCodeTags(body);
  body = outsideCode(body, (text) => convertHugoShortcodes(convertHexoTags(text, unconverted), unconverted));
  let summary: string | null = null;
  const more = MORE.exec(body);
  if (more) {
    summary = plainText(body.slice(0, more.index)) || null;
    body = body.slice(0, more.index) + body.slice(more.index + more[0].length).replace(/^\n/, '');
  }
  return { markdown: body.trim() + '\n', summary, unconverted: [...unconverted] };
}

/** Arguments of a tag as Hexo splits them: by spaces, with quoted parts kept whole. */
function tagArguments(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

function convertHexoCodeTags(markdown: string): string {
  return markdown.replace(
    /\{%\s*(?:codeblock|code)\b([^%]*)%\}\n?([\s\S]*?)\n?\{%\s*end(?:codeblock|code)\s*%\}/g,
    (_m, args: string, code: string) => {
      const language = /\blang:(\S+)/.exec(args)?.[1] ?? '';
      return `\`\`\`${language}\n${code}\n\`\`\``;
    },
  );
}

function convertHexoTags(markdown: string, unconverted: Set<string>): string {
  return (
    markdown
      .replace(/\{%\s*raw\s*%\}([\s\S]*?)\{%\s*endraw\s*%\}/g, (_m, inner: string) => inner)
      .replace(/\{%\s*blockquote\b[^%]*%\}\n?([\s\S]*?)\n?\{%\s*endblockquote\s*%\}/g, (_m, quote: string) =>
        quote
          .split('\n')
          .map((line) => `> ${line}`.trimEnd())
          .join('\n'),
      )
      // {% asset_img [class names] slug [width] [height] [title text [alt text]] %}
      .replace(/\{%\s*asset_img\s+([^%]*?)\s*%\}/g, (_m, args: string) => {
        const parts = tagArguments(args);
        const at = parts.findIndex((part) => /\.[a-z0-9]+$/i.test(part));
        const file = parts[at] ?? parts[0] ?? '';
        const rest = parts.slice(at + 1).filter((part) => !/^\d+$/.test(part));
        return `![${rest.join(' ')}](${encodeURI(file)})`;
      })
      .replace(/\{%\s*asset_path\s+(\S+)\s*%\}/g, (_m, file: string) => encodeURI(file))
      .replace(/\{%\s*asset_link\s+(\S+)\s*([^%]*?)\s*%\}/g, (_m, file: string, title: string) => {
        const text = tagArguments(title)[0] || file;
        return `[${text}](${encodeURI(file)})`;
      })
      .replace(/\{%\s*(\w+)/g, (tag, name: string) => {
        if (!name.startsWith('end')) unconverted.add(`{% ${name} %}`);
        return tag;
      })
  );
}

function convertHugoShortcodes(markdown: string, unconverted: Set<string>): string {
  return markdown
    .replace(/\{\{[<%]\s*figure\s+([^>%]*?)\s*\/?[>%]\}\}/g, (_m, args: string) => {
      const attribute = (name: string) => new RegExp(`\\b${name}=["']([^"']*)["']`).exec(args)?.[1];
      const src = attribute('src') ?? '';
      const caption = attribute('title') ?? attribute('caption') ?? attribute('alt') ?? '';
      return `![${caption}](${src})`;
    })
    .replace(/\{\{[<%]\s*(\/?)\s*([\w-]+)/g, (code, closing: string, name: string) => {
      if (!closing) unconverted.add(`{{< ${name} >}}`);
      return code;
    });
}

/** Markdown read as plain text, for a description: no marks, links as their text, one line. */
export function plainText(markdown: string, max = 300): string {
  const text = markdown
    .replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
