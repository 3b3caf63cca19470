import { designsOf } from './test-support/designs';
import { describeDesigns } from './test-support/simulation-tests';

/**
 * Sequential designs (counters, shift registers, state machines, a negative-edge flop, reset
 * values of 1, a latch, hierarchy): brought to a known state by their reset (or load, or enough
 * cycles), then 2,000 random cycles; our two engines and the round trip against Icarus.
 */
describeDesigns('Verilog import of sequential designs, against Icarus Verilog', designsOf('sequential'));
