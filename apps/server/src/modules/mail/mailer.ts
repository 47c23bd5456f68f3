import nodemailer from 'nodemailer';
import type { SendMail } from './queue';

/**
 * The SMTP side of the queue: one transport to SMTP_URL (nodemailer reads the host, port, account and
 * `smtps://` from it). Every mail carries a one-click unsubscribe (RFC 8058) when it has one.
 */
export function smtpSender(smtpUrl: string, from: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A server that is away fails the attempt soon; the queue tries again later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.unsubscribe_url
          ? {
              'List-Unsubscribe': `<${mail.unsubscribe_url}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {},
      });
    },
    close: () => transport.close(),
  };
}
