import type { Page } from 'playwright-core';

/**
 * Follows the page's language menu (issue 37) to `language`, named in itself ('English', '简体中文',
 * 'Tiếng Việt', '日本語'): opens the header's menu, then follows the language's link.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.locator('header button[aria-expanded="false"]').click();
  await page.getByRole('link', { name: language, exact: true }).click();
}
