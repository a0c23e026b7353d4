import type { z } from 'zod';

/** What a field holds under its wrappers: optional, nullable, a default, a transform. */
function heldType(schema: z.ZodType): z.ZodType {
  const { def } = schema as z.ZodType & {
    def: { type: string; innerType?: z.ZodType; in?: z.ZodType };
  };
  if (def.innerType) return heldType(def.innerType);
  if (def.type === 'pipe' && def.in) return heldType(def.in);
  return schema;
}

function isObject(schema: z.ZodType): schema is z.ZodObject {
  return schema.def.type === 'object';
}

/**
 * The form fields of a request body, as the server names them in its problems ("coverage",
 * "coverage.*.stateCodes"; `*` for a list's index): read from the body's schema, so that a field
 * added to the contract has its problems shown beside it without being listed again.
 */
export function fieldPatterns(body: z.ZodObject, prefix = ''): string[] {
  return Object.entries(body.shape).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const held = heldType(field as z.ZodType);
    if (isObject(held)) return fieldPatterns(held, path);
    if (held.def.type === 'array') {
      const element = heldType((held as z.ZodArray).element as z.ZodType);
      return isObject(element) ? [path, ...fieldPatterns(element, `${path}.*`)] : [path];
    }
    return [path];
  });
}
