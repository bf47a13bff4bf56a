// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// Which connection listens to which topic. A subscription id is the sha256 hex of the topic, as the
// public relay returns; the 2.21.8 client only checks that the reply is truthy (it keys its own
// subscriptions by sha256(topic + clientId)), and receives it back as `params.id` of `irn_subscription`.
import { createHash } from 'node:crypto';

/** @param {string} topic */
export function subscriptionId(topic) {
  return createHash('sha256').update(topic).digest('hex');
}

/** @template C */
export class Subscriptions {
  /** @param {{ maxTopicsPerConnection?: number }} [options] */
  constructor({ maxTopicsPerConnection = 10_000 } = {}) {
    this.maxTopicsPerConnection = maxTopicsPerConnection;
    /** @type {Map<string, Set<C>>} */
    this.byTopic = new Map();
    /** @type {Map<C, Set<string>>} */
    this.byConnection = new Map();
  }

  /** @param {C} connection @param {string} topic @returns {boolean} false when the connection is at its cap */
  add(connection, topic) {
    const topics = this.byConnection.get(connection) ?? new Set();
    if (!topics.has(topic) && topics.size >= this.maxTopicsPerConnection) return false;
    topics.add(topic);
    this.byConnection.set(connection, topics);
    const listeners = this.byTopic.get(topic) ?? new Set();
    listeners.add(connection);
    this.byTopic.set(topic, listeners);
    return true;
  }

  /** @param {C} connection @param {string} topic */
  remove(connection, topic) {
    this.byConnection.get(connection)?.delete(topic);
    const listeners = this.byTopic.get(topic);
    if (!listeners) return;
    listeners.delete(connection);
    if (listeners.size === 0) this.byTopic.delete(topic);
  }

  /** @param {C} connection */
  removeConnection(connection) {
    for (const topic of this.byConnection.get(connection) ?? []) this.remove(connection, topic);
    this.byConnection.delete(connection);
  }

  /** @param {string} topic @returns {C[]} */
  listeners(topic) {
    return [...(this.byTopic.get(topic) ?? [])];
  }

  /** @param {C} connection @param {string} topic */
  has(connection, topic) {
    return this.byConnection.get(connection)?.has(topic) ?? false;
  }
}
