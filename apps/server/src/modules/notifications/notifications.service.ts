import type { Notification } from '@depot/contracts/notifications';
import type { NotificationEvent } from '@depot/contracts/preferences';
import { notificationEvents } from '@depot/contracts/preferences';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { notificationMail } from '../../lib/mail-templates.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { effectiveNotifications } from '../settings/preferences.service.ts';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.ts';

function isEvent(value: string): value is NotificationEvent {
  return (notificationEvents as readonly string[]).includes(value);
}

function mapNotification(row: NotificationRow & { event: NotificationEvent }): Notification {
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
  const repository = createNotificationsRepository(deps.db);
  return {
    async list(memberId: number, options: { unreadOnly: boolean; limit: number }) {
      const { rows, unreadCount } = await repository.list(memberId, options);
      return {
        items: rows.flatMap((row) =>
          isEvent(row.event) ? [mapNotification({ ...row, event: row.event })] : [],
        ),
        unreadCount,
      };
    },

    markAllRead: (memberId: number): Promise<number> => repository.markAllRead(memberId),

    async markRead(memberId: number, id: number): Promise<void> {
      if (!(await repository.markRead(memberId, id))) {
        throw new AppError('NOT_FOUND', 'This notification was not found.');
      }
    },

    /**
     * Raises an event for the given members: in the drawer and/or by mail, as each of them set
     * in the notification settings (defaults where they set nothing). Inactive members get nothing.
     */
    async notify(event: NotificationEvent, memberIds: number[], content: NotificationContent) {
      if (memberIds.length === 0) return { inApp: 0, email: 0 };
      const recipients = await repository.recipients(memberIds);
      const channels = recipients.map((recipient) => ({
        recipient,
        choice: effectiveNotifications(recipient.choices ?? {})[event],
      }));
      const inApp = channels.filter(({ choice }) => choice.inApp);
      await repository.insert(
        inApp.map(({ recipient }) => ({
          memberId: recipient.id,
          event,
          title: content.title,
          body: content.body,
          link: content.link ?? null,
        })),
      );
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
