import type { ExpansionBuilder, Signal } from './expansion-builder';
import type { BitPin } from './expansion-types';

/** A number as its bits inside an expansion, lowest first. */
export type Word = readonly Signal[];

/** x + y + cin with a ripple of full adders (the words are as long as each other): the sum and the last carry. */
export function addWords(
  b: ExpansionBuilder,
  name: string,
  x: Word,
  y: Word,
  cin: Signal,
): { readonly sum: BitPin[]; readonly carry: BitPin } {
  const sum: BitPin[] = [];
  let carry: Signal = cin;
  x.forEach((xi, i) => {
    const fa = b.add(`${name}${i}`, 'FULL_ADDER');
    b.feed(xi, fa, 'A');
    b.feed(y[i] ?? b.low(), fa, 'B');
    b.feed(carry, fa, 'CIN');
    sum.push({ component: fa, pin: 'S' });
    carry = { component: fa, pin: 'COUT' };
  });
  return { sum, carry: carry as BitPin };
}

/** The inverse of each bit. */
export function invertWord(b: ExpansionBuilder, name: string, x: Word): BitPin[] {
  return x.map((xi, i) => b.not(`${name}${i}`, xi));
}

/** x − y − borrow (x + ~y + ~borrow): the difference and whether nothing was borrowed (the last carry). */
export function subtractWords(
  b: ExpansionBuilder,
  name: string,
  x: Word,
  y: Word,
  borrow?: Signal,
): { readonly sum: BitPin[]; readonly carry: BitPin } {
  const cin = borrow === undefined ? b.high() : b.not(`${name}bi`, borrow);
  return addWords(b, name, x, invertWord(b, `${name}n`, y), cin);
}

/** Each bit ANDed with `s`: the word when s is 1, zero when 0. */
export function gateWord(b: ExpansionBuilder, name: string, x: Word, s: Signal): BitPin[] {
  return x.map((xi, i) => b.gate(`${name}${i}`, 'AND_2', [xi, s]));
}

/** −x in two's complement when `s` is 1 (each bit flipped, plus one), x when 0. */
export function negateIf(b: ExpansionBuilder, name: string, x: Word, s: Signal): BitPin[] {
  const flipped = x.map((xi, i) => b.gate(`${name}x${i}`, 'XOR_2', [xi, s]));
  return addWords(b, name, flipped, [], s).sum;
}

/** `ifOne` where `s` is 1, `ifZero` where it is 0, bit by bit (2-input multiplexers). */
export function chooseWord(b: ExpansionBuilder, name: string, s: Signal, ifZero: Word, ifOne: Word): BitPin[] {
  return ifZero.map((zi, i) => {
    const mux = b.add(`${name}${i}`, 'MUX_2');
    b.feed(zi, mux, 'I0');
    b.feed(ifOne[i]!, mux, 'I1');
    b.feed(s, mux, 'S');
    return { component: mux, pin: 'Y' };
  });
}
