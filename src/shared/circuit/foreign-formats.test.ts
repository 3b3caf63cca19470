import { describe, expect, it } from 'vitest';
import { parseCircuitFile } from './file-format';
import { looksLikeJson, recognizeForeignFormat } from './foreign-formats';

const LOGISIM = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<project source="3.8.0" version="1.0">
  This file is intended to be loaded by Logisim-evolution v3.8.0(https://github.com/logisim-evolution/).
  <lib desc="#Wiring" name="0"/>
  <circuit name="main"><comp lib="1" loc="(250,180)" name="AND Gate"/></circuit>
</project>
`;

const DIGITAL = `<?xml version="1.0" encoding="utf-8"?>
<circuit>
  <version>2</version>
  <attributes/>
  <visualElements>
    <visualElement><elementName>And</elementName><elementAttributes/><pos x="360" y="180"/></visualElement>
  </visualElements>
  <wires/>
</circuit>
`;

describe('files of other simulators', () => {
  it('recognises a Logisim-evolution .circ file, with or without the XML declaration', () => {
    expect(recognizeForeignFormat(LOGISIM)).toBe('logisim');
    expect(recognizeForeignFormat('<project source="2.7.1" version="1.0"><circuit name="main"/></project>')).toBe(
      'logisim',
    );
    // An old Logisim file names itself in a comment rather than a source attribute.
    expect(recognizeForeignFormat('<?xml version="1.0"?>\n<!-- Logisim 2.7 -->\n<project version="1.0"/>')).toBe(
      'logisim',
    );
  });

  it('recognises a Digital .dig file by its <circuit> root with <visualElements>', () => {
    expect(recognizeForeignFormat(DIGITAL)).toBe('digital');
    expect(recognizeForeignFormat('<circuit><version>1</version></circuit>')).toBeUndefined();
  });

  it('recognises a Digital file whose attributes (a ROM manager of many words) put <visualElements> past the start', () => {
    const words = Array.from({ length: 3000 }, (_, i) => (i % 256).toString(16)).join(',');
    const long = DIGITAL.replace(
      '<attributes/>',
      `<attributes><entry><string>romContent</string><storedRoms><entry><string>M</string><data>${words}</data></entry></storedRoms></entry></attributes>`,
    );
    expect(long.indexOf('<visualElements')).toBeGreaterThan(4096);
    expect(recognizeForeignFormat(long)).toBe('digital');
  });

  it('recognises neither in JSON, other XML or text', () => {
    expect(recognizeForeignFormat('{"format": "circuitforge"}')).toBeUndefined();
    expect(recognizeForeignFormat('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBeUndefined();
    expect(recognizeForeignFormat('<project><name>app</name></project>')).toBeUndefined();
    expect(recognizeForeignFormat('module adder(input a);')).toBeUndefined();
  });

  it('is refused by name, not as a JSON error, when imported', () => {
    expect(parseCircuitFile(LOGISIM)).toMatchObject({
      success: false,
      code: 'INVALID_FILE',
      error: 'This is a Logisim file, not a CircuitForge one.',
    });
    expect(parseCircuitFile(`\ufeff${DIGITAL}`)).toMatchObject({
      success: false,
      error: 'This is a Digital file, not a CircuitForge one.',
    });
  });

  it('says plainly that other text is not a circuit file, and keeps the place of a JSON error for JSON', () => {
    for (const text of ['<svg/>', 'module adder(input a);', 'a,b\n1,0\n']) {
      const result = parseCircuitFile(text);
      expect(result).toMatchObject({ success: false, error: 'This is not a CircuitForge circuit file.' });
      expect(!result.success && result.error).not.toMatch(/JSON/);
    }
    expect(looksLikeJson('  {"a": 1}')).toBe(true);
    const cut = parseCircuitFile('{"format": ');
    expect(!cut.success && cut.error).toMatch(/not valid JSON \(line 1, column/);
  });
});
