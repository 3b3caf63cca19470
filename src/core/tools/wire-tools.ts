import { z } from 'zod';
import type { Operation } from '../../shared/circuit/operations';
import type { Wire } from '../../shared/circuit/types';
import { createId } from '../../shared/ids';
import { defineTool, type AnyTool } from '../ai/tool';
import { text } from './limits';
import type { CircuitToolContext } from './context';
import { resolveEndpoint, type ResolvedPin } from './resolve';
import { applyEdit, failed, fromFailure } from './results';

const Endpoint = text(100);
const pinName = (end: ResolvedPin) => `${end.component.label}:${end.pin.name}`;

/** Wiring: one wire added, or the wires between two pins (or on one pin) removed. */
export function wireTools(context: CircuitToolContext): AnyTool[] {
  const copy = context.copy;
  return [
    defineTool({
      name: 'connect',
      description: 'Wires two pins, e.g. "SW1:out" to "G1:a".',
      mutates: true,
      input: z.object({ from: Endpoint, to: Endpoint }),
      run: ({ from, to }) => {
        const a = resolveEndpoint(copy.state, from);
        if (!a.success) return fromFailure(a);
        const b = resolveEndpoint(copy.state, to);
        if (!b.success) return fromFailure(b);
        const checked = copy.state.checkWire(
          { component: a.data.component.id, pin: a.data.pin.name },
          { component: b.data.component.id, pin: b.data.pin.name },
        );
        if (!checked.success) return fromFailure(checked);
        const wire: Wire = { id: createId('w'), ...checked.data };
        const [first, second] =
          checked.data.from.component === a.data.component.id && checked.data.from.pin === a.data.pin.name
            ? [a.data, b.data]
            : [b.data, a.data];
        return applyEdit(copy, [{ op: 'addWire', wire }], `Connected ${pinName(first)} -> ${pinName(second)}`);
      },
    }),
    defineTool({
      name: 'disconnect',
      description: 'Removes wires between two pins (all on from, without to).',
      mutates: true,
      input: z.object({ from: Endpoint, to: Endpoint.optional() }),
      run: ({ from, to }) => {
        const a = resolveEndpoint(copy.state, from);
        if (!a.success) return fromFailure(a);
        const b = to === undefined ? undefined : resolveEndpoint(copy.state, to);
        if (b && !b.success) return fromFailure(b);
        const here = { component: a.data.component.id, pin: a.data.pin.name };
        const all = copy.state.wiresAt(here);
        const farEnd = (w: Wire) => (w.from.component === here.component && w.from.pin === here.pin ? w.to : w.from);
        const chosen = b
          ? all.filter((w) => {
              const far = farEnd(w);
              return far.component === b.data.component.id && far.pin === b.data.pin.name;
            })
          : all;
        if (chosen.length === 0) {
          const others = all.map((w) => {
            const far = farEnd(w);
            return `${copy.state.component(far.component)!.label}:${far.pin}`;
          });
          return failed(
            b ? `${pinName(a.data)} and ${pinName(b.data)} are not connected.` : `${pinName(a.data)} has no wires.`,
            others.length > 0
              ? `${pinName(a.data)} is wired to: ${others.join(', ')}.`
              : 'Read get_circuit_state for the wires.',
          );
        }
        const names = chosen.map((w) => {
          const far = farEnd(w);
          return `${pinName(a.data)} -> ${copy.state.component(far.component)!.label}:${far.pin}`;
        });
        return applyEdit(
          copy,
          chosen.map((w): Operation => ({ op: 'removeWire', id: w.id })),
          `Disconnected ${names.join(', ')}`,
        );
      },
    }),
  ];
}
