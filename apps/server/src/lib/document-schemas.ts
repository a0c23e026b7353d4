import { errorBodySchema } from '@depot/contracts/common';
import { z } from 'zod';

/**
 * Schemas the API document names once, under components, and refers to wherever they appear.
 * Only these: a schema is named here when it is repeated across many answers, since a reference
 * is one more step for a reader of any one endpoint.
 */
export const documentSchemas = z.registry<{ id?: string; description?: string }>();
documentSchemas.add(errorBodySchema, {
  id: 'ErrorBody',
  description: 'Every failed answer: `{ error: { code, message, details? } }`.',
});

/** The named schemas that are only ever answered, never sent in a request. */
export const answeredOnly: ReadonlySet<string> = new Set(['ErrorBody']);
