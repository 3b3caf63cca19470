import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { ACTIONS } from '../../src/renderer/src/actions';

/** "Mod+Shift+Z" as a Windows or Linux user reads it ("Mod+Y" and "Ctrl+Y" are then one shortcut). */
const keysOf = (shortcut: string) => `\`${shortcut.replace(/\bMod\b/g, 'Ctrl')}\``;

/** The README's shortcut table as the action registry (and so the command table) defines it. */
function expectedTable(): string {
  const rows = ACTIONS.filter((a) => (a.shortcuts ?? []).length > 0).map(
    (a) => `| ${a.label} | ${[...new Set((a.shortcuts ?? []).map(keysOf))].join(' or ')} |`,
  );
  return ['| Command | Keys |', '| --- | --- |', ...rows].join('\n');
}

/** A markdown table's cells, row by row, without padding and without the dashes row. */
const cellsOf = (table: string) =>
  table
    .split('\n')
    .filter((row) => row.trim() !== '' && !/^\|[\s|:-]*$/.test(row))
    .map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

describe('the README', () => {
  it('lists exactly the shortcuts the app binds (update the table from this message when they change)', () => {
    const block = /<!-- shortcuts:start[^>]*-->\s*\n([\s\S]*?)\n\s*<!-- shortcuts:end -->/.exec(readme);
    expect(block, 'README.md has no shortcuts:start … shortcuts:end block').not.toBeNull();
    // Compared cell by cell, so the formatter may align the columns.
    expect(cellsOf(block![1]!)).toEqual(cellsOf(expectedTable()));
  });
});
