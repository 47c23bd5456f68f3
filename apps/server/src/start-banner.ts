/** What the first lines of `npm start` say: where the blog is, and how its owner gets in. */
export interface StartInfo {
  /** The blog's address, `http://localhost:8080`. */
  url: string;
  /** The owner's account. */
  username: string;
  /** Only on the start that created the account with a generated password: shown this once. */
  password?: string;
  /** Where an owner reads on (README's 第一次使用). */
  guide: string;
}

/** Columns a character takes on a terminal: two for Chinese and other wide ones. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export const displayWidth = (text: string): number =>
  Array.from(text).reduce((width, char) => width + (WIDE.test(char) ? 2 : 1), 0);

/** Lines in a box drawn with box-drawing characters, padded to the widest. */
export function framed(lines: string[]): string[] {
  const width = Math.max(...lines.map(displayWidth));
  const pad = (line: string) => line + ' '.repeat(width - displayWidth(line));
  return [
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((line) => `│ ${pad(line)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ];
}

/**
 * The block `npm start` prints once the blog listens: its address, the console's, the owner's name,
 * the password when this start made it up (the only time it is shown), and where to read on.
 */
export function startBanner(info: StartInfo): string {
  const lines = [
    `博客已启动：${info.url}`,
    `管理后台：  ${info.url}/admin`,
    `用户名：    ${info.username}`,
    ...(info.password ? [`密码：      ${info.password}（只显示这一次，请保存好）`] : []),
    `第一次使用？请看 ${info.guide}`,
  ];
  return framed(lines).join('\n');
}
