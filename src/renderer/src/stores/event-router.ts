import type { EventMessage } from '../../../shared/contract';
import type { AppState } from './app-store';

/**
 * Hands one event of the main process to the store. Menu commands (`app.command`) go to
 * `runCommand`, so that the store does not depend on the action registry.
 */
export function routeEvent(
  s: AppState,
  message: EventMessage,
  runCommand: (command: Extract<EventMessage, { name: 'app.command' }>['payload']['command']) => void,
): void {
  switch (message.name) {
    case 'app.notice':
      s.pushNotice(message.payload);
      break;
    case 'circuit.changed':
      s.receiveChange(message.payload);
      break;
    case 'circuit.listChanged':
      s.receiveCircuitList(message.payload.circuits);
      break;
    case 'circuit.opened':
      s.receiveOpened(message.payload.circuitId);
      break;
    case 'sim.updated':
      s.applySimUpdate(message.payload);
      // The waveform samples what the simulator just said (the store is read again: the update replaced it).
      s.recordWaves();
      break;
    case 'verilog.progress':
      s.receiveVerilogProgress(message.payload);
      break;
    case 'app.command':
      runCommand(message.payload.command);
      break;
    case 'settings.changed':
      s.receiveSetting(message.payload.key, message.payload.value);
      s.receiveSettingChanged(message.payload.key);
      break;
    case 'assistant.turnStarted':
    case 'assistant.round':
    case 'assistant.delta':
    case 'assistant.toolCall':
    case 'assistant.preview':
    case 'assistant.notice':
    case 'assistant.turnFinished':
    case 'assistant.focus':
      s.receiveAssistantEvent(message);
      break;
  }
}
