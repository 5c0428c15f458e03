/** A bounded cache (oldest entry out first) for generated data that reports read again and again. */
export class Memo<T> {
  private readonly items = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  get(key: string, make: () => T): T {
    const hit = this.items.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    this.items.set(key, value);
    if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value as string);
    return value;
  }
}
