import { z } from 'zod';
import { describeComponent } from '../../shared/components/describe';
import { COMPONENT_DEFINITIONS, lookupDefinition, suggestTypes } from '../../shared/components/registry';
import type { ComponentDefinition } from '../../shared/components/types';
import { rankMatches, normalizeKey } from '../../shared/fuzzy';
import type { Json, ToolResult } from '../ai/messages';
import { defineTool, type AnyTool } from '../ai/tool';
import { list, text } from './limits';
import { catalogueText, firstClause, SHORT_DESCRIPTIONS } from './component-catalog';
import type { CircuitToolContext } from './context';
import { failed } from './results';
import { SubcircuitLibrary, subcircuitCatalogue } from './subcircuit-library';

/** The most types one `get_component_schema` call describes (each is a few hundred tokens). */
const MAX_SCHEMAS = 8;

/** The registry tools: what exists, how one type is wired, and finding a type by what it does. */
export function componentTools(context: Pick<CircuitToolContext, 'library' | 'circuitId'>): AnyTool[] {
  return [
    defineTool({
      name: 'get_available_components',
      description: 'All component types by category. Call before designing a circuit.',
      input: z.object({}),
      run: () => ({ success: true, components: catalogueText() + subcircuitCatalogue(new SubcircuitLibrary(context)) }),
    }),
    defineTool({
      name: 'get_component_schema',
      description: 'Pins, properties, wiring rules of types; call before using one.',
      input: z.object({
        component_type: text(64).optional(),
        component_types: list(text(64), MAX_SCHEMAS).optional(),
      }),
      run: ({ component_type, component_types }) =>
        schemas([...(component_type ? [component_type] : []), ...(component_types ?? [])]),
    }),
    defineTool({
      name: 'search_components',
      description: 'Finds types by name or purpose, e.g. "flip flop".',
      input: z.object({ query: text(100) }),
      run: ({ query }) => search(query),
    }),
  ];
}

function schemas(types: readonly string[]): ToolResult {
  if (types.length === 0) {
    return failed('Name a type in component_type or component_types.', 'e.g. {"component_type": "AND_2"}.');
  }
  const found: ComponentDefinition[] = [];
  const unknown: string[] = [];
  for (const type of types.slice(0, MAX_SCHEMAS)) {
    const definition = lookupDefinition(type);
    if (!definition.success) {
      const similar = suggestTypes(type);
      unknown.push(`"${type.slice(0, 64)}"${similar.length > 0 ? ` (did you mean ${similar.join(', ')}?)` : ''}`);
    } else if (!found.includes(definition.data)) found.push(definition.data);
  }
  if (unknown.length > 0) {
    return failed(
      `Unknown component type${unknown.length > 1 ? 's' : ''}: ${unknown.join('; ')}.`,
      'Use the exact type names of get_available_components, or search_components to find one.',
    );
  }
  return { success: true, components: found.map(schemaOf) };
}

/** A type as the model needs it to wire it: the registry's description plus how it simulates. */
function schemaOf(definition: ComponentDefinition): Json {
  const { aliases: _aliases, family: _family, ...rest } = describeComponent(definition);
  return { ...rest, notes: simulationNotes(definition) } as Json;
}

/** What the simulator does with the pins, in the words the model needs to wire them right. */
export function simulationNotes(definition: ComponentDefinition): string[] {
  const notes: string[] = [];
  const pins = definition.pins;
  const inputs = pins.filter((p) => p.direction === 'input');
  if (inputs.some((p) => p.maxConnections === 1)) {
    notes.push('Each input takes exactly one driver; an unconnected input reads X (floating).');
  }
  for (const p of inputs) {
    if (p.defaultValue !== undefined) notes.push(`${p.name} is optional: unconnected it reads ${p.defaultValue}.`);
  }
  const clocks = pins.filter((p) => p.clock).map((p) => p.name);
  if (clocks.length > 0) notes.push(`${clocks.join(', ')} is edge-triggered: acts on a rising edge (0 then 1).`);
  if (pins.some((p) => p.direction === 'output')) {
    notes.push(
      pins.some((p) => p.tristate)
        ? 'Tri-state outputs may share a net; enable one at a time.'
        : 'An output drives any number of inputs; never wire two outputs together.',
    );
  }
  for (const p of pins) {
    if (p.direction === 'ground' || p.direction === 'power') {
      notes.push(`${definition.type} accepts many connections.`);
    }
  }
  if (definition.family === 'led') {
    notes.push(
      'Lights only while anode is 1 and cathode reaches GND: wire cathode to a RESISTOR and the resistor to GND.',
    );
  }
  if (definition.family === 'resistor') {
    notes.push('Carries no logic: only an LED cathode path to GND.');
  }
  if (definition.properties.width !== undefined && definition.shape !== undefined) {
    notes.push(
      'width (bits) sets how many bits its bus pins carry; a wire joins pins of the same width only (SPLITTER/MERGER convert).',
    );
  }
  if (definition.type === 'SPLITTER' || definition.type === 'MERGER') {
    notes.push('Range pins are named b<bit> or b<high>_<low> (ranges "0-3,4-7" give b3_0 and b7_4).');
  }
  if (definition.type === 'TUNNEL') notes.push('Every TUNNEL with the same name property is one net; no wire needed.');
  return notes;
}

const SEARCH_LIMIT = 6;
const CANDIDATES = COMPONENT_DEFINITIONS.map((d) => ({ value: d, names: [d.type, d.name, ...d.aliases] }));

function search(query: string): ToolResult {
  let matches = rankMatches(query, CANDIDATES, SEARCH_LIMIT);
  if (matches.length === 0) {
    // No name fits: look for the words in what the parts do.
    const words = query
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 2);
    matches = COMPONENT_DEFINITIONS.map((d) => ({
      d,
      score: words.filter((w) => normalizeKey(`${d.name} ${d.description}`).includes(normalizeKey(w))).length,
    }))
      .filter((m) => m.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, SEARCH_LIMIT)
      .map((m) => m.d);
  }
  if (matches.length === 0) {
    return failed(
      `No component type matches "${query.slice(0, 100)}".`,
      'Try other words, or call get_available_components for the whole list.',
    );
  }
  return {
    success: true,
    matches: matches.map((d) => {
      const short = SHORT_DESCRIPTIONS[d.type] || firstClause(d);
      return `${d.type} ${d.name}: ${short}`;
    }),
  };
}
