import { loadDesigns } from './test-support/designs';
import { describeDesigns } from './test-support/simulation-tests';

/**
 * "One part per bit" with "Flatten": the import as it was before ports and modules were kept (a
 * switch per input bit, an LED per output bit, one sheet), on designs with vectors, submodules
 * through three levels, a clock, ranges and a latch; our two engines and the round trip against
 * Icarus, and the per-bit mapping.
 */
const PICKED = new Set([
  'ripple_adder4.v',
  'port_ranges.v',
  'mux8_vector.v',
  'counter_sync_reset.v',
  'three_levels.v',
  'comb_latch.sv',
]);

describeDesigns(
  'Verilog import one part per bit, flattened, against Icarus Verilog',
  loadDesigns().filter((d) => PICKED.has(d.file)),
  { bits: true, flatten: true },
);
