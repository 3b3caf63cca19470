import { registerCommand } from './types';

/**
 * Prints the circuit: opens the print view (the image alone on a white page, with the circuit's
 * name), which asks the browser to print once the image is drawn. In the desktop app the page's
 * print opens the system's print dialog.
 */
export const filePrint = registerCommand({
  name: 'file.print',
  label: 'Print…',
  enabled: (s) => s.replica !== undefined && s.replica.state.componentCount > 0,
  perform: ({ state }) => state().requestPrint(),
});
