/**
 * What the one user-HTML policy (../user-html.ts) makes of some input, as text and structure: the
 * server's sanitize-html and the browser's DOMPurify are each tested against these same cases.
 */
export interface UserHtmlCase {
  name: string;
  input: string;
  /** The tags left, in document order. */
  tags: string[];
  /** The text left. */
  text: string;
  /** The attributes left on the first element with any, sorted. */
  attributes?: Record<string, string>;
}

export const USER_HTML_CASES: UserHtmlCase[] = [
  {
    name: 'formatting stays',
    input: '<p>你好 <strong>粗</strong> <kbd>Ctrl</kbd></p><hr><h3>小标题</h3><ul><li>一</li></ul>',
    tags: ['p', 'strong', 'kbd', 'hr', 'h3', 'ul', 'li'],
    text: '你好 粗 Ctrl小标题一',
  },
  {
    name: 'styles and classes go, the text stays',
    input: '<p style="position:fixed;color:red" class="admin-badge">站长</p>',
    tags: ['p'],
    text: '站长',
  },
  {
    name: 'large headings are no tags of user text, their words stay',
    input: '<h1>大</h1><h2>中</h2>',
    tags: [],
    text: '大中',
  },
  {
    name: 'a link opens as user content in a new tab',
    input: '<a href="https://example.com" rel="author" target="_self" onclick="x()">站</a>',
    tags: ['a'],
    text: '站',
    attributes: {
      href: 'https://example.com',
      rel: 'ugc noopener noreferrer nofollow',
      target: '_blank',
    },
  },
  {
    name: 'a picture of our media or an http(s) address stays',
    input: '<img src="/media/uploads/a.webp" alt="图" onerror="x()" style="width:1px">',
    tags: ['img'],
    text: '',
    attributes: { alt: '图', src: '/media/uploads/a.webp' },
  },
  {
    name: 'a data: picture goes',
    input: '<p>图<img src="data:image/png;base64,AAAA"></p>',
    tags: ['p'],
    text: '图',
  },
  {
    name: 'scripts, frames and forms go',
    input: '<script>alert(1)</script><iframe src="https://evil.example"></iframe><b>留</b>',
    tags: ['b'],
    text: '留',
  },
];

/** The tags, text and first attributes of sanitized HTML (which both sanitizers write well-formed). */
export function describeHtml(html: string): Omit<UserHtmlCase, 'name' | 'input'> {
  const tags: string[] = [];
  let attributes: Record<string, string> | undefined;
  for (const [, tag, rest] of html.matchAll(/<([a-z][a-z\d]*)\b([^>]*)>/gi)) {
    tags.push(tag!.toLowerCase());
    const found = [...rest!.matchAll(/([a-z-]+)="([^"]*)"/gi)];
    if (!attributes && found.length > 0)
      attributes = Object.fromEntries(
        found.map(([, name, value]): [string, string] => [name!, value!]).sort(),
      );
  }
  const decoded = html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&');
  return { tags, text: decoded, ...(attributes ? { attributes } : {}) };
}
