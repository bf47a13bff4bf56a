// Routes messages between connections: publish stores a message in the mailbox and pushes it to the
// topic's subscribers; subscribe registers interest and pushes the topic's stored messages. A message
// is never pushed back to the client that published it, nor twice to the same connection.
import { Mailbox, type MailboxLimits, type PublishInput, type StoredMessage } from './mailbox.ts';
import { Subscriptions, subscriptionId } from './subscriptions.ts';
import { RpcError, INVALID_PARAMS } from './jsonrpc.ts';

/** What the router needs of a connection (see walletconnect-relay.ts). */
export type Peer = {
  /** The client's identity (its JWT `iss`), shared by its reconnections. */
  clientKey: string;
  /** Mailbox seqs already pushed on this connection. */
  delivered: Set<number>;
  push(message: StoredMessage, subscription: string): void;
};

/** Runs `fn` once the reply to the current request has been sent. */
export type Later = (fn: () => void) => void;

/** A stored message as irn_batchFetchMessages and irn_subscription hand it to a client. */
type DeliveredMessage = { topic: string; message: string; publishedAt: number; tag: number; attestation?: string };

type RouterLimits = MailboxLimits & { maxTopicsPerConnection?: number };

export class Router {
  readonly mailbox: Mailbox;
  readonly #subscriptions: Subscriptions<Peer>;

  constructor(options: RouterLimits = {}) {
    this.mailbox = new Mailbox(options);
    this.#subscriptions = new Subscriptions(options);
  }

  /**
   * Subscribes and returns the subscription id; `later` runs once the reply has been sent, and pushes
   * the topic's stored messages (so the client knows the subscription before its first message).
   */
  subscribe(peer: Peer, topic: string, later: Later): string {
    if (!this.#subscriptions.add(peer, topic)) throw new RpcError(INVALID_PARAMS, 'Too many subscriptions on this connection');
    const id = subscriptionId(topic);
    later(() => {
      for (const message of this.mailbox.list(topic)) this.#deliver(peer, message);
    });
    return id;
  }

  unsubscribe(peer: Peer, topic: string): void {
    this.#subscriptions.remove(peer, topic);
  }

  publish(peer: Peer, input: PublishInput, later: Later): StoredMessage {
    const stored = this.mailbox.add({ ...input, sender: peer.clientKey });
    later(() => {
      for (const listener of this.#subscriptions.listeners(stored.topic)) this.#deliver(listener, stored);
    });
    return stored;
  }

  /** The stored messages of `topics` not sent by `peer`, marked as delivered to it. */
  fetch(peer: Peer, topics: readonly string[]): DeliveredMessage[] {
    const messages: DeliveredMessage[] = [];
    for (const topic of topics) {
      for (const m of this.mailbox.list(topic)) {
        if (m.sender === peer.clientKey) continue;
        peer.delivered.add(m.seq);
        messages.push({ topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag, ...(m.attestation ? { attestation: m.attestation } : {}) });
      }
    }
    return messages;
  }

  disconnect(peer: Peer): void {
    this.#subscriptions.removeConnection(peer);
  }

  #deliver(peer: Peer, message: StoredMessage): void {
    if (message.sender === peer.clientKey || peer.delivered.has(message.seq)) return;
    if (!this.#subscriptions.has(peer, message.topic)) return;
    peer.delivered.add(message.seq);
    // Keep the per-connection record bounded: forget seqs the mailbox no longer holds.
    if (peer.delivered.size > 2 * this.mailbox.maxTotal) {
      for (const seq of peer.delivered) if (!this.mailbox.has(seq)) peer.delivered.delete(seq);
    }
    peer.push(message, subscriptionId(message.topic));
  }
}
