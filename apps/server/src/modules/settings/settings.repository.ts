import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';
import { memberSettings, tableSequences } from '../../db/schema/settings.ts';

type SettingsRow = typeof memberSettings.$inferSelect;
export type OrganizationRow = typeof organization.$inferSelect;
type OrganizationChanges = Partial<Omit<typeof organization.$inferInsert, 'id'>>;
type SettingsPatch = Partial<
  Pick<SettingsRow, 'preferences' | 'accessibility' | 'notifications' | 'preferencesUpdatedAt'>
>;

export function createSettingsRepository(db: Executor) {
  return {
    async findSettings(memberId: number): Promise<SettingsRow | null> {
      const [row] = await db
        .select()
        .from(memberSettings)
        .where(eq(memberSettings.memberId, memberId));
      return row ?? null;
    },

    /** Saves the given parts whole (the service merges); creates the row on first use. */
    async saveSettings(memberId: number, patch: SettingsPatch): Promise<SettingsRow> {
      const [row] = await db
        .insert(memberSettings)
        .values({ memberId, ...patch })
        .onConflictDoUpdate({
          target: memberSettings.memberId,
          set: { ...patch, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('settings not saved');
      return row;
    },

    async findTableSequence(memberId: number, tableKey: string) {
      const [row] = await db
        .select()
        .from(tableSequences)
        .where(and(eq(tableSequences.memberId, memberId), eq(tableSequences.tableKey, tableKey)));
      return row ?? null;
    },

    async saveTableSequence(
      memberId: number,
      tableKey: string,
      columns: Array<{ key: string; visible: boolean }>,
    ) {
      const [row] = await db
        .insert(tableSequences)
        .values({ memberId, tableKey, columns })
        .onConflictDoUpdate({
          target: [tableSequences.memberId, tableSequences.tableKey],
          set: { columns, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('table sequence not saved');
      return row;
    },

    /** The operator running the console: its one row. */
    async organization(): Promise<OrganizationRow> {
      const [row] = await db.select().from(organization).where(eq(organization.id, 1));
      if (!row) throw new Error('the organisation row is missing');
      return row;
    },

    async updateOrganization(changes: OrganizationChanges): Promise<void> {
      await db
        .update(organization)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(organization.id, 1));
    },
  };
}
