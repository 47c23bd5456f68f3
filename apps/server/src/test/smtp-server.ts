import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../config';
import { useTestContext } from './context';

/** A mail as a test SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name (`list-unsubscribe`, `list-unsubscribe-post` …). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (the `smtp-server` package), keeping what it receives.
 * No TLS and no login: the blog's SMTP_URL is `smtp://127.0.0.1:<port>`. A mail is parsed before
 * the server answers 250, so it is in `received` by the time the sender's `sendMail` resolves.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  readonly #server: SMTPServer;
  #port = 0;

  private constructor(onMail?: (mail: ReceivedMail) => void) {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const headers: Record<string, string> = {};
            for (const line of parsed.headerLines) {
              headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
            }
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers,
            };
            this.received.push(mail);
            onMail?.(mail);
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });
  }

  /** Listens on `port` (0: any free one). */
  static async start(port = 0, onMail?: (mail: ReceivedMail) => void): Promise<TestSmtpServer> {
    const server = new TestSmtpServer(onMail);
    await new Promise<void>((resolve, reject) => {
      server.#server.once('error', reject);
      server.#server.listen(port, '127.0.0.1', () => resolve());
    });
    server.#port = (server.#server.server.address() as AddressInfo).port;
    return server;
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** The mails received for `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to === address);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** The first link in `text` that starts with `prefix` (a mail's verification or reply link). */
export function linkIn(text: string, prefix: string): string {
  const found = text.split(/\s+/).find((word) => word.includes(prefix));
  if (!found) throw new Error(`no link with ${prefix} in:\n${text}`);
  return found.slice(found.indexOf('http'));
}

/**
 * A test file's apps with mail on, through a test SMTP server of its own that each test starts with
 * empty: `const { t, smtp } = useTestContextWithMail(OWNER, SITE)`.
 */
export function useTestContextWithMail(ownerAddress: string, siteUrl: string) {
  const overrides: Partial<Config> = {};
  const t = useTestContext(overrides);
  // The server starts before the first test (beforeAll); tests only read it after.
  const mail: { smtp: TestSmtpServer; t: typeof t } = { smtp: undefined as unknown as TestSmtpServer, t };
  beforeAll(async () => {
    mail.smtp = await TestSmtpServer.start();
    // Read by each test's app as it is built (after this hook).
    overrides.mail = {
      smtpUrl: mail.smtp.url,
      from: '博客 <blog@example.test>',
      adminEmail: ownerAddress,
      siteUrl,
    };
  });
  beforeEach(() => {
    mail.smtp.received.length = 0;
  });
  afterAll(async () => {
    await mail.smtp.stop();
  });
  return mail;
}
