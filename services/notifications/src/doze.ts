/** A worker's pause between rounds, cut short when new work comes in or the worker stops. */
export class Doze {
  private wakeUp: (() => void) | undefined;

  /** Resolves after `ms`, or at once when woken meanwhile. */
  for(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  wake(): void {
    this.wakeUp?.();
  }
}
