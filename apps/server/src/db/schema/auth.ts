import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teamMembers } from './team-members.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One signed-in browser: the family every rotated refresh token belongs to. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** Absolute end of the session, however often it is refreshed. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('auth_sessions_member_id_index').on(table.memberId)],
);

/** Refresh tokens, stored as SHA-256 digests; a used one presented again betrays theft. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('refresh_tokens_session_id_index').on(table.sessionId)],
);

/** A mailed sign-in code awaiting entry. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastSentAt: at('last_sent_at').notNull().defaultNow(),
    consumedAt: at('consumed_at'),
  },
  (table) => [index('otp_challenges_member_id_index').on(table.memberId)],
);

export const passwordTokenPurposes = ['reset', 'invitation'] as const;

/** Single-use magic links to /reset-password, stored as SHA-256 digests. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: passwordTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    index('password_tokens_member_id_index').on(table.memberId),
    check('password_tokens_purpose_check', sql`${table.purpose} in ('reset', 'invitation')`),
  ],
);

/** Fixed-window counters for throttling, shared by every server process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
});

export const mailStatuses = ['queued', 'sent', 'failed', 'logged'] as const;

/** Every mail the console sends; without SMTP it stays here and is printed to the log. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (table) => [index('mail_outbox_created_at_index').on(table.createdAt)],
);
