import { register } from './types';

/** Zooms in on the centre of the canvas. */
export const viewZoomIn = register({
  name: 'view.zoomIn',
  label: 'Zoom in',
  shortcuts: ['Mod+=', 'Mod++', '='],
  perform: ({ flow }) => flow()?.zoomIn({ duration: 120 }),
});
