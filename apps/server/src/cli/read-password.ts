import type { ReadStream } from 'node:tty';
import { CliError } from './open-blog';

type Input = NodeJS.ReadableStream & Partial<Pick<ReadStream, 'isTTY' | 'setRawMode'>>;

/** One line typed on a terminal, not echoed (Ctrl+C gives up). */
function askHidden(input: Input, output: NodeJS.WritableStream, question: string): Promise<string> {
  output.write(question);
  input.setRawMode!(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode!(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003') return done(() => reject(new CliError('已取消，密码没有改')));
        if (char === '\u007f' || char === '\b') typed = Array.from(typed).slice(0, -1).join('');
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of a stream that is not a terminal (`echo … | npm run blog -- passwd admin`). */
async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * The new password and its confirmation: asked twice on a terminal without echo, or one line read
 * from standard input when it is not a terminal (then the line is its own confirmation).
 */
export async function readNewPassword(
  input: Input = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<{ password: string; confirm: string }> {
  if (!input.isTTY || !input.setRawMode) {
    const password = await firstLine(input);
    return { password, confirm: password };
  }
  const password = await askHidden(input, output, '新密码：');
  const confirm = await askHidden(input, output, '再输入一次：');
  return { password, confirm };
}
