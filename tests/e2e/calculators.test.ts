import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { SPELLS } from '../../server/game-data/data/spells';
import { rawPack } from '../../server/game-data/pack';
import {
  capacity, carryCount, deriveNumbers, experienceBetween, hitAgainst, hitsToDefeat, killsNeeded, experienceForLevel, experienceStillNeeded, experienceToNextLevel, formatDuration,
  manaRegeneration, maxMana, spellCasting, spellManaCost, timeToGain,
} from '../../server/game-data/rules';
import type { AppProcess } from '../support/app';
import { closePages, startServerAndBrowser, openPage } from '../support/browser';
import { axeViolations } from '../support/axe';
import { sharedPage, type SharedPage } from '../support/shared-page';

let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await startServerAndBrowser();
});
afterEach(closePages);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const WIDE = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const en = (value: number) => value.toLocaleString('en');
/**
 * The pages the tests take in turn, each as fresh as a new context's but for the HTTP cache (tests/support/shared-page.ts):
 * one at 1280 px and one phone. A test walks one journey on the page it loads, so each load serves several checks.
 */
const widePage = sharedPage(() => browser, WIDE);
const phonePage = sharedPage(() => browser, PHONE);

/** `path` loaded in `page` (the wide shared page by default; a context's own options: `openPage`'s), once its heading is drawn. */
async function open(path: string, heading: string, page: SharedPage | Promise<SharedPage> = widePage()) {
  page = await page;
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}
/** Axe finds no violation in the calculator page with a bad value on screen (one field marked invalid, or a result saying why). */
async function expectAccessibleWithBadValue(page: Page) {
  await expect.poll(() => page.locator('[aria-invalid="true"], .calc-result__problem').count()).toBeGreaterThan(0);
  expect(await axeViolations(page, '.calc-page')).toEqual([]);
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** True when the element's box lies inside the box of the scrolling table. */
const inView = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)!.getBoundingClientRect();
    const frame = document.querySelector('.exp-table-scroll')!.getBoundingClientRect();
    return box.top >= frame.top && box.bottom <= frame.bottom;
  }, selector);

