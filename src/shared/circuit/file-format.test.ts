import { describe, expect, it, vi } from 'vitest';
import { FILE_VERSION, parseCircuitFile, serializeCircuitFile } from './file-format';
import type { Circuit } from './types';

const circuit: Circuit = {
  components: [
    { id: 'a', type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0, rotation: 0, properties: { on: false } },
    { id: 'b', type: 'LED_RED', label: 'LED1', x: 80, y: 0, rotation: 0, properties: {} },
  ],
  wires: [{ id: 'w', from: { component: 'a', pin: 'out' }, to: { component: 'b', pin: 'anode' } }],
};

describe('circuit files', () => {
  it('reads back what it writes', () => {
    const text = serializeCircuitFile('Blink', circuit, new Date('2026-01-02T03:04:05Z'));
    expect(parseCircuitFile(text)).toEqual({ success: true, data: { name: 'Blink', circuit } });
    expect(JSON.parse(text)).toMatchObject({ format: 'circuitforge', version: 1 });
  });

  it('writes a circuit without notes as version 1, which older builds read', () => {
    expect(JSON.parse(serializeCircuitFile('Blink', circuit))).toMatchObject({ version: 1 });
    expect(JSON.parse(serializeCircuitFile('Blink', circuit))).not.toHaveProperty('circuit.notes');
  });

  it('round-trips notes, as version 2', () => {
    const noted: Circuit = {
      ...circuit,
      notes: [{ id: 'n1', x: -20, y: 40, text: 'Flip SW1:\nthe LED follows.', width: 180 }],
    };
    const text = serializeCircuitFile('Blink', noted);
    expect(JSON.parse(text)).toMatchObject({ version: 2 });
    expect(parseCircuitFile(text)).toEqual({ success: true, data: { name: 'Blink', circuit: noted } });
  });

  it('writes a circuit that powers on from 0 as version 5, and reads it back; without it, as before', () => {
    const digital: Circuit = { ...circuit, powerOn: 'zero' };
    const text = serializeCircuitFile('Imported', digital);
    expect(JSON.parse(text)).toMatchObject({ version: 5, circuit: { powerOn: 'zero' } });
    expect(parseCircuitFile(text)).toEqual({ success: true, data: { name: 'Imported', circuit: digital } });
    const bundled = serializeCircuitFile('Top', circuit, new Date(), undefined, [
      { id: 'def', name: 'Latch', circuit: digital },
    ]);
    expect(JSON.parse(bundled)).toMatchObject({ version: 5 });
    expect(JSON.parse(serializeCircuitFile('Blink', circuit))).not.toHaveProperty('circuit.powerOn');
    const tested: Circuit = { ...circuit, tests: [{ id: 't1', name: 'T', source: 'SW1 LED1\n0 0\n' }] };
    const old = JSON.stringify({ format: 'circuitforge', version: 4, name: 'Old', circuit: tested });
    expect(parseCircuitFile(old)).toEqual({ success: true, data: { name: 'Old', circuit: tested } });
    const wrong = JSON.stringify({
      format: 'circuitforge',
      version: 5,
      name: 'W',
      circuit: { ...circuit, powerOn: 'one' },
    });
    expect(parseCircuitFile(wrong)).toMatchObject({ success: false, code: 'INVALID_FILE' });
  });

  it('reads a version 1 file written before notes existed', () => {
    const old = JSON.stringify({ format: 'circuitforge', version: 1, name: 'Old', exportedAt: 'x', circuit });
    const result = parseCircuitFile(old);
    expect(result).toEqual({ success: true, data: { name: 'Old', circuit } });
    expect(result.success && result.data.circuit.notes).toBeUndefined();
  });

  it('names a wrong note by its text and says what is wrong in plain words', () => {
    const file = {
      format: 'circuitforge',
      version: 2,
      name: 'Handout',
      circuit: {
        ...circuit,
        notes: [
          { id: 'n1', x: 0, y: 0, text: 'Truth table of the half adder below', width: 10 },
          { id: 'n2', x: 'top', y: 0, text: 'Carry' },
          { id: 'n3', x: 0, y: 0, text: 'x'.repeat(2001) },
        ],
      },
    };
    const result = parseCircuitFile(JSON.stringify(file));
    expect(result).toMatchObject({ success: false, code: 'INVALID_FILE' });
    if (result.success) return;
    expect(result.error).toMatch(/^The file has 3 problem\(s\)/);
    expect(result.error).toContain('circuit.notes[0] ("Truth table of the half…").width: a note is at least 80 wide');
    expect(result.error).toContain('circuit.notes[1] ("Carry").x');
    expect(result.error).toContain('a note holds at most 2000 characters');
  });

  it('reports a truncated file with the line and column where it stops', () => {
    const text = serializeCircuitFile('Blink', circuit);
    const cut = text.slice(0, text.indexOf('"wires"') + 12);
    const lines = cut.split('\n');
    const result = parseCircuitFile(cut);
    expect(result).toMatchObject({ success: false, code: 'INVALID_FILE' });
    if (result.success) return;
    expect(result.error).toContain(`(line ${lines.length}, column ${lines[lines.length - 1]!.length + 1})`);
    expect(result.error).toMatch(/truncated or damaged/);
  });

  it.each([
    ['only "["', '['.repeat(2_000_000)],
    ['balanced arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    [
      'a property nested inside a real file',
      serializeCircuitFile('Blink', circuit).replace(
        '"circuit": {',
        `"x": ${'{"a":'.repeat(65)}1${'}'.repeat(65)}, "circuit": {`,
      ),
    ],
  ])('refuses a file nested more than 64 levels deep (%s) without parsing it', (_name, text) => {
    const parse = vi.spyOn(JSON, 'parse');
    const result = parseCircuitFile(text);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(result).toEqual({
      success: false,
      code: 'INVALID_FILE',
      error: 'This is not a CircuitForge circuit file: it is nested more than 64 levels deep.',
      hint: 'Choose a file exported by CircuitForge (*.circuitforge.json).',
    });
  });

  it('reads a file nested exactly 64 levels deep as far as its shape', () => {
    const text = serializeCircuitFile('Blink', circuit).replace(
      '"circuit": {',
      `"x": ${'['.repeat(63)}${']'.repeat(63)}, "circuit": {`,
    );
    expect(parseCircuitFile(text)).toMatchObject({ success: false, error: expect.stringMatching(/problem/) as string });
  });

  it('reads a file that starts with a byte-order mark', () => {
    const text = `\ufeff${serializeCircuitFile('Blink', circuit)}`;
    expect(parseCircuitFile(text)).toEqual({ success: true, data: { name: 'Blink', circuit } });
  });

  it('gives the line and column of a JSON error that the engine reports without a place', () => {
    const text = serializeCircuitFile('Blink', circuit).replace('"format": "circuitforge"', "'format': 'circuitforge'");
    const result = parseCircuitFile(`\ufeff${text}`);
    expect(result).toMatchObject({ success: false, code: 'INVALID_FILE' });
    expect(!result.success && result.error).toContain('(line 2, column 3)');
    const typo = serializeCircuitFile('Blink', circuit).replace('"rotation": 0', '"rotation": zero');
    const before = typo.slice(0, typo.indexOf('zero')).split('\n');
    const place = `(line ${before.length}, column ${before[before.length - 1]!.length + 1})`;
    const refused = parseCircuitFile(typo);
    expect(!refused.success && refused.error).toContain(place);
  });

  it('writes the largest circuits on one line, so their file stays within the import limit', () => {
    const indented = serializeCircuitFile('Blink', circuit);
    const compact = serializeCircuitFile('Blink', circuit, new Date(), indented.length - 1);
    expect(compact.length).toBeLessThan(indented.length);
    expect(compact.trimEnd()).not.toContain('\n');
    expect(parseCircuitFile(compact)).toEqual({ success: true, data: { name: 'Blink', circuit } });
  });

  it('reports an empty file as truncated', () => {
    expect(parseCircuitFile('')).toMatchObject({ success: false, code: 'INVALID_FILE' });
  });

  it('names the file of another app as not ours', () => {
    const packageJson = JSON.stringify({ name: 'some-app', version: '1.0.0', dependencies: {} });
    const result = parseCircuitFile(packageJson);
    expect(result).toMatchObject({ success: false, code: 'INVALID_FILE' });
    expect(!result.success && result.error).toMatch(/not a CircuitForge circuit file/);
    expect(parseCircuitFile('[1, 2, 3]')).toMatchObject({
      success: false,
      error: 'The file does not hold a JSON object.',
    });
  });

  it('asks for a newer CircuitForge for a newer format version', () => {
    const newer = JSON.stringify({ format: 'circuitforge', version: FILE_VERSION + 1, name: 'Future', circuit });
    const result = parseCircuitFile(newer);
    expect(result).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_VERSION',
      hint: 'Update CircuitForge to open it.',
    });
    expect(!result.success && result.error).toContain(`version ${FILE_VERSION + 1}`);
  });

  it('names every wrong field by its path and the label of its component', () => {
    const broken = JSON.parse(serializeCircuitFile('Blink', circuit)) as { circuit: { components: object[] } };
    broken.circuit.components[1] = { ...circuit.components[1]!, x: 'left' };
    broken.circuit.components[0] = { ...circuit.components[0]!, rotation: 45 };
    const result = parseCircuitFile(JSON.stringify(broken));
    expect(result).toMatchObject({ success: false, code: 'INVALID_FILE' });
    if (result.success) return;
    expect(result.error).toMatch(/^The file has 2 problem\(s\)/);
    expect(result.error).toContain('circuit.components[0] (SW1).rotation');
    expect(result.error).toContain('circuit.components[1] (LED1).x');
    expect(result.details).toMatchObject({ issues: [{ path: ['circuit', 'components', '0', 'rotation'] }, {}] });
  });
});
