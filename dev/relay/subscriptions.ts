// Which connection listens to which topic. A subscription id is the sha256 hex of the topic, as the
// public relay returns; the 2.21.8 client only checks that the reply is truthy (it keys its own
// subscriptions by sha256(topic + clientId)), and receives it back as `params.id` of `irn_subscription`.
import { createHash } from 'node:crypto';

export function subscriptionId(topic: string): string {
  return createHash('sha256').update(topic).digest('hex');
}

/** Topics per connection and connections per topic; `C` is whatever stands for a connection. */
export class Subscriptions<C> {
  readonly #maxTopicsPerConnection: number;
  readonly #byTopic = new Map<string, Set<C>>();
  readonly #byConnection = new Map<C, Set<string>>();

  constructor({ maxTopicsPerConnection = 10_000 }: { maxTopicsPerConnection?: number } = {}) {
    this.#maxTopicsPerConnection = maxTopicsPerConnection;
  }

  /** False when the connection is at its cap (and the topic is not already one of its). */
  add(connection: C, topic: string): boolean {
    const topics = this.#byConnection.get(connection) ?? new Set<string>();
    if (!topics.has(topic) && topics.size >= this.#maxTopicsPerConnection) return false;
    topics.add(topic);
    this.#byConnection.set(connection, topics);
    const listeners = this.#byTopic.get(topic) ?? new Set<C>();
    listeners.add(connection);
    this.#byTopic.set(topic, listeners);
    return true;
  }

  remove(connection: C, topic: string): void {
    this.#byConnection.get(connection)?.delete(topic);
    const listeners = this.#byTopic.get(topic);
    if (!listeners) return;
    listeners.delete(connection);
    if (listeners.size === 0) this.#byTopic.delete(topic);
  }

  removeConnection(connection: C): void {
    for (const topic of this.#byConnection.get(connection) ?? []) this.remove(connection, topic);
    this.#byConnection.delete(connection);
  }

  listeners(topic: string): C[] {
    return [...(this.#byTopic.get(topic) ?? [])];
  }

  has(connection: C, topic: string): boolean {
    return this.#byConnection.get(connection)?.has(topic) ?? false;
  }
}
