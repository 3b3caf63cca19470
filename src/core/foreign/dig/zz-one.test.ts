import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { readDigFile } from './document';
import { digitalPins, pinPosition } from './pins';
import { readDigital } from './read-digital';
it('one', () => {
  const f = process.env.F!;
  const d = readDigFile(readFileSync(f, 'utf8'), 'x');
  if (!d.success) return;
  for (const e of d.data.elements) {
    const pins = digitalPins(e) ?? [];
    console.log(
      e.name,
      JSON.stringify(e.pos),
      e.rotation,
      e.mirror,
      JSON.stringify([...e.attrs].filter(([k]) => k !== 'Testdata')),
      pins.map((p) => `${p.name}@${JSON.stringify(pinPosition(e, p))}`).join(' '),
    );
  }
  console.log(d.data.wires.map((w) => `${w.p1.x},${w.p1.y}-${w.p2.x},${w.p2.y}`).join(' '));
  const r = readDigital({ main: { name: 'x.dig', text: readFileSync(f, 'utf8') } });
  if (r.success) {
    console.log(
      r.data.circuit.components.map((c) => `${c.id} ${c.type} ${c.label} ${JSON.stringify(c.properties)}`).join('\n'),
    );
    console.log(
      r.data.circuit.wires.map((w) => `${w.from.component}.${w.from.pin} -> ${w.to.component}.${w.to.pin}`).join('\n'),
    );
    console.log(r.data.report.warnings);
    console.log(r.data.circuit.tests?.[0]?.source.slice(0, 300));
  }
});
