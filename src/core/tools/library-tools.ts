import { z } from 'zod';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { CircuitMeta } from '../../shared/contract';
import { normalizeKey, rankMatches } from '../../shared/fuzzy';
import { defineTool, type AnyTool } from '../ai/tool';
import { text } from './limits';
import type { CircuitToolContext } from './context';
import { failed, fromFailure } from './results';
import { summaryText } from './state-view';

const MAX_LISTED = 30;

/** The user's other circuits, read-only: to find one and to read it ("copy the adder from my other circuit"). */
export function libraryTools(context: CircuitToolContext): AnyTool[] {
  const others = () => {
    const listed = context.library.list();
    return listed.success ? { ...listed, data: listed.data.filter((c) => c.id !== context.circuitId) } : listed;
  };
  return [
    defineTool({
      name: 'list_circuits',
      description: "The user's other circuits, optionally matching a query.",
      input: z.object({ query: text(120).optional() }),
      run: ({ query }) => {
        const listed = others();
        if (!listed.success) return fromFailure(listed);
        const circuits = query && query.trim() !== '' ? matching(query, listed.data) : listed.data;
        if (circuits.length === 0) {
          return query
            ? failed(
                `No other circuit matches "${query.slice(0, 120)}".`,
                'Call list_circuits without a query for all of them.',
              )
            : { success: true, circuits: [], note: 'The user has no other circuit.' };
        }
        return {
          success: true,
          circuits: circuits
            .slice(0, MAX_LISTED)
            .map((c) => `${c.name} (${c.componentCount} part${c.componentCount === 1 ? '' : 's'})`),
          ...(circuits.length > MAX_LISTED ? { more: circuits.length - MAX_LISTED } : {}),
        };
      },
    }),
    defineTool({
      name: 'open_circuit',
      description: "Reads another circuit of the user's, by name (read-only).",
      input: z.object({ name: text(120) }),
      run: ({ name }) => {
        const listed = others();
        if (!listed.success) return fromFailure(listed);
        const exact = listed.data
          .filter((c) => c.name.toLowerCase() === name.trim().toLowerCase() || c.id === name)
          .sort((a, b) => b.updatedAt - a.updatedAt);
        const found = exact.length > 0 ? exact : matching(name, listed.data).slice(0, 1);
        if (found.length === 0) {
          const names = listed.data.slice(0, MAX_LISTED).map((c) => c.name);
          return failed(
            `No other circuit is named "${name.slice(0, 120)}".`,
            names.length > 0 ? `The circuits are: ${names.join(', ')}.` : 'The user has no other circuit.',
          );
        }
        const meta = found[0]!;
        const content = context.library.read(meta.id);
        if (!content.success) return fromFailure(content);
        const state = CircuitState.fromCircuit(content.data);
        if (!state.success) return fromFailure(state);
        return {
          success: true,
          name: meta.name,
          ...(exact.length > 1
            ? { note: `${exact.length} circuits have this name; this is the most recently changed.` }
            : {}),
          circuit: summaryText(state.data),
        };
      },
    }),
  ];
}

/** Circuits whose name looks like the query, best first. */
function matching(query: string, circuits: readonly CircuitMeta[]): CircuitMeta[] {
  const ranked = rankMatches(
    query,
    circuits.map((c) => ({ value: c, names: [c.name, ...c.name.split(/\s+/)] })),
    MAX_LISTED,
  );
  if (ranked.length > 0) return ranked;
  const key = normalizeKey(query);
  return circuits.filter((c) => normalizeKey(c.name).includes(key));
}
