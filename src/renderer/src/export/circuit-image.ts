import type { AppState } from '../stores/app-store';
import type { PrintView } from '../stores/image-export-slice';
import { useAppStore } from '../stores/app-store';
import type { ImageOptions, SvgImage } from './svg-document';
import { withSubcircuitNames } from '../model/export/subcircuit-names';

/**
 * The open circuit (or its selected parts and the wires between them) as an SVG document, drawn
 * along the routes the canvas shows, each subcircuit named as the canvas names it; undefined when no
 * circuit is open. The SVG builder (with
 * `react-dom/server`) is loaded the first time an image is made, so the editor's start does not
 * pay for it.
 */
export async function circuitImage(
  options: ImageOptions,
  s: AppState = useAppStore.getState(),
): Promise<SvgImage | undefined> {
  const { buildCircuitSvg } = await import('./svg-document');
  if (!s.replica) return undefined;
  // A subcircuit without a title of its own shows its circuit's name, as on the canvas.
  const circuits = s.circuits;
  const named = withSubcircuitNames(s.replica.state, (id) => circuits.find((c) => c.id === id)?.name);
  return buildCircuitSvg({
    name: s.circuitMeta?.name ?? 'Circuit',
    state: named.success ? named.data : s.replica.state,
    routes: s.routes,
    selection: s.selectedComponents,
    options,
  });
}

/** Shows the print view of the whole circuit on white (then the page prints it). */
export async function openPrintView(store: typeof useAppStore = useAppStore): Promise<PrintView | undefined> {
  const image = await circuitImage({ scope: 'all', background: 'white', grid: false }, store.getState());
  if (!image) return undefined;
  const view = { name: store.getState().circuitMeta?.name ?? 'Circuit', image };
  store.getState().showPrintView(view);
  return view;
}
