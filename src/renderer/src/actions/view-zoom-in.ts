import { registerCommand } from './types';

/** Zooms in on the centre of the canvas. */
export const viewZoomIn = registerCommand({
  name: 'view.zoomIn',
  label: 'Zoom in',
  perform: ({ flow }) => flow()?.zoomIn({ duration: 120 }),
});
