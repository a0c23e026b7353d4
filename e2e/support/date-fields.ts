import type { Locator } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Types a day into a date field as a person does, in their date format: a click brings the
 * calendar's field in place of the still one (editable once its code is in), then the day and
 * Enter.
 */
export async function typeDay(field: Locator, day: string): Promise<void> {
  await field.click();
  await expect(field).toBeEditable();
  await field.fill(day);
  await field.press('Enter');
  await expect(field).toHaveValue(day);
}
