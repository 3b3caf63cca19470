/**
 * The bounds on generic code (Digital's HGS language as its generic circuits use it), so that code
 * in a file, hostile or mistaken, ends with a clear error instead of a hang or a crash.
 */

/** The longest code one element may hold, in characters. */
export const MAX_CODE_LENGTH = 100_000;
/** The deepest nesting of blocks, brackets and expressions in code. */
export const MAX_SYNTAX_DEPTH = 100;
/** The most steps (statements and expression parts evaluated) all generic code of one import may take. */
export const MAX_STEPS = 5_000_000;
/** The deepest chain of function calls. */
export const MAX_CALL_DEPTH = 200;
/** The longest text a value may be. */
export const MAX_STRING_LENGTH = 100_000;
/** The most items one array (or record) may hold. */
export const MAX_ARRAY_LENGTH = 100_000;
/** The most characters of text and items of arrays all generic code of one import may make. */
export const MAX_ALLOCATED = 20_000_000;

/** An error in generic code: its message in the user's words, and the line it is on when known. */
export class HgsError extends Error {
  line: number | undefined;
  constructor(message: string, line?: number) {
    super(message);
    this.name = 'HgsError';
    this.line = line;
  }
  /** The message with its line, as shown to the user. */
  describe(): string {
    return this.line === undefined ? this.message : `line ${this.line}: ${this.message}`;
  }
}

/** A limit reached: never caught by the code's own `isPresent`, always ends the evaluation. */
export class HgsLimitError extends HgsError {
  constructor(message: string) {
    super(message);
    this.name = 'HgsLimitError';
  }
}

/** Counts the steps taken and the depth of calls against the limits above, shared by all code of one import. */
export class Budget {
  private steps = 0;
  private depth = 0;
  private allocated = 0;
  constructor(
    private readonly maxSteps = MAX_STEPS,
    private readonly maxDepth = MAX_CALL_DEPTH,
    private readonly maxAllocated = MAX_ALLOCATED,
  ) {}

  /** Texts and arrays made: an error past the limit (code filling the memory). */
  allocate(n: number): void {
    this.allocated += n;
    if (this.allocated > this.maxAllocated) {
      throw new HgsLimitError(
        `the code makes more than ${this.maxAllocated.toLocaleString('en')} characters of text and items of arrays`,
      );
    }
  }

  /** One step more; an error past the limit (a loop that does not end, or far too much work). */
  step(): void {
    if (++this.steps > this.maxSteps) {
      throw new HgsLimitError(
        `the code takes more than ${this.maxSteps.toLocaleString('en')} steps: it may loop forever, or do far more work than a circuit needs`,
      );
    }
  }

  /** Runs a function call one level deeper; an error past the limit (a recursion that does not end). */
  call<T>(run: () => T): T {
    if (this.depth >= this.maxDepth) {
      throw new HgsLimitError(
        `functions call each other more than ${this.maxDepth} levels deep: a recursion may not end`,
      );
    }
    this.depth++;
    try {
      return run();
    } finally {
      this.depth--;
    }
  }

  get used(): number {
    return this.steps;
  }
}
