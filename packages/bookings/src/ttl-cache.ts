/** Remembers a lookup for a few seconds: values that change rarely, read on every search. */
export class TtlCache<V> {
  private readonly values = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly load: (key: string) => Promise<V>,
  ) {}

  get(key: string): Promise<V> {
    const now = Date.now();
    const hit = this.values.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = this.load(key);
    this.values.set(key, { at: now, value });
    value.catch(() => this.values.delete(key));
    return value;
  }

  forget(key: string): void {
    this.values.delete(key);
  }
}
