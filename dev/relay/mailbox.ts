// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// The relay's mailbox: messages kept per topic for their TTL, so that a client subscribing later
// (the wallet pairs after the dapp published its proposal) still receives them. Memory is bounded:
// at most `maxPerTopic` messages on a topic and `maxTotal` in all; the oldest go first.

/**
 * @typedef {object} StoredMessage
 * @property {number} seq        insertion order, unique for the relay's lifetime
 * @property {string} topic
 * @property {string} message    the client's encrypted envelope (base64), opaque to the relay
 * @property {number} publishedAt ms since the epoch
 * @property {number} expiresAt  ms since the epoch
 * @property {number} tag
 * @property {string | undefined} attestation
 * @property {string} sender     the publishing client's key (see connection identity)
 */

export class Mailbox {
  /** @param {{ maxPerTopic?: number; maxTotal?: number; maxTtlSeconds?: number; now?: () => number }} [options] */
  constructor({ maxPerTopic = 100, maxTotal = 10_000, maxTtlSeconds = 30 * 24 * 3600, now = () => Date.now() } = {}) {
    this.maxPerTopic = maxPerTopic;
    this.maxTotal = maxTotal;
    this.maxTtlSeconds = maxTtlSeconds;
    this.now = now;
    /** @type {Map<string, StoredMessage[]>} */
    this.byTopic = new Map();
    /** @type {Map<number, StoredMessage>} all messages in insertion order, for the global cap */
    this.all = new Map();
    this.seq = 0;
  }

  get size() {
    return this.all.size;
  }

  /**
   * Stores a message; a byte-identical message already on the topic is not stored twice.
   * @param {{ topic: string; message: string; ttl: number; tag: number; attestation?: string; sender: string }} input
   * @returns {StoredMessage}
   */
  add({ topic, message, ttl, tag, attestation, sender }) {
    const publishedAt = this.now();
    const ttlSeconds = Math.min(Math.max(1, Math.floor(ttl)), this.maxTtlSeconds);
    const list = this.byTopic.get(topic) ?? [];
    const duplicate = list.find((m) => m.message === message && m.expiresAt > publishedAt);
    if (duplicate) return duplicate;
    /** @type {StoredMessage} */
    const stored = { seq: ++this.seq, topic, message, publishedAt, expiresAt: publishedAt + ttlSeconds * 1000, tag, attestation, sender };
    list.push(stored);
    this.byTopic.set(topic, list);
    this.all.set(stored.seq, stored);
    while (list.length > this.maxPerTopic) this.remove(/** @type {StoredMessage} */ (list[0]));
    while (this.all.size > this.maxTotal) {
      const oldest = this.all.values().next().value;
      if (!oldest) break;
      this.remove(oldest);
    }
    return stored;
  }

  /** The live messages of a topic, oldest first. @param {string} topic @returns {StoredMessage[]} */
  list(topic) {
    const list = this.byTopic.get(topic);
    if (!list) return [];
    const now = this.now();
    for (const m of list.filter((m) => m.expiresAt <= now)) this.remove(m);
    return [...(this.byTopic.get(topic) ?? [])];
  }

  /** Drops every expired message. */
  sweep() {
    const now = this.now();
    for (const m of [...this.all.values()]) if (m.expiresAt <= now) this.remove(m);
  }

  clear() {
    this.byTopic.clear();
    this.all.clear();
  }

  /** The live messages, oldest first: what a restarted relay needs to keep its mailbox. @returns {StoredMessage[]} */
  snapshot() {
    const now = this.now();
    return [...this.all.values()].filter((m) => m.expiresAt > now).map((m) => ({ ...m }));
  }

  /**
   * Puts back messages from a snapshot (expired ones are dropped, the caps apply); new messages are
   * numbered after them, so a message's seq stays unique across the restart.
   * @param {readonly StoredMessage[]} messages
   */
  restore(messages) {
    const now = this.now();
    for (const m of [...messages].sort((a, b) => a.seq - b.seq)) {
      if (!isStoredMessage(m) || m.expiresAt <= now || this.all.has(m.seq)) continue;
      const stored = { ...m };
      const list = this.byTopic.get(stored.topic) ?? [];
      list.push(stored);
      this.byTopic.set(stored.topic, list);
      this.all.set(stored.seq, stored);
      this.seq = Math.max(this.seq, stored.seq);
      while (list.length > this.maxPerTopic) this.remove(/** @type {StoredMessage} */ (list[0]));
    }
    while (this.all.size > this.maxTotal) {
      const oldest = this.all.values().next().value;
      if (!oldest) break;
      this.remove(oldest);
    }
  }

  /** @param {StoredMessage} stored */
  remove(stored) {
    this.all.delete(stored.seq);
    const list = this.byTopic.get(stored.topic);
    if (!list) return;
    const index = list.indexOf(stored);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.byTopic.delete(stored.topic);
  }
}

/** A snapshot entry as restore() accepts it (a file may hold anything). @param {unknown} value @returns {value is StoredMessage} */
function isStoredMessage(value) {
  if (value === null || typeof value !== 'object') return false;
  const m = /** @type {Record<string, unknown>} */ (value);
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
