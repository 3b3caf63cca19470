import { describe, expect, it } from 'vitest';
import theme from '../../styles/theme.css?raw';
import { INKS, LIGHT_COLOURS, lightInks } from './wave-style';

/** The custom properties of one theme's block in theme.css. */
function themeBlock(name: 'light' | 'dark'): Map<string, string> {
  const block = new RegExp(`:root\\[data-theme='${name}'\\]\\s*\\{([^}]*)\\}`).exec(theme)?.[1] ?? '';
  return new Map([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, key, value]) => [key!, value!.trim()]));
}

describe('the waveform’s inks', () => {
  it('come from variables both themes define, and exports use the light theme’s values', () => {
    const light = themeBlock('light');
    const dark = themeBlock('dark');
    for (const [ink, spec] of Object.entries(INKS)) {
      expect(light.has(spec.variable), `${ink}: --${spec.variable}`).toBe(true);
      expect(dark.has(spec.variable), `${ink}: --${spec.variable}`).toBe(true);
    }
    for (const [name, value] of Object.entries(LIGHT_COLOURS)) expect(light.get(name), name).toBe(value);
    for (const ink of Object.values(lightInks())) expect(ink.colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});
