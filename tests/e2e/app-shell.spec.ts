import { CATEGORIES, COMPONENT_DEFINITIONS } from '../../src/shared/components';
import { expect, saveScreenshot, test } from './support/fixtures';

test('the app loads with every category and every component type in the palette', async ({ app }, testInfo) => {
  await expect(app).toHaveTitle('CircuitForge');
  const categories = app.locator('.palette-category');
  // Every registry category, then the library's Subcircuits section.
  await expect(categories).toHaveCount(CATEGORIES.length + 1);
  for (const category of CATEGORIES) {
    await expect(app.locator(`.palette-category[data-category="${category}"] .category-header`)).toContainText(
      category,
    );
  }
  // A subcircuit is placed from the library, never as the bare type.
  const listed = COMPONENT_DEFINITIONS.filter((d) => d.listed !== false);
  await expect(app.locator('.palette-item')).toHaveCount(listed.length);
  const shown = await app
    .locator('.palette-item')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-type')));
  expect(shown.sort()).toEqual(listed.map((d) => d.type).sort());
  await saveScreenshot(app, testInfo, 'app-shell-initial');
});

test('search lists real matches best first and suggests near matches only when nothing matches', async ({
  app,
}, testInfo) => {
  const search = app.getByRole('searchbox', { name: 'Search components' });
  const shown = () =>
    app.locator('.palette-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-type')));

  // The gate named "not" first, then the gates called "not and" / "not or"; never the resistor, whose
  // description says "not".
  await search.fill('not');
  await expect(app.getByTestId('palette-results')).toBeVisible();
  const not = await shown();
  expect(not[0]).toBe('NOT');
  expect(not).toEqual(expect.arrayContaining(['NAND_2', 'NOR_2']));
  expect(not).not.toContain('RESISTOR');
  await saveScreenshot(app, testInfo, 'app-shell-search-not');

  // "and": the AND gates, then NAND; no ground ("… and the return path …").
  await search.fill('and');
  await expect(app.locator('.palette-item').first()).toHaveAttribute('data-type', 'AND_2');
  const and = await shown();
  expect(and.slice(0, 3)).toEqual(['AND_2', 'AND_3', 'AND_4']);
  expect(and).not.toContain('GND');

  await search.fill('xor');
  await expect(app.locator('.palette-item').first()).toHaveAttribute('data-type', 'XOR_2');

  await search.fill('flip flop');
  await expect(app.locator('.palette-item')).toHaveCount(3);
  expect((await shown()).sort()).toEqual(['D_FLIPFLOP', 'JK_FLIPFLOP', 'T_FLIPFLOP']);

  await search.fill('nandd');
  await expect(app.getByTestId('palette-no-match')).toContainText('No component matches');
  await expect(app.getByTestId('palette-no-match')).toContainText('Did you mean');
  await app.getByTestId('palette-no-match').getByRole('button').first().click();
  await expect(app.locator('.palette-item[data-type="NAND_2"]')).toBeVisible();

  await search.press('Escape');
  // A subcircuit is placed from the library, never as the bare type.
  const listed = COMPONENT_DEFINITIONS.filter((d) => d.listed !== false);
  await expect(app.locator('.palette-item')).toHaveCount(listed.length);
});

test('the theme switches between dark and light', async ({ app }, testInfo) => {
  const html = app.locator('html');
  const before = await html.getAttribute('data-theme');
  await app.getByRole('button', { name: 'Toggle theme' }).click();
  const after = await html.getAttribute('data-theme');
  expect(after).not.toBe(before);
  expect(['dark', 'light']).toContain(after);
  const background = await app.locator('.palette').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe(after === 'dark' ? 'rgb(27, 30, 37)' : 'rgb(255, 255, 255)');
  await saveScreenshot(app, testInfo, `app-shell-${after}`);
  await app.getByRole('button', { name: 'Toggle theme' }).click();
  await saveScreenshot(app, testInfo, `app-shell-${before}`);
});
