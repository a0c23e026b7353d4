import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

function layout(paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">${body}<p style="color:#666;font-size:13px">Depot</p></body></html>`;
}

export function signInCodeMail(
  to: string,
  fullName: string,
  code: string,
  minutes: number,
): MailMessage {
  return {
    to,
    subject: `${code} is your Depot sign-in code`,
    text: `Hello ${fullName},\n\nYour sign-in code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not try to sign in, change your password: someone knows it.\n`,
    html: layout([
      `Hello ${escapeHtml(fullName)},`,
      `Your sign-in code is <strong style="font-size:20px;letter-spacing:3px">${code}</strong>. It is valid for ${minutes} minutes.`,
      'If you did not try to sign in, change your password: someone knows it.',
    ]),
    logHint: `code ${code}`,
    secrets: [code],
  };
}

export function passwordLinkMail(
  to: string,
  fullName: string,
  link: string,
  purpose: 'reset' | 'invitation',
  validFor: string,
): MailMessage {
  const invitation = purpose === 'invitation';
  const subject = invitation ? 'You are invited to Depot' : 'Reset your Depot password';
  const lead = invitation
    ? 'You have been invited to the Depot console. Set your password to sign in:'
    : 'Someone asked to reset the password of your Depot account. To choose a new one, open:';
  const tail = invitation
    ? `The link works once and for ${validFor}.`
    : `The link works once and for ${validFor}. If you did not ask, ignore this mail: your password stays as it is.`;
  return {
    to,
    subject,
    text: `Hello ${fullName},\n\n${lead}\n${link}\n\n${tail}\n`,
    html: layout([
      `Hello ${escapeHtml(fullName)},`,
      `${lead}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      tail,
    ]),
    logHint: `link ${link}`,
    secrets: [link],
  };
}

/**
 * Tells a person their password was set, so a change they did not make is noticed. Accepting an
 * invitation sets the first password: that mail welcomes rather than reports a change.
 */
export function passwordChangedMail(
  to: string,
  fullName: string,
  when: Date,
  how: 'changed' | 'set-from-invitation' = 'changed',
): MailMessage {
  const stamp = when.toISOString().replace('T', ' ').slice(0, 16);
  const invitation = how === 'set-from-invitation';
  const what = invitation
    ? `You set the password of your Depot account at ${stamp} UTC; you can now sign in.`
    : `The password of your Depot account was changed at ${stamp} UTC, and every other session was signed out.`;
  const warning = 'If this was not you, ask an administrator to lock the account at once.';
  return {
    to,
    subject: invitation ? 'Your Depot account is ready' : 'Your Depot password was changed',
    text: `Hello ${fullName},\n\n${what}\n\n${warning}\n`,
    html: layout([`Hello ${escapeHtml(fullName)},`, what, warning]),
    logHint: invitation ? 'account ready notice' : 'password changed notice',
  };
}

/**
 * Tells the old address that the account now signs in with another, so that a change made
 * behind a person's back is noticed where they still read mail.
 */
export function emailChangedMail(
  to: string,
  fullName: string,
  newEmail: string,
  when: Date,
): MailMessage {
  const stamp = when.toISOString().replace('T', ' ').slice(0, 16);
  const what = `At ${stamp} UTC an administrator changed the email of your Depot account from this address to ${newEmail}. Links mailed here before no longer work.`;
  const warning = 'If you did not expect this, tell your administrator at once.';
  return {
    to,
    subject: 'The email of your Depot account was changed',
    text: `Hello ${fullName},\n\n${what}\n\n${warning}\n`,
    html: layout([`Hello ${escapeHtml(fullName)},`, escapeHtml(what), warning]),
    logHint: 'email changed notice',
  };
}

export function notificationMail(
  to: string,
  fullName: string,
  content: { title: string; body: string; link: string | null; event: string },
): MailMessage {
  const link = content.link;
  return {
    to,
    subject: content.title,
    text: `Hello ${fullName},\n\n${content.body}\n${link ? `\n${link}\n` : ''}`,
    html: layout([
      `Hello ${escapeHtml(fullName)},`,
      escapeHtml(content.body),
      ...(link ? [`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`] : []),
    ]),
    logHint: `notification ${content.event}`,
  };
}
