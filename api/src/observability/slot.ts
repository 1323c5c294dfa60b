// A request's place under the in-flight cap of overload.ts (docs/adr/0033).

/**
 * The longest an abandoned request keeps its slot while its handler has not answered: a path
 * that never reaches onSend must not hold a slot for good (the cap would shrink to nothing).
 */
export const ABANDONED_SLOT_MS = 30_000;

/**
 * A request's place under the in-flight cap. It is free once the response is over ('close') and
 * the handler has answered (onSend): a client that gives up does not stop the work it started,
 * so the slot stays taken while that work goes on (at most ABANDONED_SLOT_MS after the client
 * left).
 */
export class Slot {
  private answered = false;
  private closed = false;
  private freed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly onFree: () => void) {}

  answer(): void {
    this.answered = true;
    if (this.closed) this.free(); // the client had left; else 'close' frees it
  }

  close(): void {
    this.closed = true;
    if (this.answered) this.free();
    else this.timer = setTimeout(() => this.free(), ABANDONED_SLOT_MS).unref();
  }

  private free(): void {
    if (this.freed) return;
    this.freed = true;
    clearTimeout(this.timer);
    this.onFree();
  }
}
