import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactElement } from 'react';
import type { MemoryWords } from '../../../shared/memory/words';
import {
  formatAddress,
  formatWord,
  gridWindow,
  hexDigits,
  scrollTopFor,
  type GridShape,
} from '../model/memory/hex-grid';
import type { CellEntry } from '../model/memory/hex-input';
import { liveWordAt, type LiveWords } from '../model/memory/live-words';

/** A row's height in pixels: the CSS draws rows this tall (set inline, so the two never disagree). */
export const ROW_HEIGHT = 22;
/** Rows in view at most: the grid's height. */
const ROWS_SHOWN = 16;

/** What the grid shows and how it reports the user's keys. */
export interface HexGridProps {
  readonly words: MemoryWords;
  /** Changes whenever `words` changed in place (they are edited without copying). */
  readonly version: number;
  readonly shape: GridShape;
  readonly selected: number;
  /** The digits typed into the selected cell so far, if any. */
  readonly entry: CellEntry | undefined;
  readonly onSelect: (address: number) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>, rowsInView: number) => void;
  readonly onPaste: (text: string) => void;
  /**
   * The "Now" view: the words a running memory holds (a window of them), shown instead of `words`;
   * those that differ from `words` (the power-on contents) are marked, those not read yet dotted.
   */
  readonly live?: LiveWords;
  /** Told the rows drawn whenever they change (the "Now" view reads only those). */
  readonly onRowsShown?: (first: number, count: number) => void;
}

/**
 * The words as rows of hex, only those in view drawn (a 16 M-word memory is a few dozen elements):
 * the address at the left, a header of column offsets. One focusable element holds the keyboard
 * (the selected cell is its active descendant), so arrows and typing never fight over focus.
 */
export function HexGrid({
  words,
  version,
  shape,
  selected,
  entry,
  onSelect,
  onKeyDown,
  onPaste,
  live,
  onRowsShown,
}: HexGridProps): ReactElement {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const height = Math.min(ROWS_SHOWN, shape.rows) * ROW_HEIGHT;
  const view = { rows: shape.rows, rowHeight: ROW_HEIGHT, height };
  const shown = gridWindow({ ...view, scrollTop });
  const digits = hexDigits(words.dataBits);

  useEffect(() => onRowsShown?.(shown.first, shown.count), [onRowsShown, shown.first, shown.count]);

  // Keep the selected word in view (a key press, "Go to", a paste further on, typing after a scroll).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const row = Math.floor(selected / shape.columns);
    const next = scrollTopFor(row, { rows: shape.rows, rowHeight: ROW_HEIGHT, height, scrollTop: element.scrollTop });
    if (Math.abs(next - element.scrollTop) >= 1) {
      element.scrollTop = next;
      setScrollTop(element.scrollTop);
    }
  }, [selected, shape, height, entry?.text]);

  const rows: ReactElement[] = [];
  for (let row = shown.first; row < shown.first + shown.count; row++) {
    const start = row * shape.columns;
    const cells: ReactElement[] = [];
    for (let column = 0; column < shape.columns && start + column < shape.size; column++) {
      const address = start + column;
      const stored = words.get(address);
      const value = live ? liveWordAt(live, address) : stored;
      const editing = entry?.address === address;
      const isSelected = address === selected;
      const changed = live !== undefined && value !== undefined && value !== stored;
      const state = value === undefined ? ' pending' : `${value === 0 ? ' zero' : ''}${changed ? ' changed' : ''}`;
      cells.push(
        <span
          key={column}
          id={isSelected ? 'mem-cell-selected' : undefined}
          role="gridcell"
          aria-selected={isSelected}
          data-address={address}
          title={changed ? `Power-on: ${formatWord(stored, words.dataBits)}` : undefined}
          className={`mem-cell${isSelected ? ' selected' : ''}${editing ? ' editing' : ''}${state}`}
          onMouseDown={(event) => {
            event.preventDefault();
            scroller.current?.focus();
            onSelect(address);
          }}
        >
          {editing
            ? entry.text.padStart(digits, '\u00a0')
            : value === undefined
              ? '·'.repeat(digits)
              : formatWord(value, words.dataBits)}
        </span>,
      );
    }
    rows.push(
      <div key={row} role="row" className="mem-row" style={{ height: ROW_HEIGHT }}>
        <span role="rowheader" className="mem-address">
          {formatAddress(start, words.addressBits)}
        </span>
        {cells}
      </div>,
    );
  }

  return (
    <div
      className="mem-grid"
      role="grid"
      aria-label="Words"
      aria-rowcount={shape.rows}
      data-version={version}
      style={{ ['--mem-digits' as string]: digits, ['--mem-address-digits' as string]: hexDigits(words.addressBits) }}
    >
      <div role="row" className="mem-row mem-head">
        <span className="mem-address" aria-hidden="true" />
        {Array.from({ length: shape.columns }, (_, column) => (
          <span key={column} role="columnheader" className="mem-cell">
            {column.toString(16)}
          </span>
        ))}
      </div>
      <div
        ref={scroller}
        className="mem-scroll"
        tabIndex={0}
        aria-activedescendant="mem-cell-selected"
        data-testid="memory-grid"
        data-view={live ? 'now' : 'power-on'}
        style={{ height }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={(event) => onKeyDown(event, Math.max(1, Math.floor(height / ROW_HEIGHT)))}
        onPaste={(event: ClipboardEvent<HTMLDivElement>) => {
          event.preventDefault();
          onPaste(event.clipboardData.getData('text/plain'));
        }}
      >
        <div className="mem-content" style={{ height: shown.contentHeight }}>
          <div className="mem-window" style={{ transform: `translateY(${shown.top}px)` }}>
            {rows}
          </div>
        </div>
      </div>
    </div>
  );
}
