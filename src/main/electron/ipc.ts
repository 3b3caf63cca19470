/**
 * Binds the contract to Electron's `ipcMain`: one `handle` per channel of the contract and nothing
 * else, every call checked for its sender frame (checklist #17) and parsed with the channel's zod
 * schema by `dispatch`. Plain code over a structural `ipcMain`, so tests drive it with fake events.
 */
import { dispatch, type ErrorLogger, type HandlerMap } from '../../core/rpc/dispatch';
import { CHANNEL_NAMES, type ChannelName } from '../../shared/contract';
import { fail, type Result } from '../../shared/errors';
import { yieldToEventLoop } from '../yield-now';
import { isTrustedSender, type SenderFrame } from './window-config';

/** The part of `IpcMainInvokeEvent` the check reads. */
export interface InvokeEventLike {
  readonly senderFrame: SenderFrame | null;
}

/** The part of `ipcMain` the binding uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/** Where the binding reports refusals and bugs. */
export interface IpcOptions {
  readonly devServerOrigin?: string;
  readonly log?: ErrorLogger;
}

const defaultLog: ErrorLogger = (message, error) => console.error(message, error);

/**
 * Answers one `invoke`: refused unless it comes from the app's top-level page and carries at most
 * one argument; otherwise dispatched like the browser host's `POST /rpc/<channel>`. Never throws.
 */
export async function handleInvoke(
  handlers: HandlerMap,
  channel: ChannelName,
  event: InvokeEventLike,
  args: readonly unknown[],
  options: IpcOptions = {},
): Promise<Result<unknown>> {
  const log = options.log ?? defaultLog;
  try {
    if (!isTrustedSender(event.senderFrame, options.devServerOrigin)) {
      log(`[FORBIDDEN] ${channel} from an untrusted frame`, describeFrame(event.senderFrame));
      return fail('FORBIDDEN', 'This page may not call CircuitForge.', 'Only the app window itself may call it.');
    }
    if (args.length > 1) {
      return fail(
        'INVALID_INPUT',
        `${channel} takes one argument, not ${args.length}.`,
        'Send the input as one object.',
      );
    }
  } catch {
    // Only a logger that throws gets here; the call is refused all the same.
    return fail('FORBIDDEN', 'This page may not call CircuitForge.', 'Only the app window itself may call it.');
  }
  // dispatch never throws nor rejects, whatever the payload (src/core/rpc/dispatch.ts).
  return dispatch(handlers, channel, args[0], { host: 'electron', yieldNow: yieldToEventLoop }, log);
}

/**
 * Registers exactly the contract's channels on `ipc` and returns the function that removes them.
 * This is the only place the Electron layer calls `ipcMain.handle`.
 */
export function bindContract(ipc: IpcMainLike, handlers: HandlerMap, options: IpcOptions = {}): () => void {
  for (const channel of CHANNEL_NAMES) {
    ipc.handle(channel, (event, ...args) => handleInvoke(handlers, channel, event, args, options));
  }
  return () => {
    for (const channel of CHANNEL_NAMES) ipc.removeHandler(channel);
  };
}

function describeFrame(frame: SenderFrame | null): string {
  if (!frame) return '(frame gone)';
  try {
    return `${frame.url}${frame.parent === null ? '' : ' (a sub-frame)'}`;
  } catch {
    return '(frame destroyed)';
  }
}
