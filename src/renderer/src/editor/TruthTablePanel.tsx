import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useAppStore, type AppState } from '../stores/app-store';
import {
  cellText,
  inputBits,
  MAX_LISTED_INPUTS,
  rowOfValues,
  tableSides,
  valuesOf,
  type TableSides,
} from '../model/truth-table-view';
import { DockablePanel } from '../panels/DockablePanel';
import { Icon } from '../ui/icons';

type TableState =
  | { kind: 'loading' }
  | { kind: 'table'; rows: readonly { inputs: string[]; outputs: string[] }[] }
  | { kind: 'message'; text: string; hint?: string };

/** How long the table waits after a change before asking again (a drag sends many changes). */
const SETTLE_MS = 150;

/**
 * The truth table of the open circuit, computed by the simulator: every combination of its
 * switches, buttons and input ports (a wide port's values as numbers) against its LEDs, probes and
 * output ports. The row the inputs are in now is marked; a click on a row puts the inputs there
 * (simulation, not an edit). "Make a test" turns the table
 * shown into a test of the circuit (one undoable change), opened in the Tests panel.
 */
export function TruthTablePanel(): ReactElement {
  const circuitId = useAppStore((s) => s.replica?.circuitId);
  const docVersion = useAppStore((s) => s.docVersion);
  const sides = useMemo<TableSides>(
    () => tableSides(useAppStore.getState().replica?.state.components() ?? []),
    // The replica is mutated in place; docVersion counts its changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [docVersion, circuitId],
  );
  const table = useTable(circuitId, sides);
  const widths = sides.inputs.map((i) => i.width);
  const current = useAppStore((s) =>
    rowOfValues(
      sides.inputs.map((i) => inputValue(s, i.id, i.width)),
      widths,
    ),
  );

  const setRow = (row: number) => {
    const s = useAppStore.getState();
    valuesOf(row, widths).forEach((value, i) => {
      const { id, width } = sides.inputs[i]!;
      if (inputValue(s, id, width) === value) return;
      if (width === 1) void s.setSimInput(id, value === 1);
      else void s.setSimValue(id, value);
    });
  };

  const makeTest = () => {
    if (table.kind !== 'table') return;
    void useAppStore.getState().addTestFromTable({
      inputs: sides.inputs.map((i) => i.label),
      outputs: sides.outputs.map((o) => o.label),
      rows: table.rows,
    });
  };

  return (
    <DockablePanel
      id="truthTable"
      title="Truth table"
      className="truth-table-panel"
      testId="truth-table"
      closeLabel="Close the truth table"
      onClose={() => useAppStore.getState().toggleTruthTable()}
      tools={
        <button
          type="button"
          className="tool-button"
          onClick={makeTest}
          disabled={table.kind !== 'table'}
          title="Make a test from this table: the circuit must keep giving these outputs"
          aria-label="Make a test from the truth table"
          data-testid="truth-table-make-test"
        >
          <Icon name="tests" />
        </button>
      }
    >
      {table.kind === 'message' ? (
        <p className="panel-empty">
          {table.text}
          {table.hint && <span className="truth-table-hint">{table.hint}</span>}
        </p>
      ) : table.kind === 'loading' ? (
        <p className="panel-empty">Working it out…</p>
      ) : (
        <div className="truth-table-scroll">
          <table className="truth-table">
            <thead>
              <tr>
                {sides.inputs.map((i, n) => (
                  <th key={i.id} className={n === sides.inputs.length - 1 ? 'truth-input last' : 'truth-input'}>
                    {i.label}
                  </th>
                ))}
                {sides.outputs.map((o) => (
                  <th key={o.id} className="truth-output">
                    {o.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr
                  key={r}
                  className={r === current ? 'current' : undefined}
                  onClick={() => setRow(r)}
                  title="Set the switches to this row"
                  data-row={r}
                >
                  {row.inputs.map((v, n) => (
                    <td key={n} className={cellClass(v, n === row.inputs.length - 1)}>
                      {cellText(v)}
                    </td>
                  ))}
                  {row.outputs.map((v, n) => (
                    <td key={`o${n}`} className={cellClass(v, false)}>
                      {cellText(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DockablePanel>
  );
}

/** A cell's look: its bit (truth-0, truth-1, truth-x, truth-z), or a wide value's (truth-wide, truth-x when a bit is unknown). */
function cellClass(value: string, lastInput: boolean): string {
  const kind = value.length === 1 ? value.toLowerCase() : /[XZ]/.test(value) ? 'x' : 'wide';
  return `truth-${kind}${lastInput ? ' last' : ''}`;
}

/** Where an input stands in the live simulation: a switch's 0 or 1, an input port's number. */
function inputValue(s: AppState, id: string, width: number): number {
  if (width === 1) return s.simInputOn(id) ? 1 : 0;
  const bits = s.simComponents.get(s.insideScope + id)?.bus;
  return bits !== undefined && /^[01]+$/.test(bits) ? parseInt(bits, 2) : 0;
}

/** Why a circuit has no table to ask for, or undefined when it has one. */
function missingTable(sides: TableSides): TableState | undefined {
  if (sides.inputs.length === 0 || sides.outputs.length === 0) {
    return {
      kind: 'message',
      text: 'Add switches, push buttons or input ports as inputs and LEDs, probes or output ports as outputs to see the truth table.',
    };
  }
  const bits = inputBits(sides);
  if (bits > MAX_LISTED_INPUTS) {
    return {
      kind: 'message',
      text: `${bits} input bits make ${(2 ** bits).toLocaleString('en')} rows.`,
      hint: `The table lists circuits of up to ${MAX_LISTED_INPUTS} input bits (switches, buttons, the bits of input ports).`,
    };
  }
  return undefined;
}

/** The columns of a table, as one string: an answer for other columns is not shown. */
const columnsOf = (inputs: readonly string[], outputs: readonly string[]) => `${inputs.join(',')}→${outputs.join(',')}`;

/**
 * Asks the simulator for the table whenever the circuit changes (once it has been still for a
 * moment). Until the new answer comes, the last one stays if it has the same columns.
 */
function useTable(circuitId: string | undefined, sides: TableSides): TableState {
  const missing = missingTable(sides);
  const columns = columnsOf(
    sides.inputs.map((i) => i.label),
    sides.outputs.map((o) => o.label),
  );
  const [answer, setAnswer] = useState<{ columns: string; state: TableState }>();
  useEffect(() => {
    if (!circuitId || missing) return;
    let active = true;
    const timer = setTimeout(() => {
      void useAppStore
        .getState()
        .truthTable(
          circuitId,
          sides.inputs.map((i) => i.label),
          sides.outputs.map((o) => o.label),
        )
        .then((result) => {
          if (!active) return;
          setAnswer(
            result.success
              ? {
                  columns: columnsOf(result.data.inputs, result.data.outputs),
                  state: { kind: 'table', rows: result.data.rows },
                }
              : { columns, state: { kind: 'message', text: result.error, hint: result.hint } },
          );
        });
    }, SETTLE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // `missing` and `columns` follow from `sides` (new after every change of the circuit).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [circuitId, sides]);
  if (missing) return missing;
  return answer?.columns === columns ? answer.state : { kind: 'loading' };
}
