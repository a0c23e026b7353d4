import { describe, expect, test } from 'vitest';
import { zoneFieldLabels } from './zone-fields.ts';
import { zoneDetailSchema } from './zones.ts';

describe('field labels', () => {
  // The type check already refuses a field without words; this holds the schema, which a type
  // cannot see (a field declared in the schema's shape but left out of its inferred type).
  test.each([['zone', zoneFieldLabels, zoneDetailSchema.shape]] as const)(
    'name every field of a %s, and only those',
    (_kind, labels, shape) => {
      expect(Object.keys(labels).sort()).toEqual(Object.keys(shape).sort());
      for (const label of Object.values(labels)) expect(label).toMatch(/^[A-Z][a-z]/);
    },
  );
});
