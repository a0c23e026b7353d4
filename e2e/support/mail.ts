import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

type Mail = { to: string; subject: string; hint: string };

const printedMail = /^mail not sent \(no SMTP_URL\): to (\S+) \| (.*) \| (.*)$/;

function logFile(): string {
  const file = process.env.DEPOT_E2E_SERVER_LOG;
  if (!file) throw new Error('DEPOT_E2E_SERVER_LOG is not set: is the global setup running?');
  return file;
}

/** The message of one JSON log line (pino), or '' for anything else. */
function messageOf(line: string): string {
  try {
    const entry: unknown = JSON.parse(line);
    if (typeof entry === 'object' && entry !== null && 'msg' in entry) {
      return typeof entry.msg === 'string' ? entry.msg : '';
    }
    return '';
  } catch {
    return '';
  }
}

/** Every mail the server kept in its outbox and printed (no SMTP in e2e), oldest first. */
async function printedMails(): Promise<Mail[]> {
  const text = await readFile(logFile(), 'utf8').catch(() => '');
  const mails: Mail[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('mail not sent')) continue;
    const match = printedMail.exec(messageOf(line));
    if (match?.[1] && match[2] && match[3]) {
      mails.push({ to: match[1], subject: match[2], hint: match[3] });
    }
  }
  return mails;
}

/** How long a mail may take to reach the log: the server logs it before it answers the request. */
const mailTimeoutMs = 15_000;

/**
 * Waits for the first mail to `to`, after the `already` mails that had arrived before, whose
 * hint matches `pattern`. Other mails in between (a "password changed" notice sent after the
 * response that triggered it, a notification mailed to every approver by another worker) are
 * passed over rather than mistaken for the one awaited.
 *
 * Counting is per recipient, so it holds while parallel workers mail other addresses; it relies
 * on one test at a time acting for `to`, which is why every worker signs in its own
 * administrator (support/admin.ts) and specs make their own members.
 */
async function nextMailTo(to: string, already: number, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + mailTimeoutMs;
  for (;;) {
    const mails = (await printedMails()).filter((mail) => mail.to === to).slice(already);
    for (const mail of mails) {
      const value = pattern.exec(mail.hint)?.[1];
      if (value) return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`no new mail to ${to} matching ${pattern} reached the outbox`);
    }
    // The log is appended to as the server prints: look again shortly.
    await sleep(50);
  }
}

/** Counts the mails to `to` so far; pass the count to `mailedCode`/`mailedLink` after acting. */
export async function mailCount(to: string): Promise<number> {
  return (await printedMails()).filter((mail) => mail.to === to).length;
}

export function mailedCode(to: string, already: number): Promise<string> {
  return nextMailTo(to, already, /^code (\d{6})$/);
}

export function mailedLink(to: string, already: number): Promise<string> {
  return nextMailTo(to, already, /^link (\S+)$/);
}
