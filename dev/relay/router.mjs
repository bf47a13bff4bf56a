// Routes messages between connections: publish stores a message in the mailbox and pushes it to the
// topic's subscribers; subscribe registers interest and pushes the topic's stored messages. A message
// is never pushed back to the client that published it, nor twice to the same connection, nor again to
// a client that acknowledged it: like the real relay, whose mailbox forgets what a client has received,
// a client that reconnects is not handed its old messages again (the sign client's duplicate check
// forgets a topic's messages once the session is deleted, so a replayed wc_sessionDelete would reach it
// as a new request).
import { Mailbox } from './mailbox.mjs';
import { Subscriptions, subscriptionId } from './subscriptions.mjs';
import { RpcError, INVALID_PARAMS } from './jsonrpc.mjs';

/**
 * What the router needs of a connection (see walletconnect-relay.mjs).
 * @typedef {object} Peer
 * @property {string} clientKey   the client's identity (its JWT `iss`), shared by its reconnections
 * @property {Set<number>} delivered mailbox seqs already pushed on this connection
 * @property {(message: import('./mailbox.mjs').StoredMessage, subscription: string) => void} push
 */

/** @typedef {import('./mailbox.mjs').StoredMessage} StoredMessage */

export class Router {
  /** @param {{ maxPerTopic?: number; maxTotal?: number; maxTopicsPerConnection?: number; now?: () => number }} [options] */
  constructor(options = {}) {
    this.mailbox = new Mailbox(options);
    /** @type {Subscriptions<Peer>} */
    this.subscriptions = new Subscriptions(options);
    /** @type {Map<string, Set<number>>} client key -> mailbox seqs it has acknowledged or fetched */
    this.received = new Map();
  }

  /** Records that `peer`'s client has the message `seq` (it acknowledged the delivery). @param {Peer} peer @param {number} seq */
  acknowledge(peer, seq) {
    if (!this.mailbox.all.has(seq)) return;
    const seqs = this.received.get(peer.clientKey) ?? new Set();
    seqs.add(seq);
    this.received.set(peer.clientKey, seqs);
    // Keep the record bounded: forget seqs the mailbox no longer holds.
    if (seqs.size > this.mailbox.maxTotal) for (const s of seqs) if (!this.mailbox.all.has(s)) seqs.delete(s);
  }

  /** @param {Peer} peer @param {StoredMessage} message */
  hasReceived(peer, message) {
    return message.sender === peer.clientKey || peer.delivered.has(message.seq) || (this.received.get(peer.clientKey)?.has(message.seq) ?? false);
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

  /** The stored messages of `topics` that `peer`'s client has not sent or received, marked as received. @param {Peer} peer @param {string[]} topics */
  fetch(peer, topics) {
    const messages = [];
    for (const topic of topics) {
      for (const m of this.mailbox.list(topic)) {
        if (this.hasReceived(peer, m)) continue;
        peer.delivered.add(m.seq);
        this.acknowledge(peer, m.seq); // a fetch's reply is its own receipt
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
    if (this.hasReceived(peer, message)) return;
    if (!this.subscriptions.has(peer, message.topic)) return;
    peer.delivered.add(message.seq);
    // Keep the per-connection record bounded: forget seqs the mailbox no longer holds.
    if (peer.delivered.size > 2 * this.mailbox.maxTotal) {
      for (const seq of peer.delivered) if (!this.mailbox.all.has(seq)) peer.delivered.delete(seq);
    }
    peer.push(message, subscriptionId(message.topic));
  }
}
