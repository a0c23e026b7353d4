import type { Notification, NotificationEvent } from '@depot/contracts/settings';
import { notificationEvents } from '@depot/contracts/settings';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberSettings, notifications } from '../../db/schema/settings.ts';
import { teamMembers } from '../../db/schema/team-members.ts';
import { AppError } from '../../lib/app-error.ts';
import { notificationMail } from '../../lib/mail-templates.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { effectiveNotifications } from '../settings/preferences.service.ts';

type Row = typeof notifications.$inferSelect;

function isEvent(value: string): value is NotificationEvent {
  return (notificationEvents as readonly string[]).includes(value);
}

function mapNotification(row: Row & { event: NotificationEvent }): Notification {
  return {
    id: row.id,
    event: row.event,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NotificationContent = { title: string; body: string; link?: string };

/** The notification drawer's data, and raising notifications as each person chose per channel. */
export function createNotificationsService(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: () => string;
}) {
  return {
    async list(memberId: number, options: { unreadOnly: boolean; limit: number }) {
      const filters = and(
        eq(notifications.memberId, memberId),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
      );
      const [rows, [unread]] = await Promise.all([
        deps.db
          .select()
          .from(notifications)
          .where(filters)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(options.limit),
        deps.db
          .select({ value: count() })
          .from(notifications)
          .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt))),
      ]);
      return {
        items: rows.flatMap((row) =>
          isEvent(row.event) ? [mapNotification({ ...row, event: row.event })] : [],
        ),
        unreadCount: Number(unread?.value ?? 0),
      };
    },

    async markAllRead(memberId: number): Promise<number> {
      const rows = await deps.db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async markRead(memberId: number, id: number): Promise<void> {
      const rows = await deps.db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
        .returning({ id: notifications.id });
      if (rows.length === 0)
        throw new AppError('NOT_FOUND', 404, 'This notification was not found.');
    },

    /**
     * Raises an event for the given members: in the drawer and/or by mail, as each of them set
     * in the notification settings (defaults where they set nothing). Inactive members get nothing.
     */
    async notify(event: NotificationEvent, memberIds: number[], content: NotificationContent) {
      if (memberIds.length === 0) return { inApp: 0, email: 0 };
      const recipients = await deps.db
        .select({
          id: teamMembers.id,
          email: teamMembers.email,
          fullName: teamMembers.fullName,
          choices: memberSettings.notifications,
        })
        .from(teamMembers)
        .leftJoin(memberSettings, eq(memberSettings.memberId, teamMembers.id))
        .where(and(inArray(teamMembers.id, memberIds), eq(teamMembers.status, 'active')));
      const channels = recipients.map((recipient) => ({
        recipient,
        choice: effectiveNotifications(recipient.choices ?? {})[event],
      }));
      const inApp = channels.filter(({ choice }) => choice.inApp);
      if (inApp.length > 0) {
        await deps.db.insert(notifications).values(
          inApp.map(({ recipient }) => ({
            memberId: recipient.id,
            event,
            title: content.title,
            body: content.body,
            link: content.link ?? null,
          })),
        );
      }
      const byMail = channels.filter(({ choice }) => choice.email);
      for (const { recipient } of byMail) {
        const link = content.link ? `${deps.publicUrl()}${content.link}` : null;
        await deps.mailer.send(
          notificationMail(recipient.email, recipient.fullName, { ...content, link, event }),
        );
      }
      return { inApp: inApp.length, email: byMail.length };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
