// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// Routes messages between connections: publish stores a message in the mailbox and pushes it to the
// topic's subscribers; subscribe registers interest and pushes the topic's stored messages. A message
// is never pushed back to the client that published it, nor twice to the same connection.
import { Mailbox } from './mailbox.ts';
import { Subscriptions, subscriptionId } from './subscriptions.ts';
import { RpcError, INVALID_PARAMS } from './jsonrpc.ts';

/**
 * What the router needs of a connection (see walletconnect-relay.ts).
 * @typedef {object} Peer
 * @property {string} clientKey   the client's identity (its JWT `iss`), shared by its reconnections
 * @property {Set<number>} delivered mailbox seqs already pushed on this connection
 * @property {(message: import('./mailbox.ts').StoredMessage, subscription: string) => void} push
 */

/** @typedef {import('./mailbox.ts').StoredMessage} StoredMessage */

export class Router {
  /** @param {{ maxPerTopic?: number; maxTotal?: number; maxTopicsPerConnection?: number; now?: () => number }} [options] */
  constructor(options = {}) {
    this.mailbox = new Mailbox(options);
    /** @type {Subscriptions<Peer>} */
    this.subscriptions = new Subscriptions(options);
  }

  /**
   * Subscribes and returns the subscription id; `later` runs once the reply has been sent, and pushes
   * the topic's stored messages (so the client knows the subscription before its first message).
   * @param {Peer} peer @param {string} topic @param {(fn: () => void) => void} later
   */
  subscribe(peer, topic, later) {
    if (!this.subscriptions.add(peer, topic)) throw new RpcError(INVALID_PARAMS, 'Too many subscriptions on this connection');
    const id = subscriptionId(topic);
    later(() => {
      for (const message of this.mailbox.list(topic)) this.deliver(peer, message);
    });
    return id;
  }

  /** @param {Peer} peer @param {string} topic */
  unsubscribe(peer, topic) {
    this.subscriptions.remove(peer, topic);
  }

  /**
   * @param {Peer} peer
   * @param {{ topic: string; message: string; ttl: number; tag: number; attestation?: string }} input
   * @param {(fn: () => void) => void} later
   */
  publish(peer, input, later) {
    const stored = this.mailbox.add({ ...input, sender: peer.clientKey });
    later(() => {
      for (const listener of this.subscriptions.listeners(stored.topic)) this.deliver(listener, stored);
    });
    return stored;
  }

  /** The stored messages of `topics` not sent by `peer`, marked as delivered to it. @param {Peer} peer @param {string[]} topics */
  fetch(peer, topics) {
    const messages = [];
    for (const topic of topics) {
      for (const m of this.mailbox.list(topic)) {
        if (m.sender === peer.clientKey) continue;
        peer.delivered.add(m.seq);
        messages.push({ topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag, ...(m.attestation ? { attestation: m.attestation } : {}) });
      }
    }
    return messages;
  }

  /** @param {Peer} peer */
  disconnect(peer) {
    this.subscriptions.removeConnection(peer);
  }

  /** @param {Peer} peer @param {StoredMessage} message */
  deliver(peer, message) {
    if (message.sender === peer.clientKey || peer.delivered.has(message.seq)) return;
    if (!this.subscriptions.has(peer, message.topic)) return;
    peer.delivered.add(message.seq);
    // Keep the per-connection record bounded: forget seqs the mailbox no longer holds.
    if (peer.delivered.size > 2 * this.mailbox.maxTotal) {
      for (const seq of peer.delivered) if (!this.mailbox.all.has(seq)) peer.delivered.delete(seq);
    }
    peer.push(message, subscriptionId(message.topic));
  }
}
