import { describe, expect, it } from 'vitest';
import { reportNotice } from './report-words';

const base = {
  format: 'logisim' as const,
  version: '3.8.0',
  circuits: 2,
  components: 12,
  supported: 12,
  unsupported: [],
  warnings: [],
};

describe('the import report in words', () => {
  it('says all came over when it did', () => {
    expect(reportNotice('lab', base)).toEqual({
      level: 'info',
      message: '“lab” opened from Logisim: all 12 parts in 2 circuits carried over.',
    });
  });

  it('names each part we lack with how many and where, and the differences', () => {
    const notice = reportNotice('cpu', {
      ...base,
      format: 'digital',
      circuits: 1,
      supported: 9,
      unsupported: [
        { name: 'RAMDualPort', count: 1, where: ['cpu: RAM'] },
        { name: 'Add', count: 2, where: ['cpu: at (20, 40)', 'cpu: at (20, 80)'] },
      ],
      warnings: ['A splitter was drawn as two.'],
    });
    expect(notice.level).toBe('warning');
    expect(notice.message).toBe(
      '“cpu” opened from Digital: 9 of 12 parts carried over; CircuitForge lacks 1 × RAMDualPort (cpu: RAM); 2 × Add (cpu: at (20, 40), cpu: at (20, 80)), shown as placeholders that drive nothing.',
    );
    expect(notice.hint).toBe('Replace each placeholder with parts that do the same. A splitter was drawn as two.');
  });
});
