import { registerCommand } from './types';

/** Zooms out from the centre of the canvas. */
export const viewZoomOut = registerCommand({
  name: 'view.zoomOut',
  label: 'Zoom out',
  perform: ({ flow }) => flow()?.zoomOut({ duration: 120 }),
});
