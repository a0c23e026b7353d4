import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../db/schema/auth.ts';
import { lastMailTo } from '../test/auth-helpers.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../test/test-app.ts';
import { createMailer } from './mailer.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over a real SMTP hop', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Depot <ops@depot.test>',
    });
  });
  afterAll(async () => {
    await app.dispose();
    await smtp.close();
  });

  test('the sign-in code reaches the mail server, and signing in with it works', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    const { challengeId } = login.json().data;
    await app.mailer.flush();

    const message = smtp.received.at(-1);
    expect(message?.to).toEqual([TEST_ADMIN_EMAIL]);
    expect(message?.from).toBe('ops@depot.test');
    const code = /Subject: (\d{6}) is your Depot sign-in code/.exec(message?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      payload: { challengeId, code },
    });
    expect(verified.statusCode).toBe(200);
    expect((await lastMailTo(app, TEST_ADMIN_EMAIL))?.status).toBe('sent');
  });

  test('a reset link reaches the mail server', async () => {
    const before = smtp.received.length;
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: TEST_ADMIN_EMAIL },
    });
    await app.mailer.flush();
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)?.raw).toMatch(/reset-password\?token=/);
  });
});

describe('mail without SMTP', () => {
  test('stays in the outbox and is printed as one log line with recipient, subject and code', async () => {
    const app = await createTestApp();
    try {
      const lines: string[] = [];
      const mailer = createMailer({
        db: app.database.db,
        smtpUrl: undefined,
        from: 'Depot <no-reply@depot.local>',
        logger: { warn: (_object, message) => lines.push(message), error: () => {} },
      });
      await mailer.send({
        to: 'rohan@depot.test',
        subject: '123456 is your Depot sign-in code',
        text: 'Your sign-in code is 123456.',
        html: '<p>123456</p>',
        logHint: 'code 123456',
      });
      expect(lines).toEqual([
        'mail not sent (no SMTP_URL): to rohan@depot.test | 123456 is your Depot sign-in code | code 123456',
      ]);
      const [row] = await app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, 'rohan@depot.test'));
      expect(row?.status).toBe('logged');
    } finally {
      await app.dispose();
    }
  });
});
