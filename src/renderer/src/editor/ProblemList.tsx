import { useEffect, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { selectModalOpen } from '../stores/selectors';
import { selectProblemIndex } from '../stores/problems-slice';
import { DockablePanel } from '../panels/DockablePanel';
import { Icon } from '../ui/icons';

/** Rows drawn at most (a generated circuit can have thousands of findings). */
const MAX_ROWS = 200;

const SOURCE_WORDS: Record<string, string> = {
  simulator: 'simulator',
  validator: 'checker',
};

/**
 * The current problems of the circuit, errors first: what, where and how to fix it. A click selects
 * the components and wires involved and brings them into view beside the list. Floating, it is a
 * list opened from the simulation bar, and Escape or a click outside closes it; docked, it stays
 * until closed.
 */
export function ProblemList(): ReactElement {
  const problems = useAppStore((s) => selectProblemIndex(s).problems);
  const selected = useAppStore((s) => s.selectedComponents);
  const floating = useAppStore((s) => s.panelPlacements.problems.mode === 'floating');

  useEffect(() => {
    if (!floating) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // The bar's button toggles the list itself: a press there is not "outside".
      if (target.closest('[data-panel="problems"], [data-problems-toggle]')) return;
      useAppStore.getState().setProblemsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A modal dialog over the window owns Esc (it closes the dialog, not this list); so does an open menu.
      if (
        event.key !== 'Escape' ||
        selectModalOpen(useAppStore.getState()) ||
        (event.target as Element).closest?.('[role="menu"]')
      )
        return;
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
  }, [floating]);

  return (
    <DockablePanel
      id="problems"
      title="Problems"
      className="problem-list"
      testId="problem-list"
      role="dialog"
      closeLabel="Close the problems"
      onClose={() => useAppStore.getState().setProblemsOpen(false)}
    >
      <div className="problem-scroll">
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
    </DockablePanel>
  );
}
