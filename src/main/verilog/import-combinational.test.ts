import { designsOf } from './test-support/designs';
import { describeDesigns } from './test-support/simulation-tests';

/**
 * Combinational designs (adders, comparator, decoder, multiplexers, parity, priority encoder,
 * 7-segment decoder, ALU, SystemVerilog always_comb): exhaustive up to 12 input bits, else 2,000
 * seeded random vectors; our two engines and the round trip against Icarus on the source.
 */
describeDesigns('Verilog import of combinational designs, against Icarus Verilog', designsOf('combinational'));
