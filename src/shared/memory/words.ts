/** The widest address a memory part has: 2^24 words (16 M), as in Logisim-evolution and Digital. */
export const MAX_ADDRESS_BITS = 24;
/** The widest word: 32 bits, the widest bus. */
export const MAX_DATA_BITS = 32;

/** Words in one page: memory is stored a page at a time, only where some word is not 0. */
const PAGE_BITS = 10;
const PAGE_SIZE = 1 << PAGE_BITS;

/**
 * The words of one memory part: 2^addressBits words of dataBits bits, every word 0 until set. Kept
 * in pages of 1,024 words made on the first write to them, so a 16 M-word memory holding a short
 * program costs a page, not 64 MB. Values are unsigned (`>>> 0`), masked to the word's width.
 */
export class MemoryWords {
  readonly size: number;
  readonly mask: number;
  private readonly pages = new Map<number, Uint32Array>();

  constructor(
    readonly addressBits: number,
    readonly dataBits: number,
  ) {
    if (!Number.isInteger(addressBits) || addressBits < 1 || addressBits > MAX_ADDRESS_BITS) {
      throw new RangeError(`address bits must be 1 to ${MAX_ADDRESS_BITS}, not ${addressBits}`);
    }
    if (!Number.isInteger(dataBits) || dataBits < 1 || dataBits > MAX_DATA_BITS) {
      throw new RangeError(`data bits must be 1 to ${MAX_DATA_BITS}, not ${dataBits}`);
    }
    this.size = 2 ** addressBits;
    this.mask = dataBits === 32 ? 0xffffffff : 2 ** dataBits - 1;
  }

  /** The word at `address` (0 outside the memory). */
  get(address: number): number {
    const page = this.pages.get(Math.floor(address / PAGE_SIZE));
    return page ? page[address % PAGE_SIZE]! : 0;
  }

  /** Sets the word at `address` (bits past the width are dropped); an address outside is ignored. */
  set(address: number, value: number): void {
    if (!(address >= 0 && address < this.size) || !Number.isInteger(address)) return;
    const word = (value & this.mask) >>> 0;
    const at = Math.floor(address / PAGE_SIZE);
    let page = this.pages.get(at);
    if (!page) {
      if (word === 0) return;
      page = new Uint32Array(Math.min(PAGE_SIZE, this.size));
      this.pages.set(at, page);
    }
    page[address % PAGE_SIZE] = word;
  }

  /** Every word that is not 0, as [address, value], lowest address first. */
  *used(): Generator<[number, number]> {
    const starts = [...this.pages.keys()].sort((a, b) => a - b);
    for (const at of starts) {
      const page = this.pages.get(at)!;
      for (let i = 0; i < page.length; i++) if (page[i] !== 0) yield [at * PAGE_SIZE + i, page[i]!];
    }
  }

  /** One past the highest address whose word is not 0 (0 when every word is 0). */
  end(): number {
    let end = 0;
    for (const [at, page] of this.pages) {
      for (let i = page.length - 1; i >= 0; i--) {
        if (page[i] !== 0) {
          end = Math.max(end, at * PAGE_SIZE + i + 1);
          break;
        }
      }
    }
    return end;
  }

  /** A copy (a simulation's RAM starts from the part's contents and changes its own copy). */
  clone(): MemoryWords {
    const copy = new MemoryWords(this.addressBits, this.dataBits);
    for (const [at, page] of this.pages) copy.pages.set(at, page.slice());
    return copy;
  }

  /** True when both hold the same words (their sizes may differ: words past the smaller are 0 in both). */
  equals(other: MemoryWords): boolean {
    const a = [...this.used()];
    const b = [...other.used()];
    return a.length === b.length && a.every(([address, value], i) => b[i]![0] === address && b[i]![1] === value);
  }
}
