import type { DigElement, DigFile, DigValue } from './document';
import { stringAttr } from './pins';

/**
 * The label Digital's model gives an element at an instance path ("R0-A": the labels of the
 * subcircuit instances from the main circuit in, joined by "-"; "" in the main circuit): a `*` in
 * its label becomes the path.
 */
export function modelLabel(label: string, path: string): string {
  return label.includes('*') ? label.split('*').join(path) : label;
}

/** An instance path one level deeper (Digital's combineNames): "R0" and "A" make "R0-A". */
export function childPath(path: string, label: string): string {
  if (path === '') return label;
  return label === '' ? path : `${path}-${label}`;
}

/**
 * True for an element whose label Digital writes by instance path (ModelCreator): any part but an
 * In or Out (a subcircuit's interface) whose label holds a `*`. A subcircuit instance's own label
 * is left alone: it is what the paths inside it are made of.
 */
export function pathLabelled(element: DigElement): boolean {
  if (element.name === 'In' || element.name === 'Out' || element.name.toLowerCase().endsWith('.dig')) return false;
  return stringAttr(element.attrs, 'Label').includes('*');
}

/**
 * `file` read at instance `path`: each path-labelled element labelled as Digital's model names it
 * there (a register labelled `*` in an instance labelled "Reg3" is "Reg3", as tests name it), with
 * the labels given, in file order (what makes this instance differ from the others).
 */
export function labelByPath(file: DigFile, path: string): { file: DigFile; labels: readonly string[] } {
  if (!file.elements.some(pathLabelled)) return { file, labels: [] };
  const labels: string[] = [];
  const elements = file.elements.map((element) => {
    if (!pathLabelled(element)) return element;
    const label = modelLabel(stringAttr(element.attrs, 'Label'), path);
    labels.push(label);
    const attrs = new Map<string, DigValue>(element.attrs);
    attrs.set('Label', label);
    return { ...element, attrs };
  });
  return { file: { ...file, elements }, labels };
}
