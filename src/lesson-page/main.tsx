import { createRoot } from 'react-dom/client';
import type { SubcircuitLibrary } from '../core/simulation/hierarchy/flatten';
import { PAGE_CLASSES, readLiveCircuitData, readPageLibrary } from '../core/lessons/page/page-data';
import { libraryOf } from '../core/lessons/page/page-library';
import { LiveCircuit } from './live-model';
import { LiveCircuitView } from './LiveCircuitView';

/** A block that cannot be shown live: its message in place of the placeholder. */
function showProblem(placeholder: Element, message: string): void {
  const note = document.createElement('p');
  note.className = PAGE_CLASSES.blockProblem;
  note.textContent = message;
  placeholder.replaceChildren(note);
}

/** The subcircuit definitions the page carries (none when its circuits place no subcircuits). */
function pageLibrary(): SubcircuitLibrary {
  const script = document.querySelector(`script.${PAGE_CLASSES.library}`);
  if (!script) return () => undefined;
  const read = readPageLibrary(script.textContent ?? '');
  if ('problem' in read) {
    console.warn(read.problem);
    return () => undefined;
  }
  return libraryOf(read.definitions);
}

/** Mounts one live circuit into its placeholder. */
function mountCircuit(placeholder: Element, json: string, library: SubcircuitLibrary): void {
  const data = readLiveCircuitData(json);
  if ('problem' in data) return showProblem(placeholder, data.problem);
  const model = LiveCircuit.open(data.circuit, library);
  if (!model.success) return showProblem(placeholder, model.error);
  createRoot(placeholder).render(<LiveCircuitView model={model.data} name={data.name} />);
}

/** Fills every block placeholder of the page: live circuits, and exercises moved into place. */
function start(): void {
  const library = pageLibrary();
  for (const placeholder of document.querySelectorAll(`.${PAGE_CLASSES.block}[data-block]`)) {
    const n = placeholder.getAttribute('data-block') ?? '';
    if (!/^\d+$/.test(n)) continue;
    const data = document.querySelector(`script.${PAGE_CLASSES.circuitData}[data-block="${n}"]`);
    const exercise = document.querySelector(`section.${PAGE_CLASSES.exercise}[data-block="${n}"]`);
    try {
      if (data) mountCircuit(placeholder, data.textContent ?? '', library);
      else if (exercise) {
        exercise.removeAttribute('hidden');
        placeholder.replaceWith(exercise);
      }
    } catch (error) {
      showProblem(
        placeholder,
        `This circuit could not be shown: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  document.documentElement.setAttribute('data-live', 'ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
