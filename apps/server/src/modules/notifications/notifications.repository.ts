import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberSettings, notifications } from '../../db/schema/settings.ts';
import { teamMembers } from '../../db/schema/team-members.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function createNotificationsRepository(db: Executor) {
  return {
    /** A person's newest notifications, and how many of all of theirs are unread. */
    async list(memberId: number, options: { unreadOnly: boolean; limit: number }) {
      const filters = and(
        eq(notifications.memberId, memberId),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
      );
      const [rows, [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(filters)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(options.limit),
        db
          .select({ value: count() })
          .from(notifications)
          .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt))),
      ]);
      return { rows, unreadCount: Number(unread?.value ?? 0) };
    },

    async markAllRead(memberId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** False when the person has no such notification. */
    async markRead(memberId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Active members among `memberIds`, with the notification choices they saved. */
    async recipients(memberIds: number[]) {
      return db
        .select({
          id: teamMembers.id,
          email: teamMembers.email,
          fullName: teamMembers.fullName,
          choices: memberSettings.notifications,
        })
        .from(teamMembers)
        .leftJoin(memberSettings, eq(memberSettings.memberId, teamMembers.id))
        .where(and(inArray(teamMembers.id, memberIds), eq(teamMembers.status, 'active')));
    },

    async insert(rows: Array<typeof notifications.$inferInsert>): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },
  };
}
