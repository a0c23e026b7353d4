import {
  type Accessibility,
  accessibilitySchema,
  type ChangeSettingsBody,
  DEFAULT_ACCESSIBILITY,
  DEFAULT_NOTIFICATION_MATRIX,
  type NotificationMatrix,
  notificationMatrixSchema,
  type PreferenceDetails,
  type TableSequence,
} from '@depot/contracts/preferences';
import {
  currencySymbolOf,
  DEFAULT_THEME_SETTINGS,
  type ThemeSettings,
  themeSettingsSchema,
} from '@depot/contracts/theme';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { auditTrail } from '../../lib/audit.ts';
import type { FileLook } from '../../lib/cells.ts';
import { createSettingsRepository } from './settings.repository.ts';

type Stored = { preferences: Partial<ThemeSettings>; notifications: Partial<NotificationMatrix> };

/**
 * Stored choices over the defaults. A stored value that no longer validates (a bound added
 * since it was saved) falls back to its default alone; the person's other choices stay.
 */
function effectivePreferences(stored: Partial<ThemeSettings>): ThemeSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_THEME_SETTINGS };
  const storedValues: Record<string, unknown> = stored;
  for (const [key, schema] of Object.entries(themeSettingsSchema.shape)) {
    const parsed = schema.safeParse(storedValues[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  const parsed = themeSettingsSchema.safeParse({
    ...merged,
    currencySymbol: currencySymbolOf(String(merged.currency)),
  });
  return parsed.success ? parsed.data : DEFAULT_THEME_SETTINGS;
}

export function effectiveNotifications(stored: Partial<NotificationMatrix>): NotificationMatrix {
  const parsed = notificationMatrixSchema.safeParse({ ...DEFAULT_NOTIFICATION_MATRIX, ...stored });
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_MATRIX;
}

export function effectiveAccessibility(stored: Partial<Accessibility>): Accessibility {
  const parsed = accessibilitySchema.safeParse({ ...DEFAULT_ACCESSIBILITY, ...stored });
  return parsed.success ? parsed.data : DEFAULT_ACCESSIBILITY;
}

function details(stored: Stored | null, updatedAt: Date | null): PreferenceDetails {
  return {
    preferences: effectivePreferences(stored?.preferences ?? {}),
    notifications: effectiveNotifications(stored?.notifications ?? {}),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** A person's own preferences, accessibility choices and table layouts. */
export function createPreferencesService(deps: { db: Database }) {
  const repository = createSettingsRepository(deps.db);

  return {
    async getPreferenceDetails(actor: Actor): Promise<PreferenceDetails> {
      const row = await repository.findSettings(actor.memberId);
      return details(row, row?.preferencesUpdatedAt ?? null);
    },

    /** Merges what was sent into what is stored (change-settings), in one transaction. */
    async changeSettings(actor: Actor, body: ChangeSettingsBody, ip: string) {
      return deps.db.transaction(async (tx) => {
        const inTransaction = createSettingsRepository(tx);
        const before = await inTransaction.findSettings(actor.memberId);
        let saved = before;
        if (body.preferences || body.notifications) {
          const preferences = effectivePreferences({ ...before?.preferences, ...body.preferences });
          const notifications = effectiveNotifications({
            ...before?.notifications,
            ...body.notifications,
          });
          saved = await inTransaction.saveSettings(actor.memberId, {
            preferences,
            notifications,
            // Only a change of the theme preferences dates them; notification choices do not.
            ...(body.preferences ? { preferencesUpdatedAt: new Date() } : {}),
          });
          await auditTrail(tx, { actor, ip }).updated(
            'member-settings',
            actor.employeeId,
            before
              ? { preferences: before.preferences, notifications: before.notifications }
              : null,
            { preferences, notifications },
          );
        }
        let tableSequence: TableSequence | null = null;
        if (body.tableSequence) {
          const { table, columns } = body.tableSequence;
          const previous = await inTransaction.findTableSequence(actor.memberId, table);
          await inTransaction.saveTableSequence(actor.memberId, table, columns);
          const entityId = `${actor.employeeId}:${table}`;
          const audit = auditTrail(tx, { actor, ip });
          if (previous) await audit.updated('table-sequence', entityId, previous.columns, columns);
          else await audit.created('table-sequence', entityId, columns);
          tableSequence = { table, columns };
        }
        return { ...details(saved, saved?.preferencesUpdatedAt ?? null), tableSequence };
      });
    },

    /**
     * How a file this person downloads writes its dates: in the organisation's time zone, in
     * their own date and time formats.
     */
    async fileLook(actor: Actor): Promise<FileLook> {
      const [row, organization] = await Promise.all([
        repository.findSettings(actor.memberId),
        repository.organization(),
      ]);
      const { dateFormat, timeFormat } = effectivePreferences(row?.preferences ?? {});
      return { timeZone: organization.timezone, dateFormat, timeFormat };
    },

    async getTableSequence(actor: Actor, table: string): Promise<TableSequence> {
      const row = await repository.findTableSequence(actor.memberId, table);
      return { table, columns: row?.columns ?? [] };
    },

    async getAccessibility(actor: Actor): Promise<Accessibility> {
      const row = await repository.findSettings(actor.memberId);
      return effectiveAccessibility(row?.accessibility ?? {});
    },

    async updateAccessibility(
      actor: Actor,
      patch: Partial<Accessibility>,
      ip: string,
    ): Promise<Accessibility> {
      return deps.db.transaction(async (tx) => {
        const inTransaction = createSettingsRepository(tx);
        const before = await inTransaction.findSettings(actor.memberId);
        const accessibility = effectiveAccessibility({ ...before?.accessibility, ...patch });
        await inTransaction.saveSettings(actor.memberId, { accessibility });
        await auditTrail(tx, { actor, ip }).updated(
          'accessibility',
          actor.employeeId,
          before?.accessibility ?? null,
          accessibility,
        );
        return accessibility;
      });
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
