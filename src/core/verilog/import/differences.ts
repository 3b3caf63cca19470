import type { Design } from './design';

/**
 * The import report's notes on where the imported circuit cannot behave as a Verilog simulator
 * runs the source (see docs/VERILOG.md, "Where a simulator differs"): storage with no initial
 * value starts at 0 here and unknown (x) there; a flip-flop with both an asynchronous set and
 * reset follows their levels here (as hardware does) and their edges there.
 */
export function differenceNotes(designs: Iterable<Design>): { notes: string[]; warnings: string[] } {
  let uninitialised = 0;
  const setAndReset: string[] = [];
  for (const design of designs) {
    uninitialised += design.differences.uninitialised;
    setAndReset.push(...design.differences.setAndReset);
  }
  // Most sequential designs have storage with no initial value: a note, not a warning.
  const notes: string[] = [];
  if (uninitialised > 0) {
    const what =
      uninitialised === 1
        ? '1 flip-flop or latch has'
        : `${uninitialised.toLocaleString('en')} flip-flops and latches have`;
    notes.push(
      `${what} no initial value: they start at 0 here, unknown (x) in a Verilog simulator until a reset or a first write.`,
    );
  }
  const warnings: string[] = [];
  if (setAndReset.length > 0) {
    const names =
      setAndReset
        .slice(0, 6)
        .map((name) => `"${name}"`)
        .join(', ') + (setAndReset.length > 6 ? ` and ${setAndReset.length - 6} more` : '');
    warnings.push(
      `${names} ${setAndReset.length === 1 ? 'has' : 'have'} both an asynchronous set and reset. Here, as in hardware, when the reset ends while the set is still on, the flip-flop is set at once; a Verilog simulator reacts to their edges only and keeps it reset until the next clock or set edge.`,
    );
  }
  return { notes, warnings };
}
