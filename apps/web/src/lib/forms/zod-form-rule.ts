import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule that checks a field with the contract's own schema, so the form refuses
 * exactly what the server would, in the same words. An empty field is checked as ''.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Check this field.');
    },
  };
}

/** An antd form rule from a pure check that gives a field's problem, or nothing when it is fine. */
export function problemRule(problem: (value: string) => string | undefined) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const message = problem(typeof value === 'string' ? value : '');
      if (message) throw new Error(message);
    },
  };
}
