import { escapeHtml } from '../../lib/html';

/** What a mail says, before it is written out as text and HTML. All text is plain: the HTML escapes it. */
export interface MailContent {
  /** The subject after the blog's name: `【博客名】subject`. */
  subject: string;
  /** The first line of the body. */
  greeting: string;
  /** Paragraphs. */
  lines: string[];
  /** The visitor's words (a comment, a reply, a message), quoted. */
  quote?: string;
  /** Where the button leads: the reply, the verification, the console. */
  action?: { label: string; url: string };
  /** The one-click unsubscribe of this kind of mail, with what it turns off. */
  unsubscribe?: { url: string; what: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A visitor's plain-text words shortened for a mail: at most `length` characters. */
export function plainExcerpt(text: string, length = 200): string {
  const chars = Array.from(text.trim());
  return chars.slice(0, length).join('') + (chars.length > length ? '…' : '');
}

/** The mail in Chinese, as plain text and as HTML, signed with the blog's name. */
export function renderMail(blogName: string, content: MailContent): RenderedMail {
  const subject = `【${blogName}】${content.subject}`;
  const text = [
    content.greeting,
    '',
    ...content.lines,
    ...(content.quote ? ['', ...content.quote.split('\n').map((line) => `> ${line}`)] : []),
    ...(content.action ? ['', `${content.action.label}：${content.action.url}`] : []),
    '',
    `—— ${blogName}`,
    ...(content.unsubscribe
      ? ['', `不想再收到${content.unsubscribe.what}？退订：${content.unsubscribe.url}`]
      : []),
  ].join('\n');

  const e = escapeHtml;
  const paragraph = (line: string) => `<p style="margin:0 0 12px;line-height:1.7">${e(line)}</p>`;
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 28px">
<h1 style="margin:0 0 16px;font-size:18px;color:#3b82f6">${e(blogName)}</h1>
${paragraph(content.greeting)}
${content.lines.map(paragraph).join('\n')}
${
  content.quote
    ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #3b82f6;background:#f6f8fa;white-space:pre-wrap;line-height:1.7">${e(content.quote)}</blockquote>`
    : ''
}
${
  content.action
    ? `<p style="margin:16px 0"><a href="${e(content.action.url)}" style="display:inline-block;padding:8px 18px;border-radius:6px;background:#3b82f6;color:#fff;text-decoration:none">${e(content.action.label)}</a></p>
<p style="margin:0 0 12px;font-size:12px;color:#6b7280;word-break:break-all">${e(content.action.url)}</p>`
    : ''
}
<p style="margin:24px 0 0;color:#6b7280">—— ${e(blogName)}</p>
${
  content.unsubscribe
    ? `<p style="margin:16px 0 0;font-size:12px;color:#9ca3af">不想再收到${e(content.unsubscribe.what)}？<a href="${e(content.unsubscribe.url)}" style="color:#6b7280">一键退订</a></p>`
    : ''
}
</div>
</body></html>`;
  return { subject, text, html };
}
