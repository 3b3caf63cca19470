import type { DigFile } from './document';
import { stringAttr } from './pins';

/**
 * A label that two of a subcircuit's In, Clock or Out elements share exactly, or undefined. Digital
 * refuses to place such a subcircuit ("Pin 'A' in component … exists twice"), so its tests fail
 * there; here the second would be renamed and the circuit would run.
 */
export function repeatedPinName(file: DigFile): string | undefined {
  const seen = new Set<string>();
  for (const e of file.elements) {
    if (e.name !== 'In' && e.name !== 'Clock' && e.name !== 'Out') continue;
    const name = stringAttr(e.attrs, 'Label');
    if (name === '') continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}
