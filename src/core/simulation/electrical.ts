import type { EngineCore } from './engine';

/**
 * The nets that reach GND directly or through resistors: an LED whose cathode is on one of them
 * can light. Resistors are not simulated as analog parts; for this check they connect their ends.
 */
export function groundedNets(engine: EngineCore): Set<number> {
  const grounded = new Set<number>();
  const links = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    let list = links.get(a);
    if (!list) links.set(a, (list = []));
    list.push(b);
  };
  for (const c of engine.componentIndexes()) {
    const type = engine.component(c)!.type;
    if (type === 'GND') grounded.add(engine.pinNet(c, 0));
    else if (type === 'RESISTOR') {
      const a = engine.pinNet(c, 0);
      const b = engine.pinNet(c, 1);
      link(a, b);
      link(b, a);
    }
  }
  const stack = [...grounded];
  while (stack.length > 0) {
    for (const next of links.get(stack.pop()!) ?? []) {
      if (grounded.has(next)) continue;
      grounded.add(next);
      stack.push(next);
    }
  }
  return grounded;
}