describe('/tools/exp-table', () => {
  it('opens a shared link at its level with the difference and the time filled in, without a smooth scroll when the player prefers reduced motion', async () => {
    // Its own context: the reduced-motion preference is the context's. The smooth scroll is the phone test's, below.
    const page = await open('/tools/exp-table?level=157&from=100&to=120&rate=1.5kk', 'Experience table', openPage(browser, { ...WIDE, reducedMotion: 'reduce' }));
    expect(await page.locator('.exp-table tbody tr').count()).toBe(200);
    await expect.poll(() => inView(page, '#level-157')).toBe(true);
    expect(await page.locator('.exp-table-scroll').evaluate((e) => getComputedStyle(e).scrollBehavior)).toBe('auto');
    expect(await page.locator('#level-157').getAttribute('aria-current')).toBe('true');
    expect(await page.getByTestId('jump-answer').textContent()).toBe(
      `Level 157 needs ${en(experienceForLevel(157))} experience in all, and ${en(experienceToNextLevel(157))} more for level 158.`,
    );
    const needed = experienceBetween(100, 120);
    expect(await page.getByTestId('difference').textContent()).toBe(`From level 100 to level 120 you need ${en(needed)} experience.`);
    const time = timeToGain(needed, 1_500_000);
    expect(await page.getByTestId('duration').textContent()).toBe(
      `At 1,500,000 experience per hour that takes ${en(Math.round(time.hours * 100) / 100)} hours (${formatDuration(time)}).`,
    );
    // The levels of the range are marked in the table.
    expect(await page.locator('.exp-table tr.in-range').count()).toBe(21);
    expect(page.consoleErrors).toEqual([]);
  });

  it('jumps to a level by keyboard (the row comes into view and takes the focus); answers as you type with the mouse, keeps it in the URL, explains bad input instead of NaN, and has no axe violations with it on screen', async () => {
    const page = await open('/tools/exp-table', 'Experience table');
    // By keyboard: the jump.
    await page.getByRole('textbox', { name: 'Level', exact: true }).focus();
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Level must be from 1 to 200, not 0.').count()).toBe(1);
    expect(param(page, 'level')).toBeNull();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('183');
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'level')).toBe('183');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('level-183');
    await expect.poll(() => inView(page, '#level-183')).toBe(true);
    // Tab on from the jump button reaches the next fields in order.
    await page.getByRole('button', { name: 'Go', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('1');

    // By mouse: the difference and the time.
    await page.getByLabel('From level').click();
    await page.getByLabel('From level').fill('20');
    await page.getByLabel('To level').fill('45');
    await page.getByLabel('Experience per hour').fill('250k');
    const needed = experienceBetween(20, 45);
    await expect.poll(() => page.getByTestId('difference').textContent()).toBe(`From level 20 to level 45 you need ${en(needed)} experience.`);
    await expect.poll(() => page.getByTestId('duration').textContent()).toContain('At 250,000 experience per hour that takes');
    await expect.poll(() => [param(page, 'from'), param(page, 'to'), param(page, 'rate')]).toEqual(['20', '45', '250k']);

    await page.getByLabel('To level').fill('abc');
    await expect.poll(() => page.getByText('Target level must be a number, not “abc”.').count()).toBe(1);
    expect(await page.getByLabel('To level').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('difference').textContent()).toBe('Enter two levels from 1 to 200 to see the difference.');
    // For screen readers: no axe violations with a bad value on screen.
    await expectAccessibleWithBadValue(page);
    await page.getByLabel('To level').fill('10');
    await expect.poll(() => page.getByTestId('difference').textContent()).toContain('The target level (10) is below the starting level (20)');
    await page.getByLabel('Experience per hour').fill('0');
    await expect.poll(() => page.getByText('Experience per hour must be from 1 to 1,000,000,000,000, not 0.').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined|Infinity/);

    // A reload keeps everything typed, even the bad values, with their messages.
    await page.reload();
    await page.getByRole('heading', { name: 'Experience table', level: 1 }).waitFor();
    expect(await page.getByLabel('To level').inputValue()).toBe('10');
    expect(await page.getByLabel('Experience per hour').inputValue()).toBe('0');
    expect(page.consoleErrors).toEqual([]);
  });

  it('fits a phone: nothing scrolls sideways and the header row stays in sight', async () => {
    const page = await open('/tools/exp-table?level=200', 'Experience table', phonePage());
    await expect.poll(() => inView(page, '#level-200')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const header = await page.evaluate(() => {
      const frame = document.querySelector('.exp-table-scroll')!;
      const head = document.querySelector('.exp-table thead th')!;
      return { scrolled: frame.scrollTop, headTop: head.getBoundingClientRect().top, frameTop: frame.getBoundingClientRect().top };
    });
    expect(header.scrolled).toBeGreaterThan(0);
    expect(Math.abs(header.headTop - header.frameTop)).toBeLessThanOrEqual(2);
    expect(await page.locator('#level-200 td').nth(1).textContent()).toBe('—');
    expect(await page.locator('.exp-table-scroll').evaluate((e) => getComputedStyle(e).scrollBehavior)).toBe('smooth');
    expect(page.consoleErrors).toEqual([]);
  });
});

const pack = rawPack();
const classOf = (id: string) => CLASSES.find((c) => c.id === id)!;
const NO_STATS = { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };

describe('/tools/quick-calcs', () => {
  it('opens a shared link with every answer the link asks for, has no axe violations with a bad value on screen too, and carries the question to the experience table', async () => {
    const weapon = pack.items.find((i) => i.id === 'reedcoast-trident')!;
    const page = await open('/tools/quick-calcs?xl=50&xp=25&xt=60&xr=1kk&xm=storm-harpy&dc=rogue&dl=60&da=30&dm=5&dw=reedcoast-trident&dt=skeleton-guard#damage', 'Quick calculators');
    const needed = experienceStillNeeded(50, 25, 60);
    expect(await page.getByTestId('experience-result').textContent()).toBe(`You need ${en(needed)} more experience to reach level 60.`);
    expect(await page.getByTestId('experience-time').textContent()).toBe(`At 1,000,000 experience per hour that takes ${formatDuration(timeToGain(needed, 1_000_000))}.`);
    const harpy = pack.monsters.find((m) => m.id === 'storm-harpy')!;
    await expect.poll(() => page.getByTestId('experience-kills').textContent()).toBe(
      `That is ${en(killsNeeded(needed, harpy.experience))} kills of Storm Harpy (${en(harpy.experience)} experience each).`,
    );
    const derived = deriveNumbers({
      characterClass: classOf('rogue'), level: 60, stats: { ...NO_STATS, ability: 30, magic: 5 }, equipment: { 'hand-main': weapon }, traits: [],
      spells: SPELLS.filter((s) => s.classes.includes('rogue') && s.level <= 60),
    });
    // Against a Skeleton Guard: 10 % weak to physical hits, armor 16, 743 health.
    const guard = pack.monsters.find((m) => m.id === 'skeleton-guard')!;
    const taken = hitAgainst(derived.weapon, guard.armor, 10);
    await expect.poll(() => page.getByTestId('damage-result').textContent()).toBe(
      `Reedcoast Trident hit ${derived.weapon.min}–${derived.weapon.max} damage (average ${en(derived.weapon.average)}), hit chance ${en(derived.numbers.hitChance.value)} %.` +
        ` Against Skeleton Guard (743 health, armor ${guard.armor}): ${taken.min}–${taken.max}, ${hitsToDefeat(guard.health, taken.average)} hits.`,
    );
    expect(weapon.name).toBe('Reedcoast Trident');
    // The #damage of the link brings its calculator into view, and the address stays as it was.
    await expect.poll(() => page.locator('#damage').evaluate((e) => Math.round(e.getBoundingClientRect().top) < window.innerHeight / 2)).toBe(true);
    expect(new URL(page.url()).hash).toBe('#damage');
    // The rogue's attack spells known at level 60, each with its hit.
    const spellRows = page.getByRole('table', { name: 'Rogue attack spells at this level' }).locator('tbody tr');
    expect(await spellRows.count()).toBe(derived.spells.length);
    const first = derived.spells[0]!;
    const firstTaken = hitAgainst(first.damage, guard.armor, guard.elements.find((e) => e.element === first.element)?.modifier ?? 0);
    expect(await spellRows.first().locator('th').innerText()).toBe(first.name);
    expect(await spellRows.first().locator('td').allInnerTexts()).toEqual([
      first.element, `${first.damage.min}–${first.damage.max}`, `${firstTaken.min}–${firstTaken.max}, ${hitsToDefeat(guard.health, firstTaken.average)} hits`,
    ]);
    // For screen readers: no axe violations with the spells' table and a bad value on screen.
    await page.locator('#capacity').getByLabel('Capacity points').fill('x');
    await expectAccessibleWithBadValue(page);
    // The link to the experience table carries the question over.
    await page.getByRole('link', { name: 'See these levels in the experience table' }).click();
    await page.getByRole('heading', { name: 'Experience table', level: 1 }).waitFor();
    expect(await page.getByTestId('difference').textContent()).toBe(`From level 50 to level 60 you need ${en(experienceBetween(50, 60))} experience.`);
    expect(page.consoleErrors).toEqual([]);
  });

  it('works by keyboard alone (the spell and the traits that lower its cost); answers as you click and type, keeps it in the URL, and explains bad input instead of NaN', async () => {
    const page = await open('/tools/quick-calcs#mana', 'Quick calculators');
    const manaPanel = page.locator('#mana');
    await manaPanel.getByLabel('Spell').focus();
    // Fireball is picked; the arrow key moves to the next spell of the mage's list.
    const mageSpells = SPELLS.filter((s) => s.classes.includes('mage'));
    const picked = mageSpells[mageSpells.findIndex((s) => s.id === 'fireball') + 1]!;
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => param(page, 'ss')).toBe(picked.id);
    // Tab on to the trait fields (mana points, mana regen points, then the traits).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await expect.poll(() => [param(page, 't6'), param(page, 't97')]).toEqual(['5', '2']);
    const cost = spellManaCost(picked.manaCost, 14);
    const mana = maxMana(classOf('mage').mana, 40, 10);
    const casting = spellCasting(cost, mana, manaRegeneration(classOf('mage').mpRegen, 40, 10).perSecond, picked.cooldownSeconds);
    await expect.poll(() => manaPanel.getByTestId('mana-result').textContent()).toContain(
      `${picked.name} costs ${cost} mana (${picked.manaCost} less 14 %). A full bar of ${en(mana)} mana casts it ${casting.castsFromFull} times in a row.`,
    );
    expect(await manaPanel.getByTestId('mana-result').textContent()).toContain(`kept up at ${en(casting.sustainedPerMinute)} a minute`);

    // By mouse: the capacity and the experience.
    const panel = page.locator('#capacity');
    await panel.getByLabel('Class').selectOption('mage');
    await panel.getByLabel('Level').fill('35');
    await panel.getByLabel('Capacity points').fill('12');
    await panel.getByLabel('Weight carried (oz)').fill('120.5');
    await expect.poll(() => panel.getByLabel('How many of').locator('option').count()).toBeGreaterThan(100);
    await panel.getByLabel('How many of').selectOption('wolf-pelt');
    const total = capacity(classOf('mage').capacity, 35, 12);
    const carry = carryCount(total, 120.5, 2);
    await expect.poll(() => panel.getByTestId('capacity-result').textContent()).toBe(
      `A level 35 mage carries ${en(total)} oz; ${en(carry.free)} oz are free: room for ${carry.count} × Wolf Pelt.`,
    );
    await expect.poll(() => ['cc', 'cl', 'cp', 'cw', 'ci'].map((key) => param(page, key))).toEqual(['mage', '35', '12', '120.5', 'wolf-pelt']);

    await panel.getByLabel('Capacity points').fill('36');
    // The message sits under the field (and is its description) and stands in for the answer.
    await expect.poll(() => panel.locator('.calc-problem').textContent()).toBe('Capacity points must be from 0 to 35, not 36.');
    const described = await panel.getByLabel('Capacity points').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Capacity points must be from 0 to 35, not 36.');
    expect(await panel.getByLabel('Capacity points').getAttribute('aria-invalid')).toBe('true');
    expect(await panel.getByTestId('capacity-result').textContent()).toBe('Capacity points must be from 0 to 35, not 36.');
    await panel.getByLabel('Level').fill('');
    await expect.poll(() => panel.locator('.calc-problem').first().textContent()).toBe('Level is empty: enter a number from 1 to 200.');
    const experience = page.locator('#experience');
    await experience.getByRole('textbox', { name: 'Target level' }).fill('2');
    await expect.poll(() => experience.getByTestId('experience-result').textContent()).toBe('The target level must be above the current level (30).');
    await experience.getByLabel('Progress to next level (%)').fill('100');
    await expect.poll(() => experience.getByTestId('experience-result').textContent()).toBe('Progress must be from 0 to 99.99, not 100.');
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined|Infinity/);
    expect(page.consoleErrors).toEqual([]);
  });

  it('fits a phone with nothing scrolling sideways', async () => {
    const page = await open('/tools/quick-calcs?dc=knight&dw=chain-flail&dt=highland-brigand', 'Quick calculators', phonePage());
    await expect.poll(() => page.getByRole('columnheader', { name: 'Against Highland Brigand' }).count()).toBe(1);
    // The element moves under the spell's name; its column is left out.
    expect(await page.getByRole('columnheader', { name: 'Element' }).count()).toBe(0);
    const firstSpell = SPELLS.find((s) => s.classes.includes('knight') && s.kind === 'attack' && s.power > 0)!;
    expect(await page.locator('.calc-table tbody th').first().innerText()).toBe(`${firstSpell.name}\n${firstSpell.element}`);
    await expect.poll(() => page.getByTestId('damage-result').textContent()).toContain('Chain Flail hit');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.calc-panel input, .calc-panel select, .calc-panel output')].map((e) => e.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
    expect(page.consoleErrors).toEqual([]);
  });
});

// For screen readers (axe, with a bad value on screen): in the journeys above, on the experience table and on a shared quick-calcs link.
