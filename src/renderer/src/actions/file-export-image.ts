import { registerCommand } from './types';

/** Opens the "Export image…" dialog (SVG or PNG of the circuit or the selection). */
export const fileExportImage = registerCommand({
  name: 'file.exportImage',
  label: 'Export image…',
  enabled: (s) => s.replica !== undefined && s.replica.state.componentCount > 0,
  perform: ({ state }) => state().setImageDialogOpen(true),
});
