import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/auth.ts';
import { escapeHtml } from './html.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one thing a reader of the log needs when no SMTP is set: the code or the link. */
  logHint: string;
  /** Codes and links that work for whoever holds them: never kept in the outbox. */
  secrets?: string[];
};

const HIDDEN = '[hidden]';

/** The mail as the outbox keeps it: every live code and link replaced. */
export function withoutSecrets(message: MailMessage): MailMessage {
  const hide = (text: string) =>
    (message.secrets ?? []).reduce((hidden, secret) => hidden.replaceAll(secret, HIDDEN), text);
  // The HTML carries each secret escaped as well as plain.
  const hideHtml = (html: string) =>
    (message.secrets ?? []).reduce(
      (hidden, secret) => hidden.replaceAll(escapeHtml(secret), HIDDEN),
      hide(html),
    );
  return {
    ...message,
    subject: hide(message.subject),
    text: hide(message.text),
    html: hideHtml(message.html),
  };
}

type Logger = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * Every mail lands in the outbox table first, without its live codes and links, so a reader of
 * the database cannot sign in as anyone. With SMTP_URL the whole mail is then delivered in the
 * background from memory (the caller never waits on the mail server); without, one log line
 * carries the recipient, the subject and the code or link, which is how the first person signs
 * in before mail is set up.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage) {
    try {
      await transport?.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await options.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      options.logger.error({ mailId: id, to: message.to, reason }, 'mail delivery failed');
      await options.db
        .update(mailOutbox)
        .set({ status: 'failed', error: reason.slice(0, 500) })
        .where(eq(mailOutbox.id, id))
        .catch(() => {});
    }
  }

  return {
    async send(message: MailMessage): Promise<void> {
      const kept = withoutSecrets(message);
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          recipient: kept.to,
          subject: kept.subject,
          textBody: kept.text,
          htmlBody: kept.html,
          status: transport ? 'queued' : 'logged',
        })
        .returning({ id: mailOutbox.id });
      if (!row) return;
      if (!transport) {
        options.logger.warn(
          { mailId: row.id, to: message.to },
          `mail not sent (no SMTP_URL): to ${message.to} | ${message.subject} | ${message.logHint}`,
        );
        return;
      }
      const delivery = deliver(row.id, message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    /** Waits for background deliveries (shutdown, tests). */
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },
    close(): void {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
