/** Event listeners by name; a throwing listener does not stop the others. */
type Listener = (data: unknown) => void;

export class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  count(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit(event: string, data: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(data ?? {});
      } catch (err) {
        console.error(`[bridge] ${event} listener failed`, err);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
