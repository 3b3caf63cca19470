import { useEffect, useRef, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import type { Problem } from '../stores/problems';
import { selectModalOpen } from '../stores/selectors';
import { Icon } from '../ui/icons';

/** Rows drawn at most (a generated circuit can have thousands of findings). */
const MAX_ROWS = 200;

const SOURCE_WORDS: Record<string, string> = {
  simulator: 'simulator',
  validator: 'checker',
};

/**
 * The current problems of the circuit, errors first: what, where and how to fix it. A click selects
 * the components and wires involved and brings them into view beside the list. Escape or a click
 * outside closes it.
 */
export function ProblemList({ problems }: { problems: readonly Problem[] }): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const selected = useAppStore((s) => s.selectedComponents);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      // The bar holds the button that toggles the list: a press there is not "outside".
      if (ref.current?.parentElement?.contains(event.target as Node)) return;
      useAppStore.getState().setProblemsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A modal dialog over the window owns Esc (it closes the dialog, not this list).
      if (event.key !== 'Escape' || selectModalOpen(useAppStore.getState())) return;
      // Handled: Escape closes the list and does not also clear the selection (edit.deselect).
      event.preventDefault();
      useAppStore.getState().setProblemsOpen(false);
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);

  return (
    <div
      className="problem-list"
      ref={ref}
      role="dialog"
      aria-label="Problems"
      data-testid="problem-list"
      data-covers-canvas=""
    >
      {problems.length === 0 ? (
        <p className="problem-empty">
          <Icon name="check" /> No problems: every input is driven and every LED can light.
        </p>
      ) : (
        <ul>
          {problems.slice(0, MAX_ROWS).map((p) => {
            const active = p.components.length > 0 && p.components.every((id) => selected.has(id));
            return (
              <li key={p.key}>
                <button
                  type="button"
                  className={`problem-row problem-${p.severity}${active ? ' active' : ''}`}
                  data-code={p.code}
                  onClick={() => useAppStore.getState().selectAndReveal(p.components, p.wires)}
                >
                  <Icon name={p.severity === 'error' ? 'warning' : p.severity === 'warning' ? 'warning' : 'info'} />
                  <span className="problem-text">
                    <span className="problem-message">{p.message}</span>
                    <span className="problem-hint">{p.hint}</span>
                    <span className="problem-source">
                      {p.code.toLowerCase().replace(/_/g, ' ')} · {p.sources.map((s) => SOURCE_WORDS[s]).join(' + ')}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
          {problems.length > MAX_ROWS && <li className="problem-more">and {problems.length - MAX_ROWS} more</li>}
        </ul>
      )}
    </div>
  );
}
