import { describe, expect, it } from 'vitest';
import { parseLessonBlocks } from './blocks';

const INLINE = JSON.stringify({
  components: [{ id: 'a', type: 'SWITCH_TOGGLE', label: 'A', x: 0, y: 0, rotation: 0, properties: {} }],
  wires: [],
});
const context = { exercises: ['half-adder', 'mux'], hasCircuit: (id: string) => id === 'c_adder' };

describe('blocks of a lesson', () => {
  it('splits text, circuits by ref or inline, and exercises, in order with their lines', () => {
    const text = [
      '# Adders',
      'Flip the switches:',
      '```circuit',
      'ref: c_adder',
      '```',
      'Or this one:',
      '```circuit',
      INLINE,
      '```',
      '',
      '```exercise half-adder',
      '```',
      'The end.',
    ].join('\n');
    const segments = parseLessonBlocks(text, context);
    expect(segments).toEqual([
      { kind: 'markdown', line: 1, text: '# Adders\nFlip the switches:' },
      { kind: 'circuit', line: 3, ref: 'c_adder', known: true },
      { kind: 'markdown', line: 6, text: 'Or this one:' },
      { kind: 'circuit', line: 7, circuit: JSON.parse(INLINE) as unknown },
      { kind: 'exercise', line: 11, id: 'half-adder', known: true },
      { kind: 'markdown', line: 13, text: 'The end.' },
    ]);
  });

  it('leaves other code blocks to the Markdown, ~~~ fences and longer fences included', () => {
    const text = '````\n```circuit\nref: c_adder\n```\n````\n~~~circuit\nref: c_adder\n~~~\n```js\nx\n```';
    const segments = parseLessonBlocks(text, context);
    expect(segments.map((s) => s.kind)).toEqual(['markdown', 'circuit', 'markdown']);
    expect(segments[0]).toEqual({ kind: 'markdown', line: 1, text: '````\n```circuit\nref: c_adder\n```\n````' });
  });

  it('flags unknown circuit refs and exercise ids, without a library counting refs as known', () => {
    const text = '```circuit\nref: c_gone\n```\n```exercise nope\n```';
    expect(parseLessonBlocks(text, context)).toEqual([
      { kind: 'circuit', line: 1, ref: 'c_gone', known: false },
      { kind: 'exercise', line: 4, id: 'nope', known: false },
    ]);
    expect(parseLessonBlocks(text, { exercises: [] })[0]).toMatchObject({ ref: 'c_gone', known: true });
  });

  it('turns a bad block into an error segment naming its line, never a throw', () => {
    const bad = (body: string, info = 'circuit') =>
      parseLessonBlocks(`Text\n\n\`\`\`${info}\n${body}\n\`\`\``, context)[1];
    expect(bad('{"components": [')).toMatchObject({
      kind: 'error',
      line: 3,
      message: expect.stringMatching(/^The circuit block of line 3 holds JSON that does not parse/) as unknown,
    });
    expect(bad('{"components": [], "wires": [], "extra": 1}')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('is not a circuit') as unknown,
    });
    expect(bad('{"components": [{"id": "a"}], "wires": []}')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('at components.0') as unknown,
    });
    expect(bad('')).toMatchObject({ kind: 'error', message: expect.stringContaining('is empty') as unknown });
    expect(bad('an adder')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('neither "ref: <circuit id>"') as unknown,
    });
    expect(bad('ref: no spaces allowed')).toMatchObject({ kind: 'error' });
    expect(bad(`${'['.repeat(100)}`.replace(/^\[/, '{"a":'))).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('nested more than 64') as unknown,
    });
    expect(bad('', 'exercise')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining("The lesson's exercises: half-adder, mux.") as unknown,
    });
    expect(bad('statement', 'exercise half-adder')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('holds only its id') as unknown,
    });
    expect(parseLessonBlocks('Hi\n```circuit\nref: c_adder', context)).toEqual([
      { kind: 'markdown', line: 1, text: 'Hi' },
      {
        kind: 'error',
        line: 2,
        text: '```circuit\nref: c_adder',
        message: 'The circuit block of line 2 is not closed: end it with a line of ```.',
      },
    ]);
  });
});
