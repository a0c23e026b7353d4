/**
 * Cache key of the person's preference details. Both the query (which reads and syncs them) and
 * change-settings (which answers with the saved copy) need it, and neither may import the other.
 */
export const preferenceDetailsKey = ['settings', 'preference-details'] as const;
