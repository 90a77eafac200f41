/** The part of `Storage` a wizard keeps its state in (session storage in the browser). */
export type WizardStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type WizardChange<T> = Partial<T> | ((state: T) => T);

/** One wizard's state: made per mount, so two mounts of a remote never share it. */
export interface WizardStore<T extends object> {
  get(): T;
  update(change: WizardChange<T>): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A wizard's state, read once from `storage` under `storageKey` (a reload of any step keeps the
 * wizard) and written back on every change; without storage it lives in memory only.
 */
export function createWizardStore<T extends object>(storageKey: string, storage: WizardStorage | null): WizardStore<T> {
  const listeners = new Set<() => void>();
  let current = read();

  function read(): T {
    try {
      const stored = storage?.getItem(storageKey);
      return stored ? (JSON.parse(stored) as T) : ({} as T);
    } catch {
      return {} as T;
    }
  }

  return {
    get: () => current,
    update(change) {
      current = typeof change === 'function' ? change(current) : { ...current, ...change };
      try {
        storage?.setItem(storageKey, JSON.stringify(current));
      } catch {
        // A full or blocked storage only loses the wizard on reload.
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
