/**
 * Gathers text pieces and passes them on at most every `intervalMs` (the UI repaints once per
 * batch instead of once per token). `flush` passes on what is waiting at once: call it before any
 * other event, so the order of events is kept.
 */
export class TextBatcher {
  private pending = '';
  private timer?: ReturnType<typeof setTimeout>;
  private scheduled = false;

  constructor(
    private readonly emit: (text: string) => void,
    private readonly intervalMs = 30,
  ) {}

  push(text: string): void {
    if (text === '') return;
    this.pending += text;
    if (!this.scheduled) {
      this.scheduled = true;
      this.timer = setTimeout(() => this.flush(), this.intervalMs);
    }
  }

  /** Drops what is waiting (the text it belongs to is being taken back). */
  discard(): void {
    this.pending = '';
    this.cancelTimer();
  }

  flush(): void {
    this.cancelTimer();
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.emit(text);
  }

  private cancelTimer(): void {
    if (this.scheduled) clearTimeout(this.timer);
    this.scheduled = false;
  }
}
