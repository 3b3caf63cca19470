import { registerCommand } from './types';

/** Shows or hides the waveform panel. */
export const viewToggleWaveform = registerCommand({
  name: 'view.toggleWaveform',
  label: 'Show/hide the waveform',
  perform: ({ state }) => state().toggleWaveform(),
});
