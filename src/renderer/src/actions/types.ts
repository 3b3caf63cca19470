import type { ReactFlowInstance } from '@xyflow/react';
import { COMMAND_SHORTCUTS, type CommandId } from '../../../shared/commands';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';
import type { AppState } from '../stores/app-store';

/** Actions beyond the menu commands: keyboard-only gestures. */
export type ExtraActionName =
  | 'edit.nudgeLeft'
  | 'edit.nudgeRight'
  | 'edit.nudgeUp'
  | 'edit.nudgeDown'
  | 'edit.deselect'
  | 'edit.editNote'
  | 'view.actualSize';

/** Every action's name: each menu command id, plus keyboard-only gestures. */
export type ActionName = CommandId | ExtraActionName;

/** What an action may use: the store and, once the canvas is up, React Flow's viewport API. */
export interface ActionContext {
  readonly state: () => AppState;
  readonly flow: () => ReactFlowInstance<FlowNode, FlowEdge> | undefined;
  /** How it was started; nudges move further with Shift held. */
  readonly event?: KeyboardEvent;
}

/**
 * One thing a user can do, in one file (Excalidraw's pattern): the Electron menu (through
 * `app.command`), the toolbar and the keyboard all run `perform`, so they cannot drift apart.
 */
export interface Action {
  readonly name: ActionName;
  readonly label: string;
  /** Shortcuts in the form "Mod+Shift+Z" (Mod is ⌘ on macOS, Ctrl elsewhere); the first is shown. */
  readonly shortcuts?: readonly string[];
  /** False when the action has nothing to act on now (it is then not run by its shortcut). */
  readonly enabled?: (state: AppState) => boolean;
  readonly perform: (context: ActionContext) => void | Promise<unknown>;
}

/**
 * Declares a command's action. Its shortcuts come from the one command table
 * (`COMMAND_SHORTCUTS` in src/shared/commands.ts), which the desktop menu's accelerators also use.
 */
export function registerCommand(action: Omit<Action, 'name' | 'shortcuts'> & { readonly name: CommandId }): Action {
  return { ...action, shortcuts: COMMAND_SHORTCUTS[action.name] };
}

/** Declares a keyboard-only gesture (no menu item), with its own shortcuts. */
export function register(action: Action & { readonly name: ExtraActionName }): Action {
  return action;
}
