import { describe, expect, it } from 'vitest';
import { run } from '../test-support/run';

describe('circuitforge simulate', () => {
  it('sets switches by label and prints what the LEDs show', async () => {
    expect(await run(['simulate', 'half-adder.json', '--set', 'A=1,B=1'])).toEqual({
      code: 0,
      out: 'SUM    off\nCARRY  on\n',
      err: '',
    });
    expect((await run(['simulate', 'half-adder.json', '--set', 'A=1', '--set', 'b=0'])).out).toBe(
      'SUM    on\nCARRY  off\n',
    );
  });

  it('runs clock cycles: the counter shows 5 after five', async () => {
    const answer = await run(['simulate', 'counter.json', '--clock', '5']);
    expect(answer.out).toBe('L0  on\nL1  off\nL2  on\nL3  off\n');
    expect(answer.code).toBe(0);
  });

  it('reads output ports of an imported Logisim file, as JSON', async () => {
    const answer = await run(['simulate', 'half-adder.circ', '--set', 'A=1,B=0', '--json']);
    expect(JSON.parse(answer.out)).toEqual({
      file: 'half-adder.circ',
      inputs: { A: 1, B: 0 },
      clockCycles: 0,
      outputs: [
        { label: 'S', kind: 'port', value: '1' },
        { label: 'C', kind: 'port', value: '0' },
      ],
      problems: [],
    });
  });

  it('names the inputs there are for an unknown label, exit 2', async () => {
    expect(await run(['simulate', 'half-adder.json', '--set', 'X=1'])).toEqual({
      code: 2,
      out: '',
      err: 'No input called X; the inputs are A, B.\n',
    });
  });

  it('refuses a value an input cannot take, and a clock count that is not a number', async () => {
    const value = await run(['simulate', 'half-adder.json', '--set', 'A=7']);
    expect(value).toMatchObject({ code: 2, err: 'A takes 0 or 1, not “7”. Set it to 0 or 1.\n' });
    const clock = await run(['simulate', 'counter.json', '--clock', 'lots']);
    expect(clock.code).toBe(2);
    expect(clock.err).toContain("option '-c, --clock <n>' argument 'lots' is invalid.");
  });
});
