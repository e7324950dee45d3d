// The header's user menu, opened as a person would use it: for the mocked e2e and the full-stack lanes alike.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the header's user menu with its button and waits until the menu has finished opening: Blueprint scales it
 * in from its corner, and an entry clicked before then is aimed at a point that moves under the pointer. (Its first
 * frames keep one small box twice in a row, which Playwright takes as stable: on a busy machine a click meant for
 * 'Log out' landed on 'Profile', and in the full-stack lane one was lost to the overlay, which takes no pointer
 * events while it opens.) Open means drawn at its own size; the check reads the layout, not a timer, so it
 * also holds while a test has stopped the page's clock.
 */
export async function openUserMenu(page: Page, button: Locator) {
  await button.click();
  const menu = page.getByRole('menu');
  await expect.poll(() => menu.evaluate((element: HTMLElement) => Math.abs(element.getBoundingClientRect().height - element.offsetHeight) < 0.5)).toBe(true);
}
