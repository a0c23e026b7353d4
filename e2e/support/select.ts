import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

type ChooseOptions = {
  /** The select's search box, e.g. `getByRole('combobox', { name: 'State' })`. */
  picker: Locator;
  /** What a person types to find the option; absent for a select without a search box. */
  search?: string;
  /** The option's title in the pop-up list. */
  option: string | RegExp;
  /** What shows once it is chosen: the tag or the value inside the field. */
  chosen: Locator;
};

/**
 * Chooses an option of a select, typing part of it where it has a search box, and
 * waits until the choice shows in the field. On a loaded machine a click can land while
 * the filtered list is still being redrawn and be lost; the pick is then made again, but
 * only while the choice is not showing, so a multiple select never toggles it back off.
 */
export async function chooseOption(page: Page, { picker, search, option, chosen }: ChooseOptions) {
  const optionInOpenList = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .first();
  await expect(async () => {
    if (await chosen.isVisible()) return;
    await picker.click();
    // Filled rather than typed key by key, so no letter can be dropped between keystrokes.
    if (search !== undefined) await picker.fill(search);
    await optionInOpenList.click({ timeout: 3_000 });
    await expect(chosen).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
