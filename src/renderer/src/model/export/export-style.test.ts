import { describe, expect, it } from 'vitest';
import theme from '../../styles/theme.css?raw';
import symbols from '../../styles/symbols.css?raw';
import { exportStylesheet, LIGHT_THEME } from './export-style';

/** The custom properties of the light theme's block in theme.css. */
function lightTheme(): Map<string, string> {
  const block = /:root\[data-theme='light'\]\s*\{([^}]*)\}/.exec(theme)?.[1] ?? '';
  return new Map([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

describe('the export stylesheet', () => {
  it('uses the light theme’s colours as theme.css defines them', () => {
    const light = lightTheme();
    expect(light.size).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(LIGHT_THEME)) expect(light.get(name), name).toBe(value);
  });

  it('styles every class the symbols’ stylesheet styles, with no variable left', () => {
    const css = exportStylesheet('light');
    expect(css).not.toContain('var(');
    const classes = new Set([...symbols.matchAll(/\.(sym-[\w-]+)/g)].map(([, name]) => name!));
    // Live states (a probe's or clock's value, the glow of a lit LED) never show in a document.
    const live = /^sym-(value-|led-glow|on$|seg-on|probe|clock|led$|7seg$|switch$|button$|title-compact)/;
    for (const name of classes) if (!live.test(name)) expect(css, name).toContain(`.${name}`);
  });
});
