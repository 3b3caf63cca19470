import type { Blueprint } from '../../shared/circuit/blueprint';
import type { JsonObject } from '../ai/messages';
import { toToolBlueprint } from '../tools/blueprint-input';
import { formatProperties } from '../tools/properties-text';
import type { Transcript } from './transcript';

/** A tool call a scripted model makes: the tool and its arguments. */
export interface ScriptedCall {
  readonly name: string;
  readonly args: JsonObject;
}

/** One response of a scripted model: some words and/or tool calls. */
export interface ScriptedResponse {
  readonly text?: string;
  readonly calls?: readonly ScriptedCall[];
}

export const call = (name: string, args: JsonObject = {}): ScriptedCall => ({ name, args });

/** A blueprint as a model sends it to `apply_blueprint` (properties as text). */
export function toolBlueprint(blueprint: Blueprint): JsonObject {
  return toToolBlueprint(blueprint);
}

/** Building a circuit part by part, as small models often do: one `add_component` per part, one `connect` per wire. */
export function piecewiseCalls(blueprint: Blueprint): ScriptedCall[] {
  return [
    ...blueprint.components.map((c) => {
      const properties = c.properties ? formatProperties(c.properties) : '';
      return call('add_component', { type: c.type, label: c.label, ...(properties === '' ? {} : { properties }) });
    }),
    ...blueprint.wires.map((w) => call('connect', { from: w.from, to: w.to })),
  ];
}

/**
 * The responses as `RecordedResponse`s: arguments as the JSON text a model sends, ids numbered
 * through the whole transcript (`call_1`, `call_2`…) as a provider would give them.
 */
export function recorded(responses: readonly ScriptedResponse[]): Transcript['responses'] {
  let next = 0;
  return responses.map((r) => ({
    ...(r.text === undefined ? {} : { text: r.text }),
    ...(r.calls === undefined || r.calls.length === 0
      ? {}
      : { toolCalls: r.calls.map((c) => ({ id: `call_${++next}`, name: c.name, arguments: JSON.stringify(c.args) })) }),
  }));
}
