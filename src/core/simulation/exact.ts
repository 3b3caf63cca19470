import type { ComponentModel } from './models';

/** Result of {@link evaluateExact}: known-bit masks and values of the outputs and stored bits. */
export interface ExactResult {
  outKnown: number;
  outValue: number;
  stKnown: number;
  stValue: number;
}

/** Above this many unknown bits a block's outputs are simply all unknown (2^14 evaluations is the cap). */
const MAX_UNKNOWN_BITS = 14;

/**
 * Evaluates a block or storage model with unknown inputs or stored bits exactly: every completion
 * of the unknown bits is evaluated and an output (or stored) bit is known when all completions
 * agree on it. Known bits of the result are in `*Known`, their values in `*Value`.
 *
 * @param inKnown mask of inputs that are 0 or 1; `inValue` holds their values.
 * @param edge whether the clock input just rose (already decided by the engine; X never clocks).
 */
export function evaluateExact(
  model: ComponentModel,
  inKnown: number,
  inValue: number,
  stKnown: number,
  stValue: number,
  edge: boolean,
  result: ExactResult,
): void {
  const nIn = model.inputs.length;
  const inMask = (1 << nIn) - 1;
  const stMask = (1 << model.stateBits) - 1;
  const outMask = (1 << model.outputs.length) - 1;
  const unknown = (~inKnown & inMask) | ((~stKnown & stMask) << nIn);
  const base = (inValue & inKnown & inMask) | ((stValue & stKnown & stMask) << nIn);
  const next = model.next;
  const out = model.out!;

  if (unknown === 0) {
    const st = next ? next(base & inMask, base >>> nIn, edge) & stMask : 0;
    result.outKnown = outMask;
    result.outValue = out(base & inMask, st) & outMask;
    result.stKnown = stMask;
    result.stValue = st;
    return;
  }
  if (popCount(unknown) > MAX_UNKNOWN_BITS) {
    result.outKnown = 0;
    result.outValue = 0;
    result.stKnown = 0;
    result.stValue = 0;
    return;
  }
  let outAll = outMask;
  let outAny = 0;
  let stAll = stMask;
  let stAny = 0;
  // Enumerate every subset of the unknown bits (standard sub-mask walk, ending back at 0).
  let sub = 0;
  do {
    const vars = base | sub;
    const inp = vars & inMask;
    const st = next ? next(inp, vars >>> nIn, edge) & stMask : 0;
    const o = out(inp, st) & outMask;
    outAll &= o;
    outAny |= o;
    stAll &= st;
    stAny |= st;
    sub = (sub - unknown) & unknown;
  } while (sub !== 0);
  result.outKnown = ~(outAll ^ outAny) & outMask;
  result.outValue = outAll;
  result.stKnown = ~(stAll ^ stAny) & stMask;
  result.stValue = stAll;
}

function popCount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}
