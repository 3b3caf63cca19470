import { CircuitBuilder } from './circuit-builder';

/**
 * Storage built from gates, whose loops start X unless the circuit powers on from 0 (`powerOn:
 * 'zero'`). Every label starts with `prefix`, so several fit in one circuit.
 */

/** An SR latch of two NOR gates: switches `S` and `R`, Q = `GQ` = NOR(R, Qn), Qn = `GQn` = NOR(S, Q). */
export function norLatch(prefix = '', builder = new CircuitBuilder()): CircuitBuilder {
  for (const [label, type] of [
    ['S', 'SWITCH_TOGGLE'],
    ['R', 'SWITCH_TOGGLE'],
    ['GQ', 'NOR_2'],
    ['GQn', 'NOR_2'],
  ] as const)
    builder.add(`${prefix}${label}`, type);
  const wires: [string, string][] = [
    ['R.out', 'GQ.a'],
    ['GQn.out', 'GQ.b'],
    ['S.out', 'GQn.a'],
    ['GQ.out', 'GQn.b'],
  ];
  for (const [from, to] of wires) builder.wire(`${prefix}${from}`, `${prefix}${to}`);
  return builder;
}

/**
 * Digital's `JK-MS` example drawn with our parts: switches `J`, `K`, `C`; a master NOR latch
 * (`M`, `Mn`) set by J·C·Qn and reset by K·C·Q, and a slave NOR latch (`Q`, `Qn`) taking the master
 * while C is 0.
 */
export function jkMasterSlave(prefix = '', builder = new CircuitBuilder()): CircuitBuilder {
  for (const [label, type] of [
    ['J', 'SWITCH_TOGGLE'],
    ['K', 'SWITCH_TOGGLE'],
    ['C', 'SWITCH_TOGGLE'],
    ['NC', 'NOT'],
    ['SET', 'AND_3'],
    ['RST', 'AND_3'],
    ['M', 'NOR_2'],
    ['Mn', 'NOR_2'],
    ['SS', 'AND_2'],
    ['SR', 'AND_2'],
    ['Q', 'NOR_2'],
    ['Qn', 'NOR_2'],
  ] as const)
    builder.add(`${prefix}${label}`, type);
  const wires: [string, string][] = [
    ['C.out', 'SET.b'],
    ['C.out', 'RST.b'],
    ['C.out', 'NC.in'],
    ['J.out', 'SET.a'],
    ['Qn.out', 'SET.c'],
    ['K.out', 'RST.a'],
    ['Q.out', 'RST.c'],
    ['RST.out', 'M.a'],
    ['Mn.out', 'M.b'],
    ['SET.out', 'Mn.a'],
    ['M.out', 'Mn.b'],
    ['NC.out', 'SS.b'],
    ['NC.out', 'SR.b'],
    ['M.out', 'SS.a'],
    ['Mn.out', 'SR.a'],
    ['SR.out', 'Q.a'],
    ['Qn.out', 'Q.b'],
    ['SS.out', 'Qn.a'],
    ['Q.out', 'Qn.b'],
  ];
  for (const [from, to] of wires) builder.wire(`${prefix}${from}`, `${prefix}${to}`);
  return builder;
}
