import type { ReactElement } from 'react';
import { uniqueTestName } from '../model/testing/test-from-table';
import { runSummary } from '../model/testing/test-report';
import { tableSides } from '../model/truth-table-view';
import { actionTooltip, runAction } from '../actions/manager';
import { DockablePanel } from '../panels/DockablePanel';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { TestEditor } from './TestEditor';
import { TestList } from './TestList';
import { useCircuitTests } from './use-circuit-tests';

/** A new test starts with a header naming the circuit's clocks, inputs and outputs. */
function startNewTest(names: readonly string[]): void {
  const s = useAppStore.getState();
  const parts = [...(s.replica?.state.components() ?? [])];
  const clocks = parts.filter((c) => c.type === 'CLOCK').map((c) => c.label);
  const { inputs, outputs } = tableSides(parts);
  const header = [...clocks, ...inputs.map((i) => i.label), ...outputs.map((o) => o.label)].join(' ');
  s.startNewTest(uniqueTestName(names, 'Test'), header ? `${header}\n` : '');
}

/** How the last run went, in one line: running, refused, or the summary (and whether it is still current). */
function RunLine(): ReactElement | null {
  const running = useAppStore((s) => s.testRunning);
  const error = useAppStore((s) => s.testRunError);
  const run = useAppStore((s) => s.testRun);
  const stale = useAppStore((s) => s.testResultsStale);
  if (running) return <p className="test-summary">Running…</p>;
  if (error)
    return (
      <p className="test-summary test-summary-error" role="status">
        {error.message}
        {error.hint && <span className="test-summary-hint">{error.hint}</span>}
      </p>
    );
  if (!run) return null;
  return (
    <p className={`test-summary ${run.passed ? 'passed' : 'failed'}`} role="status" data-testid="test-summary">
      <Icon name={run.passed ? 'check' : 'cross'} />
      <span>{runSummary(run)}</span>
      {stale && <span className="test-summary-hint">The circuit has changed since: run them again.</span>}
    </p>
  );
}

/**
 * The Tests panel: the open circuit's tests in Digital's test-case language, how each did in the
 * last run and, for a failure, its first failing row (a click shows its steps in the waveform); add,
 * rename, edit and remove them (each one undoable change), run one or all.
 */
export function TestsPanel(): ReactElement {
  const tests = useCircuitTests();
  const draft = useAppStore((s) => s.testDraft);
  const hasCircuit = useAppStore((s) => s.replica !== undefined);
  const running = useAppStore((s) => s.testRunning);
  const names = tests.map((t) => t.name);

  const tools = (
    <>
      <button
        type="button"
        className="tool-button"
        onClick={() => runAction('tests.runAll')}
        disabled={!hasCircuit || running || tests.length === 0}
        title={actionTooltip('tests.runAll')}
        aria-label="Run all tests"
        data-testid="tests-run-all"
      >
        <Icon name="play" />
      </button>
      <button
        type="button"
        className="tool-button"
        onClick={() => startNewTest(names)}
        disabled={!hasCircuit || draft !== undefined}
        title="Write a new test"
        aria-label="New test"
        data-testid="tests-new"
      >
        <Icon name="plus" />
      </button>
    </>
  );

  return (
    <DockablePanel
      id="tests"
      title="Tests"
      className="tests-panel"
      testId="tests"
      tools={tools}
      closeLabel="Close the tests"
      onClose={() => useAppStore.getState().setTestsOpen(false)}
    >
      <div className="tests-body">
        {draft ? (
          <TestEditor draft={draft} />
        ) : (
          <>
            <RunLine />
            {tests.length === 0 ? (
              <p className="panel-empty">
                No tests yet. A test sets the inputs row by row and says what the outputs must be. Write one with +, or
                make one from the truth table (T).
              </p>
            ) : (
              <TestList tests={tests} />
            )}
          </>
        )}
      </div>
    </DockablePanel>
  );
}
