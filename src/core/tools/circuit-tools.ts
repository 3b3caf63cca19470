import type { AnyTool } from '../ai/tool';
import { blueprintTools } from './blueprint-tools';
import { checkTools } from './check-tools';
import { componentTools } from './component-tools';
import type { CircuitToolContext } from './context';
import { editTools } from './edit-tools';
import { historyTools } from './history-tools';
import { libraryTools } from './library-tools';
import { logicTools } from './logic-tools';
import { stateTools } from './state-tools';
import { testTools } from './test-tools';
import { verilogTools } from './verilog-tools';
import { viewTools } from './view-tools';
import { wireTools } from './wire-tools';

/**
 * Every circuit tool of one turn, in a fixed order (the tool list is part of the prompt's cached
 * prefix, so it never changes between turns): the registry, the state, blueprints, single edits,
 * checks and test cases, logic design and explanation, the library, the view. Editing tools are marked `mutates` (tutor mode leaves them out).
 */
export function createCircuitTools(context: CircuitToolContext): AnyTool[] {
  return [
    ...componentTools(context),
    ...stateTools(context),
    ...blueprintTools(context),
    ...editTools(context),
    ...wireTools(context),
    ...historyTools(context),
    ...checkTools(context),
    ...testTools(context),
    ...logicTools(context),
    ...verilogTools(context),
    ...libraryTools(context),
    ...viewTools(context),
  ];
}

/** Tools that hand over a solution without editing: tutor mode leaves them out with the editing ones. */
const SOLVES = new Set(['synthesize_from_truth_table', 'build_from_verilog']);

/** The tools of tutor mode: those that read and check, never those that edit or design for the student. */
export function tutorTools(tools: readonly AnyTool[]): AnyTool[] {
  return tools.filter((tool) => tool.mutates !== true && !SOLVES.has(tool.name));
}
