import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchScore, searchCommands, type PaletteCommand } from './command-search';

const command = (label: string, enabled = true): PaletteCommand => ({ name: label, label, enabled });

describe('searching commands', () => {
  it('finds a command by the start of its words, in any case, best match first', () => {
    const commands = [
      command('Show/hide the tests'),
      command('Run all tests'),
      command('Open the selected subcircuit'),
      command('Leave the subcircuit'),
    ];
    expect(searchCommands(commands, 'run').map((c) => c.label)).toEqual(['Run all tests']);
    expect(searchCommands(commands, 'SUB').map((c) => c.label)).toEqual([
      'Open the selected subcircuit',
      'Leave the subcircuit',
    ]);
    expect(searchCommands(commands, 'open sub').map((c) => c.label)).toEqual(['Open the selected subcircuit']);
    // Inside a word counts, less than a word's start.
    expect(searchCommands(commands, 'ests').map((c) => c.label)).toEqual(['Show/hide the tests', 'Run all tests']);
    expect(searchCommands(commands, 'zzz')).toEqual([]);
  });

  it('lists everything for nothing typed, and what cannot run now last', () => {
    const commands = [command('Undo', false), command('Redo'), command('Fit')];
    expect(searchCommands(commands, '  ').map((c) => c.label)).toEqual(['Redo', 'Fit', 'Undo']);
  });

  it('always matches a label with any of its own words, and never one missing a typed word', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 5 }), fc.nat(), (words, k) => {
        const label = words.join(' ');
        expect(matchScore(label, words[k % words.length]!)).toBeGreaterThan(0);
        expect(matchScore(label, `${words[0]!} 9`)).toBeUndefined();
      }),
    );
  });
});
