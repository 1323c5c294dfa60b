/**
 * State a test waits on without polling: whoever changes it calls `changed()`, and `until`
 * asks its condition again then. Jest's timeout bounds every wait.
 */
export class Watched {
  private readonly waiting = new Set<() => void>();

  /** Asks every pending `until` again. */
  changed(): void {
    for (const check of this.waiting) check();
  }

  /** Resolves once `condition()` holds: at once, or after the `changed()` that makes it so. */
  until(condition: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!condition()) return;
        this.waiting.delete(check);
        resolve();
      };
      this.waiting.add(check);
      check();
    });
  }
}
