// The relay's mailbox: messages kept per topic for their TTL, so that a client subscribing later
// (the wallet pairs after the dapp published its proposal) still receives them. Memory is bounded:
// at most `maxPerTopic` messages on a topic and `maxTotal` in all; the oldest go first.

export type StoredMessage = {
  /** Insertion order, unique for the relay's lifetime (a restored mailbox included). */
  seq: number;
  topic: string;
  /** The client's encrypted envelope (base64), opaque to the relay. */
  message: string;
  /** ms since the epoch */
  publishedAt: number;
  /** ms since the epoch */
  expiresAt: number;
  tag: number;
  attestation: string | undefined;
  /** The publishing client's key (see the connection identity in walletconnect-relay.ts). */
  sender: string;
};

/** What a publisher hands in: the relay stamps the rest. */
export type PublishInput = { topic: string; message: string; ttl: number; tag: number; attestation?: string | undefined };

export type MailboxLimits = { maxPerTopic?: number; maxTotal?: number; maxTtlSeconds?: number; now?: () => number };

export class Mailbox {
  readonly maxTotal: number;
  readonly #maxPerTopic: number;
  readonly #maxTtlSeconds: number;
  readonly #now: () => number;
  readonly #byTopic = new Map<string, StoredMessage[]>();
  /** All messages in insertion order, for the global cap. */
  readonly #all = new Map<number, StoredMessage>();
  #seq = 0;

  constructor({ maxPerTopic = 100, maxTotal = 10_000, maxTtlSeconds = 30 * 24 * 3600, now = () => Date.now() }: MailboxLimits = {}) {
    this.maxTotal = maxTotal;
    this.#maxPerTopic = maxPerTopic;
    this.#maxTtlSeconds = maxTtlSeconds;
    this.#now = now;
  }

  get size(): number {
    return this.#all.size;
  }

  /** Whether the message numbered `seq` is still held (expired ones count until a sweep or a list drops them). */
  has(seq: number): boolean {
    return this.#all.has(seq);
  }

  /** Stores a message; a byte-identical message already on the topic is not stored twice. */
  add({ topic, message, ttl, tag, attestation, sender }: PublishInput & { sender: string }): StoredMessage {
    const publishedAt = this.#now();
    const ttlSeconds = Math.min(Math.max(1, Math.floor(ttl)), this.#maxTtlSeconds);
    const list = this.#byTopic.get(topic) ?? [];
    const duplicate = list.find((m) => m.message === message && m.expiresAt > publishedAt);
    if (duplicate) return duplicate;
    const stored: StoredMessage = { seq: ++this.#seq, topic, message, publishedAt, expiresAt: publishedAt + ttlSeconds * 1000, tag, attestation, sender };
    list.push(stored);
    this.#byTopic.set(topic, list);
    this.#all.set(stored.seq, stored);
    this.#trimTopic(list);
    this.#trimTotal();
    return stored;
  }

  /** The live messages of a topic, oldest first. */
  list(topic: string): StoredMessage[] {
    const list = this.#byTopic.get(topic);
    if (!list) return [];
    const now = this.#now();
    for (const m of list.filter((m) => m.expiresAt <= now)) this.#remove(m);
    return [...(this.#byTopic.get(topic) ?? [])];
  }

  /** Drops every expired message. */
  sweep(): void {
    const now = this.#now();
    for (const m of [...this.#all.values()]) if (m.expiresAt <= now) this.#remove(m);
  }

  clear(): void {
    this.#byTopic.clear();
    this.#all.clear();
  }

  /** The live messages, oldest first: what a restarted relay needs to keep its mailbox. */
  snapshot(): StoredMessage[] {
    const now = this.#now();
    return [...this.#all.values()].filter((m) => m.expiresAt > now).map((m) => ({ ...m }));
  }

  /**
   * Puts back messages from a snapshot (expired ones are dropped, the caps apply); new messages are
   * numbered after them, so a message's seq stays unique across the restart.
   */
  restore(messages: readonly StoredMessage[]): void {
    const now = this.#now();
    for (const m of [...messages].sort((a, b) => a.seq - b.seq)) {
      if (m.expiresAt <= now || this.#all.has(m.seq)) continue;
      const stored = { ...m };
      const list = this.#byTopic.get(stored.topic) ?? [];
      list.push(stored);
      this.#byTopic.set(stored.topic, list);
      this.#all.set(stored.seq, stored);
      this.#seq = Math.max(this.#seq, stored.seq);
      this.#trimTopic(list);
    }
    this.#trimTotal();
  }

  #remove(stored: StoredMessage): void {
    this.#all.delete(stored.seq);
    const list = this.#byTopic.get(stored.topic);
    if (!list) return;
    const index = list.indexOf(stored);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.#byTopic.delete(stored.topic);
  }

  /** Drops a topic's oldest messages beyond its cap. */
  #trimTopic(list: StoredMessage[]): void {
    while (list.length > this.#maxPerTopic) {
      const oldest = list[0];
      if (!oldest) break;
      this.#remove(oldest);
    }
  }

  /** Drops the mailbox's oldest messages beyond its cap. */
  #trimTotal(): void {
    while (this.#all.size > this.maxTotal) {
      const oldest = this.#all.values().next().value;
      if (!oldest) break;
      this.#remove(oldest);
    }
  }
}

/** A snapshot entry as restore() accepts it: what a kept mailbox read from elsewhere (a file may hold anything) is checked with. */
export function isStoredMessage(value: unknown): value is StoredMessage {
  if (value === null || typeof value !== 'object') return false;
  const m: Partial<Record<keyof StoredMessage, unknown>> = value;
  return (
    Number.isSafeInteger(m.seq) &&
    typeof m.topic === 'string' &&
    typeof m.message === 'string' &&
    typeof m.sender === 'string' &&
    typeof m.publishedAt === 'number' &&
    typeof m.expiresAt === 'number' &&
    typeof m.tag === 'number' &&
    (m.attestation === undefined || typeof m.attestation === 'string')
  );
}
