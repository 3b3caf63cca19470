import type { TurnEvent } from '../ai/turn';
import type { EventBus } from '../events';
import type { WorkingCopy } from '../tools/working-copy';
import { describeToolCall } from '../../shared/assistant/tool-trace';
import { previewJson, shortName } from './limits';

/** What the events of one turn name. */
export interface TurnEventTarget {
  readonly events: EventBus;
  readonly turnId: string;
  readonly circuitId: string;
  /** The turn's working copy: the steps a tool call made, for its one-line summary. */
  readonly copy: WorkingCopy;
}

/**
 * Passes a turn's engine events on as `assistant.*` events, with a one-line summary per tool call.
 * Payloads stay small whatever the model sends: names are cut, arguments and results longer than
 * a preview go as one that states their full size (`argumentsChars`, `resultChars`).
 */
export function turnEventForwarder(target: TurnEventTarget): (event: TurnEvent) => void {
  const { events, turnId, circuitId, copy } = target;
  const stepsAt = new Map<string, number>();
  return (event) => {
    switch (event.type) {
      case 'request':
        events.emit('assistant.round', {
          turnId,
          circuitId,
          round: event.round,
          provider: event.provider,
          model: event.model,
        });
        return;
      case 'text':
        events.emit('assistant.delta', { turnId, circuitId, text: event.text });
        return;
      case 'text-reset':
        events.emit('assistant.delta', { turnId, circuitId, text: '', reset: true });
        return;
      case 'notice':
        events.emit('assistant.notice', { turnId, circuitId, kind: event.kind, message: event.message });
        return;
      case 'tool-started': {
        stepsAt.set(event.callId, copy.steps().length);
        const args = previewJson(event.arguments);
        events.emit('assistant.toolCall', {
          turnId,
          circuitId,
          callId: event.callId,
          phase: 'started',
          name: shortName(event.name),
          arguments: args.value,
          ...(args.chars === undefined ? {} : { argumentsChars: args.chars }),
          summary: describeToolCall(event.name, event.arguments, undefined, undefined),
        });
        return;
      }
      case 'tool-finished': {
        const from = stepsAt.get(event.callId) ?? copy.steps().length;
        const steps = copy
          .steps()
          .slice(from)
          .map((s) => s.summary);
        const args = previewJson(event.arguments);
        const result = previewJson(event.result);
        events.emit('assistant.toolCall', {
          turnId,
          circuitId,
          callId: event.callId,
          phase: 'finished',
          name: shortName(event.name),
          arguments: args.value,
          ...(args.chars === undefined ? {} : { argumentsChars: args.chars }),
          summary: describeToolCall(event.name, event.arguments, event.result, event.success, steps),
          result: result.value,
          ...(result.chars === undefined ? {} : { resultChars: result.chars }),
          success: event.success,
          ms: Math.round(event.ms),
          status: event.status,
        });
        return;
      }
      case 'finished':
        return;
    }
  };
}
