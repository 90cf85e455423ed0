import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInAs } from './browser-test';

/** What the draft editors' browser tests share: typing by keyboard, the page's width, an open draft. */

/** Nothing wider than the window (no sideways scrolling at 390 px). */
export const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Types into a field by keyboard: focus, select what is there, type over it. */
export async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Signs `username` in as an admin and opens /manage/patches with a draft open (opening one when there is none). */
export async function openDraft(page: Page, baseUrl: string, username: string) {
  await signInAs(page, baseUrl, username, 'admin');
  await page.goto(`${baseUrl}/manage/patches`);
  const open = page.getByRole('button', { name: /^Open a draft from version/ });
  const drafted = page.getByText(/^Draft from /);
  // The page shows one or the other once its query has answered, which can be after the load: counted before,
  // neither is there and no draft would be opened.
  await open.or(drafted).waitFor();
  if ((await open.count()) > 0) await open.click();
  await expect.poll(() => drafted.count()).toBe(1);
}

/** Another admin's GraphQL call, as a second editor of the draft. */
export function graphqlAs(baseUrl: string, cookie: string) {
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: JSON.stringify({ query, variables }) });
    return ((await response.json()) as { data: Record<string, any> }).data;
  };
}

/** Picks an entry by keyboard in its kind's editor (the section `region`): searched by `search`, opened by its name; the entry's form. */
export async function pickEntry(page: Page, region: string, search: string, name: string) {
  const section = page.getByRole('region', { name: region });
  await typeInto(page, section.getByRole('searchbox', { name: /^Find an? / }), search);
  const pick = section.getByRole('button', { name: `Edit ${name} in the draft` });
  await expect.poll(() => pick.count()).toBe(1);
  await pick.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await expect.poll(() => form.count()).toBe(1);
  return form;
}
