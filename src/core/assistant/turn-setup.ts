import type { FriendlyError } from '../ai/friendly-error';
import type { Provider } from '../ai/provider';
import { Redactor } from '../ai/redact';
import { ToolRegistry } from '../ai/tool-registry';
import { LessonDraft } from '../lessons/lesson-draft';
import { createCircuitTools, tutorTools } from '../tools/circuit-tools';
import type { CircuitToolContext } from '../tools/context';
import { lessonTools } from '../tools/lesson-tools';
import { WorkingCopy } from '../tools/working-copy';
import { configuredChain } from './provider-chain';
import { knownSecrets } from './secrets';
import type { AssistantDeps, TurnTicket } from './turn-types';

/** What a turn works with: a copy of the circuit, the providers, the redactor of their text. */
export interface TurnSetup {
  readonly working: WorkingCopy;
  readonly providers: readonly Provider[];
  /** Whatever the providers send back is shown, stored and sent on without any key the app knows. */
  readonly redactor: Redactor;
}

/** The working copy of the circuit and the provider chain (the settings and the environment), or why not. */
export async function setUpTurn(
  deps: AssistantDeps,
  ticket: TurnTicket,
): Promise<{ success: true; setup: TurnSetup } | { success: false; error: FriendlyError }> {
  const state = deps.documents.stateOf(ticket.circuitId);
  if (!state.success) return { success: false, error: { code: state.code, message: state.error, hint: state.hint } };
  const copy = WorkingCopy.of(state.data.toJSON());
  if (!copy.success) return { success: false, error: { code: copy.code, message: copy.error, hint: copy.hint } };
  let providers: readonly Provider[];
  if (deps.providers) providers = deps.providers();
  else {
    const chain = await configuredChain(deps.settings, deps.env);
    if (!chain.success) return { success: false, error: { code: chain.code, message: chain.error, hint: chain.hint } };
    providers = chain.data.configs.map(deps.createProvider);
  }
  const redactor = new Redactor(await knownSecrets(deps.settings, deps.env));
  return { success: true, setup: { working: copy.data, providers, redactor } };
}

/** The lessons a course-mode turn writes in: a draft over the stored ones; undefined in other modes. */
export function turnLessons(
  deps: AssistantDeps,
  ticket: TurnTicket,
): { success: true; draft: LessonDraft | undefined } | { success: false; error: FriendlyError } {
  if (ticket.mode !== 'course') return { success: true, draft: undefined };
  const lessons = deps.lessons;
  if (!lessons)
    return {
      success: false,
      error: {
        code: 'UNAVAILABLE',
        message: 'Course mode needs the lessons, and they are not available here.',
        hint: 'Switch to Build mode to work on the circuit.',
      },
    };
  return {
    success: true,
    draft: new LessonDraft(
      (id) => lessons.read(id),
      () => lessons.ids(),
    ),
  };
}

/**
 * The circuit tools over the working copy: only those that read and check in tutor mode; in course
 * mode all of them and the lesson tools over the turn's lesson draft.
 */
export function turnTools(
  deps: AssistantDeps,
  ticket: TurnTicket,
  working: WorkingCopy,
  lessons?: LessonDraft,
): ToolRegistry {
  const context = circuitToolContext(deps, ticket.circuitId, working);
  const tools = createCircuitTools(context);
  if (ticket.mode === 'tutor') return new ToolRegistry(tutorTools(tools));
  if (lessons) return new ToolRegistry([...tools, ...lessonTools({ ...context, lessons })]);
  return new ToolRegistry(tools);
}

/** What the circuit tools need from the app, wherever they are called from (a turn, an MCP client). */
export type ToolContextDeps = Pick<AssistantDeps, 'documents' | 'simulator' | 'layout' | 'verilog' | 'events'>;

/**
 * The context the circuit tools work in: `copy` of the circuit `circuitId`, the simulator, the
 * layout, Verilog, the user's other circuits (read-only) and the canvas's focus.
 */
export function circuitToolContext(deps: ToolContextDeps, circuitId: string, copy: WorkingCopy): CircuitToolContext {
  return {
    copy,
    layout: deps.layout,
    simulator: deps.simulator,
    ...(deps.verilog ? { verilog: deps.verilog } : {}),
    circuitId,
    library: {
      list: () => deps.documents.list(),
      read: (id) => {
        const other = deps.documents.stateOf(id);
        return other.success ? { success: true, data: other.data.toJSON() } : other;
      },
    },
    focus: (componentIds) => deps.events.emit('assistant.focus', { circuitId, componentIds: [...componentIds] }),
  };
}
