import { z } from 'zod';
import { ok, paged } from './envelope';
import { communityPageBody } from './talk';

/** The longest address a form takes (RFC 5321's limit on a path). */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address as the forms take it: trimmed, lower-cased; '' (or nothing) means none. */
export const optionalEmail = z
  .string({ error: '邮箱格式不正确' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, '邮箱太长了')
  .refine((value) => value === '' || z.email().safeParse(value).success, '邮箱格式不正确')
  .optional()
  .transform((value) => value || undefined);

/** `GET mail/status` → whether the blog sends mail (SMTP_URL set): the forms show their e-mail field only then. */
export const mailStatusResponse = ok(z.object({ enabled: z.boolean() }));

/** The caller's mail settings in the user centre. */
export const mailSettings = z.object({
  /** Whether the blog sends mail at all. */
  enabled: z.boolean(),
  /** The account's address, null when none. */
  email: z.string().nullable(),
  /** Whether the address has been confirmed through the link mailed to it (mail goes only then). */
  verified: z.boolean(),
  /** Whether replies to the user's comments and messages are mailed. */
  replies: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettings>;
export const mailSettingsResponse = ok(mailSettings);

/** `PUT mail/address` body: a new address (a verification link is mailed to it), or '' to remove it. */
export const mailAddressBody = z.object({ email: optionalEmail });
export type MailAddressBody = z.input<typeof mailAddressBody>;

/** `PUT mail/replies` body: reply mails on or off. */
export const mailRepliesBody = z.object({ replies: z.boolean({ error: 'replies 必须是 true 或 false' }) });
export type MailRepliesBody = z.input<typeof mailRepliesBody>;

// The console's 邮件 page.

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const adminMailQuery = communityPageBody.extend({
  status: z.enum(mailStatuses, { error: 'status 只能是 pending、sent 或 failed' }).optional(),
});
export type AdminMailQuery = z.input<typeof adminMailQuery>;

/** One mail of the log: what went (or goes, or failed) to whom. */
export const adminMailItem = z.object({
  id: z.number(),
  to_address: z.string(),
  /** owner (to the owner), reply, link (a link application's outcome), verify or test. */
  kind: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number(),
  last_error: z.string().nullable(),
  /** When a pending mail is tried next. */
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMailItem = z.infer<typeof adminMailItem>;
export const adminMailPageResponse = ok(paged(adminMailItem));

/** The console's mail settings: whether mail is on, where the owner's mails go. */
export const adminMailSettings = z.object({
  enabled: z.boolean(),
  /** MAIL_FROM. */
  from: z.string(),
  /** The address set in the console, null when ADMIN_EMAIL applies. */
  admin_email: z.string().nullable(),
  /** ADMIN_EMAIL from the environment, null when unset. */
  env_admin_email: z.string().nullable(),
});
export type AdminMailSettings = z.infer<typeof adminMailSettings>;
export const adminMailSettingsResponse = ok(adminMailSettings);

/** `PUT admin/mail/settings`: the owner's address ('' goes back to ADMIN_EMAIL). */
export const adminMailSettingsBody = z.object({ admin_email: optionalEmail });
export type AdminMailSettingsBody = z.input<typeof adminMailSettingsBody>;

/** `POST admin/mail/test` body: where to (the owner's address when left out). */
export const adminMailTestBody = z.object({ to: optionalEmail });
export type AdminMailTestBody = z.input<typeof adminMailTestBody>;
/** → the queued test mail's id. */
export const adminMailQueuedResponse = ok(z.object({ id: z.number() }));
