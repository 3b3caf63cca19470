import type { AnyTool } from '../ai/tool';
import { blueprintTools } from './blueprint-tools';
import { checkTools } from './check-tools';
import { componentTools } from './component-tools';
import type { CircuitToolContext } from './context';
import { editTools } from './edit-tools';
import { historyTools } from './history-tools';
import { libraryTools } from './library-tools';
import { stateTools } from './state-tools';
import { viewTools } from './view-tools';
import { wireTools } from './wire-tools';

/**
 * Every circuit tool of one turn, in a fixed order (the tool list is part of the prompt's cached
 * prefix, so it never changes between turns): the registry, the state, blueprints, single edits,
 * checks, the library, the view. Editing tools are marked `mutates` (tutor mode leaves them out).
 */
export function createCircuitTools(context: CircuitToolContext): AnyTool[] {
  return [
    ...componentTools(),
    ...stateTools(context),
    ...blueprintTools(context),
    ...editTools(context),
    ...wireTools(context),
    ...historyTools(context),
    ...checkTools(context),
    ...libraryTools(context),
    ...viewTools(context),
  ];
}
