import { register } from './types';

/** Zooms to 100 %, keeping the centre of the view where it is. */
export const viewActualSize = register({
  name: 'view.actualSize',
  label: 'Actual size (100 %)',
  shortcuts: ['Mod+0'],
  perform: ({ flow }) => {
    const f = flow();
    if (!f) return;
    const { x, y, zoom } = f.getViewport();
    const host = document.querySelector('.canvas-host')?.getBoundingClientRect();
    const cx = (host?.width ?? 0) / 2;
    const cy = (host?.height ?? 0) / 2;
    return f.setViewport({ x: cx - ((cx - x) / zoom) * 1, y: cy - ((cy - y) / zoom) * 1, zoom: 1 }, { duration: 120 });
  },
});
