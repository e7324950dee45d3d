// Shared by the accessibility specs: axe with the WCAG 2.1 A/AA rules, the app's own texts from the locale
// files (so a label is written once, in locales/), and a check that the focused control shows where it is.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Language } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now (or only on `within`, e.g. an open overlay whose page was scanned on its
 * own) and fails listing each serious or critical rule with the elements it hit. Nothing is excluded:
 * Monaco's own markup passes too.
 */
export async function expectNoSeriousViolations(page: Page, what: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) builder.include(within);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')} — ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`)
        .join('\n'),
  );
  expect(report, `axe on ${what}`).toEqual([]);
}

type Messages = Record<string, unknown>;
const cache = new Map<string, Messages>();
const folder = (language: Language) => (language === 'zh' ? 'zh-CN' : 'en');

/**
 * The app's text for `ns:key` in a language, like i18next's `t` (with `{{placeholders}}` and `_one`/`_other`
 * plurals), read from locales/ so each label lives in one place.
 */
export function text(language: Language, id: string, values: Record<string, string | number> = {}): string {
  const [ns, key] = id.includes(':') ? (id.split(':') as [string, string]) : ['common', id];
  const file = `${folder(language)}/${ns}`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(new URL(`../locales/${file}.json`, import.meta.url), 'utf8')) as Messages);
  const lookup = (path: string) => path.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], cache.get(file));
  const plural = typeof values.count === 'number' ? `${key}_${values.count === 1 ? 'one' : 'other'}` : null;
  const found = (plural && lookup(plural)) ?? lookup(key);
  if (typeof found !== 'string') throw new Error(`no text ${id} in ${file}`);
  return found.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/**
 * Describes how the focused element shows its focus, or why it does not: an outline, or a ring drawn with
 * an outer box-shadow (Blueprint's inputs; their resting shadows are all inset).
 */
export async function focusIndicator(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, what: 'nothing is focused' };
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    // Where the app's and Blueprint's CSS draw the ring for this element: the indicator of a checkbox, radio
    // or switch (the input itself is hidden), the box around a tag input's ghost input, the dialog or popover
    // inside a focused overlay container, the frame around a code editor (Monaco types into a hidden textarea).
    if (element.matches('.bp6-control input')) element = element.parentElement?.querySelector<HTMLElement>('.bp6-control-indicator') ?? element;
    else if (element.matches('.bp6-input-ghost')) element = element.closest<HTMLElement>('.bp6-input') ?? element;
    else if (element.matches('.monaco-editor textarea')) element = element.closest<HTMLElement>('.code-editor') ?? element;
    else if (element.matches('.bp6-dialog-container, .bp6-popover-transition-container')) element = element.querySelector<HTMLElement>(':scope > .bp6-dialog, :scope > .bp6-popover') ?? element;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
    // Each shadow without its colour ("rgb(…)", "oklch(…)"…): "0px 0px 0px 1px" is a ring, "… inset" is not.
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/).map((shadow) => shadow.replace(/[a-z-]+\([^()]*\)/g, '').trim());
    const ring = shadows.some((shadow) => !shadow.includes('inset') && /^0px 0px 0px (?!0px)\d/.test(shadow));
    return { ok: outline || ring, what: `${name}: outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow ${style.boxShadow}` };
  });
}

/** Focus shows within a moment: Blueprint fades its input rings in (a 100 ms box-shadow transition). */
export async function expectFocusVisible(page: Page) {
  let indicator = await focusIndicator(page);
  for (let waited = 0; !indicator.ok && waited < 1_000; waited += 100) {
    await page.waitForTimeout(100);
    indicator = await focusIndicator(page);
  }
  expect(indicator.ok, `focus is visible on ${indicator.what}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on every stop that focus is visible;
 * fails if it takes more than `max` presses, so the control is reachable from where focus was.
 */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, { max = 30, back = false } = {}) {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
  }
  throw new Error(`${String(target)} not reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}
