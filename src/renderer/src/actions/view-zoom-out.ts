import { register } from './types';

/** Zooms out from the centre of the canvas. */
export const viewZoomOut = register({
  name: 'view.zoomOut',
  label: 'Zoom out',
  shortcuts: ['Mod+-', '-'],
  perform: ({ flow }) => flow()?.zoomOut({ duration: 120 }),
});
