import { useEffect, useRef, type ReactElement } from 'react';
import type { TestCase } from '../../../shared/circuit';
import type { TestResult } from '../../../shared/contract';
import {
  differenceOf,
  firstFailedRow,
  resultWords,
  statusOf,
  whereOf,
  type FailedRow,
} from '../model/testing/test-report';
import { useAppStore } from '../stores/app-store';
import { Icon, type IconName } from '../ui/icons';

const STATUS_ICONS: Record<ReturnType<typeof statusOf>, IconName | undefined> = {
  passed: 'check',
  failed: 'cross',
  error: 'warning',
  'not-run': undefined,
};

/** The first failing row, expected against actual; a click shows the test's steps in the waveform with that row under the cursor. */
function Failure({ test, row }: { test: TestCase; row: FailedRow }): ReactElement {
  const caption = `${test.name}: ${whereOf(row).toLowerCase()}: ${row.signals.map(differenceOf).join('; ')}`;
  return (
    <button
      type="button"
      className="test-failure"
      onClick={() => void useAppStore.getState().showTestWaves(test, row.row, caption)}
      title="Show this test's steps in the waveform, at this row"
      data-testid="test-failure"
    >
      <span className="test-where">{whereOf(row)}</span>
      {row.signals.map((s) => (
        <span key={s.signal} className="test-difference">
          <strong>{s.signal}</strong> is <code className="test-actual">{s.actual}</code>, but the test expects{' '}
          <code className="test-expected">{s.expected}</code>
        </span>
      ))}
      <span className="test-open">
        <Icon name="wave" /> Show in the waveform
      </span>
    </button>
  );
}

/** One test: its name, how it did, its tools; the first failing row or the place its text is wrong; its notes. */
function TestItem({ test, result, highlight }: { test: TestCase; result: TestResult | undefined; highlight: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  const status = statusOf(result);
  const icon = STATUS_ICONS[status];
  const failed = result ? firstFailedRow(result) : undefined;
  const running = useAppStore((s) => s.testRunning);
  useEffect(() => {
    if (highlight) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [highlight]);
  const s = useAppStore.getState;
  return (
    <li
      ref={ref}
      className={`test-item test-${status}${highlight ? ' highlight' : ''}`}
      data-test={test.name}
      data-status={status}
    >
      <div className="test-head">
        <span className="test-status" aria-hidden="true">
          {icon ? <Icon name={icon} /> : <span className="test-dot" />}
        </span>
        <span className="test-name" title={test.name}>
          {test.name}
        </span>
        <span className="test-result" data-testid="test-result">
          {resultWords(result)}
        </span>
        <span className="test-tools">
          <button
            type="button"
            className="tool-button small"
            title={`Run ${test.name}`}
            aria-label={`Run ${test.name}`}
            disabled={running}
            onClick={() => void s().runOneTest(test)}
          >
            <Icon name="play" />
          </button>
          <button
            type="button"
            className="tool-button small"
            title={`Show the steps of ${test.name} in the waveform`}
            aria-label={`Show the steps of ${test.name} in the waveform`}
            onClick={() => void s().showTestWaves(test, failed?.row)}
          >
            <Icon name="wave" />
          </button>
          <button
            type="button"
            className="tool-button small"
            title={`Edit or rename ${test.name}`}
            aria-label={`Edit ${test.name}`}
            onClick={() => s().editTest(test)}
          >
            <Icon name="pencil" />
          </button>
          <button
            type="button"
            className="tool-button small"
            title={`Remove ${test.name} (Ctrl+Z brings it back)`}
            aria-label={`Remove ${test.name}`}
            onClick={() => void s().removeTest(test)}
          >
            <Icon name="trash" />
          </button>
        </span>
      </div>
      {failed && <Failure test={test} row={failed} />}
      {result?.error && (
        <button
          type="button"
          className="test-run-error"
          onClick={() => s().editTest(test, result.error)}
          title="Open the test at this place"
        >
          Line {result.error.line}, column {result.error.column}: {result.error.message}
        </button>
      )}
      {result?.notes?.map((note) => (
        <button
          key={`${note.line} ${note.message}`}
          type="button"
          className="test-run-note"
          data-testid="test-note"
          onClick={() => s().editTest(test, { line: note.line, column: 1, message: note.message })}
          title="Open the test at this line"
        >
          Line {note.line}: {note.message}
        </button>
      ))}
    </li>
  );
}

/** The open circuit's tests with how each did in the last run. */
export function TestList({ tests }: { tests: readonly TestCase[] }): ReactElement {
  const results = useAppStore((s) => s.testResults);
  const highlight = useAppStore((s) => s.testHighlight);
  return (
    <ul className="test-list">
      {tests.map((test) => (
        <TestItem key={test.id} test={test} result={results.get(test.name)} highlight={highlight === test.id} />
      ))}
    </ul>
  );
}
