import { z } from 'zod';
import type { Operation } from '../../shared/circuit/operations';
import { LABEL_PATTERN, type ComponentPatch } from '../../shared/circuit/types';
import { ROTATIONS, type Rotation } from '../../shared/components/geometry';
import { getDefinition, lookupDefinition } from '../../shared/components/registry';
import { createId } from '../../shared/ids';
import { snap } from '../../shared/layout/geometry';
import { defineTool, type AnyTool } from '../ai/tool';
import { between, list, propertiesText, text } from './limits';
import type { CircuitToolContext } from './context';
import { clearOrigin } from './placement';
import { formatProperties, parseProperties } from './properties-text';
import { resolveAll, resolveComponent } from './resolve';
import { applyEdit, failed, fromFailure } from './results';
import { SubcircuitLibrary } from './subcircuit-library';
import { shapeOfState } from '../../shared/circuit/flat-size';

const Coordinate = between(-1_000_000, 1_000_000);
const Label = text(64);

/** Editing single parts: add, change, remove, move. Each call is one step of the turn. */
export function editTools(context: CircuitToolContext): AnyTool[] {
  const copy = context.copy;
  return [
    defineTool({
      name: 'add_component',
      description: 'Adds one part; label and place are chosen if not given.',
      mutates: true,
      input: z.object({
        type: text(64),
        label: Label.optional(),
        x: Coordinate.optional(),
        y: Coordinate.optional(),
        properties: propertiesText().optional(),
      }),
      run: ({ type, label, x, y, properties }) => {
        const state = copy.state;
        // A circuit of the user's library with ports is placed by its name, as a subcircuit.
        const library = new SubcircuitLibrary(context);
        const found = lookupDefinition(type);
        const sub = found.success ? undefined : library.byName(type);
        if (!found.success && !sub) return fromFailure(found);
        if (sub) {
          const cycle = library.cycleThrough(sub.id);
          if (cycle) {
            return failed(
              `${sub.name} cannot be placed in this circuit: it contains it (${cycle.join(' → ')}).`,
              'A circuit cannot contain itself. Build this part from gates, or place another circuit.',
            );
          }
          const tooBig = library.sizeRefusal(shapeOfState(state), { own: 0, uses: new Map([[sub.id, 1]]) });
          if (tooBig) return fromFailure(tooBig);
        }
        const definition = found.success ? found.data : getDefinition('SUBCIRCUIT')!;
        if ((x === undefined) !== (y === undefined))
          return failed(
            'Give both x and y, or neither.',
            'Leave both out to have the part placed clear of the others.',
          );
        if (label !== undefined) {
          if (!LABEL_PATTERN.test(label))
            return failed(
              `"${label}" is not a valid label.`,
              'Labels start with a letter and use letters, digits and "_" (at most 32).',
            );
          const taken = state.componentByLabel(label);
          if (taken)
            return failed(
              `The label "${taken.label}" is already used by a ${taken.type}.`,
              `Choose another label, e.g. "${state.nextLabel(definition.labelPrefix)}", or leave it out.`,
            );
        }
        const parsedText = parseProperties(properties ?? '');
        if (!parsedText.success) return fromFailure(parsedText);
        const parsed = sub
          ? { ...parsedText, data: { ...parsedText.data, circuit: sub.id, ports: sub.ports } }
          : parsedText;
        const name = label ?? state.nextLabel(definition.labelPrefix);
        const at = x !== undefined && y !== undefined ? { x: snap(x), y: snap(y) } : clearOrigin(state.components());
        const op: Operation = {
          op: 'addComponent',
          component: {
            id: createId('c'),
            type: definition.type,
            label: name,
            ...at,
            rotation: 0,
            properties: parsed.data,
          },
        };
        return applyEdit(copy, [op], `Added ${definition.type} ${name} at (${at.x},${at.y})`, { label: name });
      },
    }),
    defineTool({
      name: 'update_component',
      description: "Changes a part's label, properties or rotation.",
      mutates: true,
      input: z.object({
        component: Label,
        label: Label.optional(),
        properties: propertiesText().optional(),
        rotation: z
          .number()
          .refine((r): r is Rotation => ROTATIONS.includes(r as Rotation), 'one of 0, 90, 180, 270')
          .optional(),
      }),
      run: ({ component, label, properties, rotation }) => {
        const found = resolveComponent(copy.state, component);
        if (!found.success) return fromFailure(found);
        const target = found.data;
        const set: ComponentPatch = {};
        const changes: string[] = [];
        if (label !== undefined && label !== target.label) {
          if (!LABEL_PATTERN.test(label))
            return failed(
              `"${label}" is not a valid label.`,
              'Labels start with a letter and use letters, digits and "_" (at most 32).',
            );
          set.label = label;
          changes.push(`label ${label}`);
        }
        if (properties !== undefined && properties.trim() !== '') {
          const parsed = parseProperties(properties);
          if (!parsed.success) return fromFailure(parsed);
          set.properties = parsed.data;
          changes.push(formatProperties(parsed.data));
        }
        if (rotation !== undefined && rotation !== target.rotation) {
          set.rotation = rotation;
          changes.push(`rotation ${rotation}`);
        }
        if (changes.length === 0)
          return failed(`Nothing to change on ${target.label}.`, 'Give a new label, properties or rotation.');
        return applyEdit(
          copy,
          [{ op: 'updateComponent', id: target.id, set }],
          `Updated ${target.label}: ${changes.join(', ')}`,
        );
      },
    }),
    defineTool({
      name: 'remove_component',
      description: 'Removes parts and their wires.',
      mutates: true,
      input: z.object({ components: list(Label, 200) }),
      run: ({ components }) => {
        if (components.length === 0) return failed('Name at least one part to remove.', 'e.g. {"components": ["G1"]}.');
        const found = resolveAll(copy.state, components);
        if (!found.success) return fromFailure(found);
        const wires = new Set(found.data.flatMap((c) => copy.state.wiresOf(c.id).map((w) => w.id))).size;
        const labels = found.data.map((c) => c.label).join(', ');
        const summary = `Removed ${labels}${wires > 0 ? ` and ${wires} wire${wires === 1 ? '' : 's'}` : ''}`;
        return applyEdit(
          copy,
          found.data.map((c): Operation => ({ op: 'removeComponent', id: c.id })),
          summary,
        );
      },
    }),
    defineTool({
      name: 'move_component',
      description: 'Moves a part to x, y on the canvas.',
      mutates: true,
      input: z.object({ component: Label, x: Coordinate, y: Coordinate }),
      run: ({ component, x, y }) => {
        const found = resolveComponent(copy.state, component);
        if (!found.success) return fromFailure(found);
        const at = { x: snap(x), y: snap(y) };
        if (at.x === found.data.x && at.y === found.data.y)
          return { success: true, done: `${found.data.label} is already at (${at.x},${at.y})` };
        return applyEdit(
          copy,
          [{ op: 'updateComponent', id: found.data.id, set: at }],
          `Moved ${found.data.label} to (${at.x},${at.y})`,
        );
      },
    }),
  ];
}
