import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** Text that begins with `words`, as a field's label or heading does ("Rates per zone, in INR"). */
function beginningWith(words: string): RegExp {
  return new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`);
}

/**
 * Every field of a form's request body is on the form under its words (the record's field
 * labels): a field added to the contract and given no input fails here. `except` names the
 * fields the form asks for inside another's input (a phone's country, by its calling code).
 */
export function expectEveryBodyField(
  form: HTMLElement,
  body: { shape: Readonly<Record<string, unknown>> },
  labels: Readonly<Record<string, string>>,
  except: readonly string[] = [],
): void {
  for (const field of Object.keys(body.shape)) {
    if (except.includes(field)) continue;
    const words = labels[field];
    if (words === undefined) throw new Error(`the body's field ${field} has no words`);
    expect(
      within(form).queryAllByText(beginningWith(words)),
      `the form asks for no ${field} ("${words}")`,
    ).not.toHaveLength(0);
  }
}

/** The form an element (one of its fields) is in, so that nothing else on the page counts. */
export function formOf(element: HTMLElement): HTMLElement {
  const form = element.closest('form');
  if (!form) throw new Error('the element is in no form');
  return form;
}
