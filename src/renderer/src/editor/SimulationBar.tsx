import { useMemo, type ReactElement } from 'react';
import type { LogicValue } from '../../../shared/contract';
import { actionTooltip, runAction } from '../actions/manager';
import { useAppStore } from '../stores/app-store';
import { selectProblemIndex } from '../stores/problems-slice';
import { Icon } from '../ui/icons';

/** Clock speeds offered, as multiples of real time. */
const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 100, 1000];
/** Clocks named in the bar; more are counted. */
const SHOWN_CLOCKS = 2;

const speedLabel = (speed: number) => `${speed}×`;

/** The clocks of the open circuit (id and label), recomputed only when the circuit changes. */
function useClocks(): readonly { id: string; label: string }[] {
  const replica = useAppStore((s) => s.replica);
  const version = useAppStore((s) => s.docVersion);
  return useMemo(() => {
    void version;
    if (!replica) return [];
    return [...replica.state.components()]
      .filter((c) => c.type === 'CLOCK')
      .map((c) => ({ id: c.id, label: c.label }))
      .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
  }, [replica, version]);
}

function ClockLevel({ id, label }: { id: string; label: string }): ReactElement {
  const value: LogicValue | undefined = useAppStore((s) => s.simComponents.get(id)?.value);
  return (
    <span className="sim-clock" data-testid={`sim-clock-${label}`} data-value={value ?? ''}>
      <span className={`sim-clock-dot sim-level-${(value ?? 'none').toLowerCase()}`} aria-hidden="true" />
      {label} <b>{value ?? '·'}</b>
    </span>
  );
}

/**
 * The live simulation's controls over the canvas: run/pause and step the clocks (by half-periods),
 * their speed, reset, the simulation time, the clocks' levels, and the problems the simulator and
 * the validator see. The buttons run the same actions as the keyboard and the desktop menu.
 */
export function SimulationBar(): ReactElement | null {
  const circuitId = useAppStore((s) => s.simCircuitId);
  const running = useAppStore((s) => s.simRunning);
  const time = useAppStore((s) => s.simTime);
  const speed = useAppStore((s) => s.simSpeed);
  const problems = useAppStore((s) => selectProblemIndex(s).problems);
  const problemsOpen = useAppStore((s) => s.problemsOpen);
  const clocks = useClocks();
  if (circuitId === undefined) return null;
  const hasClock = clocks.length > 0;
  const errors = problems.filter((p) => p.severity === 'error').length;
  // Only notes (a break that paused the clocks): told as such, not as problems.
  const notesOnly = problems.length > 0 && problems.every((p) => p.severity === 'info');
  const speeds = SPEEDS.includes(speed) ? SPEEDS : [...SPEEDS, speed].sort((a, b) => a - b);

  return (
    <div className="sim-bar-anchor">
      <div
        className="sim-bar"
        role="toolbar"
        aria-label="Simulation"
        data-testid="sim-bar"
        data-running={running ? 'yes' : 'no'}
        data-covers-canvas=""
      >
        <button
          type="button"
          className={running ? 'tool-button active' : 'tool-button'}
          onClick={() => runAction('sim.toggleRun')}
          disabled={!hasClock}
          title={hasClock ? actionTooltip('sim.toggleRun') : 'No clock to run: add a Clock from the palette'}
          aria-label={running ? 'Pause the clocks' : 'Run the clocks'}
          data-testid="sim-run"
        >
          <Icon name={running ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className="tool-button"
          onClick={() => runAction('sim.step')}
          disabled={!hasClock}
          title={hasClock ? `${actionTooltip('sim.step')}: half a period of the fastest clock` : 'No clock to step'}
          aria-label="Step half a clock period"
          data-testid="sim-step"
        >
          <Icon name="step" />
        </button>
        <select
          className="sim-speed"
          value={speed}
          onChange={(e) => void useAppStore.getState().setSimSpeed(Number(e.target.value))}
          title="Clock speed, as a multiple of real time"
          aria-label="Clock speed"
          data-testid="sim-speed"
        >
          {speeds.map((s) => (
            <option key={s} value={s}>
              {speedLabel(s)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="tool-button"
          onClick={() => runAction('sim.reset')}
          title={`${actionTooltip('sim.reset')}: stored bits to 0, switches to their initial position`}
          aria-label="Reset the simulation"
          data-testid="sim-reset"
        >
          <Icon name="reset" />
        </button>
        <span className="sim-bar-divider" aria-hidden="true" />
        <span className="sim-time" title="Simulation time, in gate delays" data-testid="sim-time">
          t {Math.round(time).toLocaleString('en-US')}
        </span>
        {hasClock ? (
          <span className="sim-clocks">
            {clocks.slice(0, SHOWN_CLOCKS).map((c) => (
              <ClockLevel key={c.id} id={c.id} label={c.label} />
            ))}
            {clocks.length > SHOWN_CLOCKS && <span className="sim-more">+{clocks.length - SHOWN_CLOCKS}</span>}
          </span>
        ) : (
          <span className="sim-clocks sim-muted">No clock</span>
        )}
        <span className="sim-bar-divider" aria-hidden="true" />
        <button
          type="button"
          className={`sim-problems-button${problems.length === 0 ? ' sim-ok' : errors > 0 ? ' sim-has-errors' : notesOnly ? ' sim-has-notes' : ' sim-has-warnings'}${problemsOpen ? ' active' : ''}`}
          onClick={() => useAppStore.getState().setProblemsOpen(!problemsOpen)}
          aria-expanded={problemsOpen}
          title={problems.length === 0 ? 'No problems found' : 'Show the problems found in this circuit'}
          data-testid="sim-problems"
          data-problems-toggle=""
          data-count={problems.length}
        >
          <Icon name={problems.length === 0 ? 'check' : notesOnly ? 'info' : 'warning'} />
          {problems.length === 0
            ? 'No problems'
            : notesOnly
              ? `${problems.length} note${problems.length === 1 ? '' : 's'}`
              : `${problems.length} problem${problems.length === 1 ? '' : 's'}`}
        </button>
      </div>
    </div>
  );
}
