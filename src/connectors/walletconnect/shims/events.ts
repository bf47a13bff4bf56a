// Stands in for `events` (the browser port of Node's EventEmitter, about 2 KB gzip) in the WalletConnect chunk.
// The SDK's classes 2.21.8 (core, sign-client, universal-provider, heartbeat, jsonrpc-provider and its connections)
// create or extend an EventEmitter and call on, once, off, removeListener, emit, listenerCount, removeAllListeners
// and get/setMaxListeners. These behave as Node's: listeners run in order, from a copy of the list taken at emit;
// `once` listeners can be removed by the function given; emitting 'error' with no listener throws. No 'newListener'
// events and no leak warning (the SDK raises its limits itself and never listens for them).
type Listener = (...args: never[]) => void;
type Registered = Listener & { listener?: Listener };

export class EventEmitter {
  private events = new Map<string | symbol, Registered[]>();
  private maxListeners = 10;

  on(name: string | symbol, listener: Listener): this {
    this.events.set(name, [...(this.events.get(name) ?? []), listener]);
    return this;
  }

  addListener(name: string | symbol, listener: Listener): this {
    return this.on(name, listener);
  }

  once(name: string | symbol, listener: Listener): this {
    const wrapper: Registered = (...args) => {
      this.removeListener(name, wrapper);
      listener(...args);
    };
    wrapper.listener = listener;
    return this.on(name, wrapper);
  }

  /** Removes the most recently added registration of `listener`, as Node does. */
  removeListener(name: string | symbol, listener: Listener): this {
    const list = this.events.get(name);
    if (!list) return this;
    let at = list.length - 1;
    while (at >= 0 && list[at] !== listener && list[at]?.listener !== listener) at--;
    if (at < 0) return this;
    const rest = list.filter((_, i) => i !== at);
    if (rest.length) this.events.set(name, rest);
    else this.events.delete(name);
    return this;
  }

  off(name: string | symbol, listener: Listener): this {
    return this.removeListener(name, listener);
  }

  removeAllListeners(name?: string | symbol): this {
    if (name === undefined) this.events.clear();
    else this.events.delete(name);
    return this;
  }

  emit(name: string | symbol, ...args: unknown[]): boolean {
    const list = this.events.get(name);
    if (!list?.length) {
      if (name === 'error') throw args[0] instanceof Error ? args[0] : new Error(`Unhandled error. (${String(args[0])})`);
      return false;
    }
    for (const listener of [...list]) (listener as (...a: unknown[]) => void).apply(this, args);
    return true;
  }

  listenerCount(name: string | symbol): number {
    return this.events.get(name)?.length ?? 0;
  }

  listeners(name: string | symbol): Listener[] {
    return (this.events.get(name) ?? []).map((l) => l.listener ?? l);
  }

  setMaxListeners(count: number): this {
    this.maxListeners = count;
    return this;
  }

  getMaxListeners(): number {
    return this.maxListeners;
  }
}

export default EventEmitter;
