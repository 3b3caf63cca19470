import { getDefinition } from '../../../shared/components';
import type { ComponentInstance } from '../../../shared/circuit';

/** Shows a frequency the short way: 1 Hz, 2.5 kHz, 1 MHz. */
export function formatHertz(hz: number): string {
  if (hz >= 1e6) return `${+(hz / 1e6).toPrecision(3)} MHz`;
  if (hz >= 1e3) return `${+(hz / 1e3).toPrecision(3)} kHz`;
  return `${+hz.toPrecision(3)} Hz`;
}

/** Shows a resistance the way it is printed on schematics: 330 Ω, 4.7 kΩ, 1 MΩ. */
export function formatOhms(ohms: number): string {
  if (ohms >= 1e6) return `${+(ohms / 1e6).toPrecision(3)} MΩ`;
  if (ohms >= 1e3) return `${+(ohms / 1e3).toPrecision(3)} kΩ`;
  return `${+ohms.toPrecision(3)} Ω`;
}

const numberProperty = (component: ComponentInstance, name: string, fallback: number): number => {
  const value = component.properties[name];
  return typeof value === 'number' ? value : fallback;
};

/**
 * The caption a part shows under its body when nothing is simulated: a clock's frequency, a
 * supply's voltage, a resistor's value (the canvas adds live values to some of them).
 */
export function staticCaption(component: ComponentInstance): string | undefined {
  const family = getDefinition(component.type)?.family;
  if (family === 'clock') return formatHertz(numberProperty(component, 'frequency', 1));
  if (family === 'power') return `${numberProperty(component, 'voltage', 5)} V`;
  if (family === 'resistor') return formatOhms(numberProperty(component, 'resistance', 330));
  return undefined;
}
