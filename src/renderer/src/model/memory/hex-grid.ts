/**
 * The memory editor's grid as numbers: how many words a row holds, how addresses and words are
 * written, and which rows a scrolled viewport shows. Nothing here is proportional to the memory's
 * size: a 16 M-word memory is a count of rows, never a list of them.
 */

/** Words in a row: 16, or 8 for words wider than 16 bits (so a row stays one screen wide). */
export function wordsPerRow(dataBits: number): number {
  return dataBits > 16 ? 8 : 16;
}

/** Hex digits of a word of `bits` bits (at least 1). */
export function hexDigits(bits: number): number {
  return Math.max(1, Math.ceil(bits / 4));
}

/** A word in hex, lower case, padded to its width: `0a` for 8 bits, `0001f` for 20. */
export function formatWord(value: number, dataBits: number): string {
  return (value >>> 0).toString(16).padStart(hexDigits(dataBits), '0');
}

/** An address in hex, padded to the memory's address width: `00f0` for 16 address bits. */
export function formatAddress(address: number, addressBits: number): string {
  return address.toString(16).padStart(hexDigits(addressBits), '0');
}

/** How a memory lays out in rows. */
export interface GridShape {
  /** Words in the memory (2^addressBits). */
  readonly size: number;
  readonly columns: number;
  readonly rows: number;
}

/** The rows of a memory of 2^addressBits words of dataBits bits (the last row may be short). */
export function gridShape(addressBits: number, dataBits: number): GridShape {
  const size = 2 ** addressBits;
  const columns = Math.min(wordsPerRow(dataBits), size);
  return { size, columns, rows: Math.ceil(size / columns) };
}

/**
 * The tallest scroll area the grid makes. Browsers cap an element's height (Chromium near 33 M px,
 * Firefox near 17 M), and a 16 M-word memory of 32-bit words is 2 M rows: past this height the
 * scroll position maps onto rows proportionally instead of a pixel a pixel.
 */
export const MAX_SCROLL_HEIGHT = 4_000_000;

/** The rows on screen for a scroll position, and where to draw them. */
export interface GridWindow {
  /** The height of the scroll area's content (the scrollbar's length). */
  readonly contentHeight: number;
  /** The first row drawn. */
  readonly first: number;
  /** How many rows are drawn (those in view, one more for a partly shown row, none past the end). */
  readonly count: number;
  /** Where the first drawn row's top goes, in the content's pixels. */
  readonly top: number;
}

/** What {@link gridWindow} needs: the rows, their height, the viewport's height and scroll position. */
export interface GridViewport {
  readonly rows: number;
  readonly rowHeight: number;
  readonly height: number;
  readonly scrollTop: number;
  /** The tallest content (defaults to {@link MAX_SCROLL_HEIGHT}). */
  readonly maxHeight?: number;
}

/** Rows that fit wholly in a viewport (at least 1). */
export function rowsInView(height: number, rowHeight: number): number {
  return Math.max(1, Math.floor(height / rowHeight));
}

/** The rows a viewport shows: a pixel a pixel when the content fits {@link MAX_SCROLL_HEIGHT}, else scaled. */
export function gridWindow({
  rows,
  rowHeight,
  height,
  scrollTop,
  maxHeight = MAX_SCROLL_HEIGHT,
}: GridViewport): GridWindow {
  const natural = rows * rowHeight;
  const fit = rowsInView(height, rowHeight);
  if (natural <= maxHeight) {
    const first = Math.min(Math.max(0, Math.floor(scrollTop / rowHeight)), Math.max(0, rows - 1));
    const count = Math.min(rows - first, fit + 2);
    return { contentHeight: natural, first, count, top: first * rowHeight };
  }
  // Scaled: the scroll range (content less viewport) maps onto the first rows that can start a view.
  const range = Math.max(1, maxHeight - height);
  const lastFirst = Math.max(0, rows - fit);
  const ratio = Math.min(1, Math.max(0, scrollTop / range));
  const first = Math.round(ratio * lastFirst);
  const count = Math.min(rows - first, fit + 1);
  return { contentHeight: maxHeight, first, count, top: Math.min(Math.max(0, scrollTop), range) };
}

/**
 * The scroll position that shows `row`: unchanged when it is already wholly in view, else the
 * least scroll that brings it in (at the top when scrolling up, at the bottom when scrolling down).
 * When scaled, the position whose first row puts `row` in view.
 */
export function scrollTopFor(row: number, viewport: Omit<GridViewport, 'scrollTop'> & { scrollTop: number }): number {
  const { rows, rowHeight, height, scrollTop, maxHeight = MAX_SCROLL_HEIGHT } = viewport;
  const fit = rowsInView(height, rowHeight);
  if (rows * rowHeight <= maxHeight) {
    const top = row * rowHeight;
    if (top < scrollTop) return top;
    if (top + rowHeight > scrollTop + height) return Math.max(0, top + rowHeight - height);
    return scrollTop;
  }
  const shown = gridWindow({ ...viewport });
  if (row >= shown.first && row < shown.first + fit) return scrollTop;
  const range = Math.max(1, maxHeight - height);
  const lastFirst = Math.max(1, rows - fit);
  const first = row < shown.first ? row : row - fit + 1;
  return (Math.min(Math.max(0, first), lastFirst) / lastFirst) * range;
}

/** The address one key press moves to from `address`, or undefined for a key that does not move. */
export function moveAddress(
  address: number,
  key: string,
  shape: GridShape,
  options: { readonly ctrl?: boolean; readonly page?: number } = {},
): number | undefined {
  const { size, columns } = shape;
  const page = (options.page ?? 16) * columns;
  const clamp = (a: number) => Math.min(size - 1, Math.max(0, a));
  const rowStart = address - (address % columns);
  switch (key) {
    case 'ArrowLeft':
      return clamp(address - 1);
    case 'ArrowRight':
      return clamp(address + 1);
    case 'ArrowUp':
      return address - columns >= 0 ? address - columns : address;
    case 'ArrowDown':
      return address + columns < size ? address + columns : address;
    case 'PageUp':
      return address - page >= 0 ? address - page : address % columns;
    case 'PageDown':
      return address + page < size ? address + page : clamp(size - columns + (address % columns));
    case 'Home':
      return options.ctrl ? 0 : rowStart;
    case 'End':
      return options.ctrl ? size - 1 : clamp(rowStart + columns - 1);
    default:
      return undefined;
  }
}
