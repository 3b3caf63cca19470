import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonPageStylesheet, PAGE_THEMES } from './page-style';

const THEME_CSS = readFileSync(join(import.meta.dirname, '../../../renderer/src/styles/theme.css'), 'utf8');

/** The variables of one theme block of theme.css. */
function themeVariables(theme: 'light' | 'dark'): Map<string, string> {
  const block = new RegExp(`:root\\[data-theme='${theme}'\\] \\{([^}]*)\\}`).exec(THEME_CSS)?.[1] ?? '';
  return new Map([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe('the lesson page stylesheet', () => {
  it.each(['light', 'dark'] as const)('uses the %s theme colours of the app', (theme) => {
    const app = themeVariables(theme);
    for (const [name, value] of Object.entries(PAGE_THEMES[theme])) {
      if (name === 'bg' && theme === 'light') continue; // the page is white, as a document
      expect(app.get(name), name).toBe(value);
    }
  });

  it('follows the system setting by default, and can be fixed to one theme', () => {
    expect(lessonPageStylesheet('auto')).toContain('@media (prefers-color-scheme: dark)');
    expect(lessonPageStylesheet('dark')).not.toContain('prefers-color-scheme');
    expect(lessonPageStylesheet('light')).toContain(`--value-1: ${PAGE_THEMES.light['value-1']}`);
  });

  it('holds nothing that reaches out: no url(), no @import', () => {
    expect(lessonPageStylesheet('auto')).not.toMatch(/url\(|@import/);
  });
});
