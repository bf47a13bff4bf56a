// The relay's JSON-RPC methods, as @walletconnect/core and @walletconnect/sign-client 2.21.8 call them.
//
// Session set-up, and why the relay subscribes senders itself. In 2.21.8 the sign client does not
// publish the proposal and the approval with `irn_publish`; it calls two relay methods that carry
// every topic in clear (engine.ts sendProposeSession / sendApproveSession, via publisher.publishCustom):
//   wc_proposeSession { pairingTopic, sessionProposal, ttl, attestation?, correlationId }
//     the dapp created the pairing with `skipSubscribe` (pairing.create({ internal: { skipSubscribe } })):
//     it records the topic locally but never sends irn_subscribe for it. The relay stores the proposal
//     on the pairing topic (tag 1100) and subscribes the sender to that topic, or the wallet's answer
//     would reach nobody until the dapp reconnects and re-subscribes (the ~35 s hang of the trial).
//   wc_approveSession { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl }
//     the wallet likewise marks the session topic `skipSubscribe`. The relay stores the settlement on
//     the session topic (tag 1102), subscribes the sender to the session topic (where the dapp's
//     1103 acknowledgement and later requests come), then publishes the response on the pairing
//     topic (tag 1101). The dapp, on that response, derives the session topic and sends irn_subscribe,
//     which hands it the stored settlement. Settlement first, so it is in the mailbox before the dapp asks.
// The relay cannot decrypt envelopes, but it needs to: these methods name the topics. For a client
// that uses plain irn_publish for the same steps (older versions), the tags tell the same story: the
// publisher of a 1100 (proposal) or 1102 (settlement) is a party to that topic, so it is subscribed
// too; this is harmless for clients that subscribed themselves.
import { RpcError, INVALID_PARAMS, isJsonObject } from './jsonrpc.ts';
import type { Later, Peer, Router } from './router.ts';

const TAG_SESSION_PROPOSE = 1100;
const TAG_SESSION_PROPOSE_RESPONSE = 1101;
const TAG_SESSION_SETTLE = 1102;
const MAX_TOPIC_LENGTH = 256;
const MAX_BATCH = 500;

/** One relay method: `params` as the client sent them (checked here), `later` to act once the reply is out. */
type Handler = (peer: Peer, params: unknown, later: Later) => unknown;

function topicOf(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TOPIC_LENGTH) {
    throw new RpcError(INVALID_PARAMS, `Invalid params: ${name} must be a non-empty string`);
  }
  return value;
}

function messageOf(value: unknown, name = 'message'): string {
  if (typeof value !== 'string' || value.length === 0) throw new RpcError(INVALID_PARAMS, `Invalid params: ${name} must be a non-empty string`);
  return value;
}

function ttlOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw new RpcError(INVALID_PARAMS, 'Invalid params: ttl must be a positive number of seconds');
  return value;
}

function tagOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
}

function objectOf(params: unknown): Record<string, unknown> {
  if (!isJsonObject(params)) throw new RpcError(INVALID_PARAMS, 'Invalid params: expected an object');
  return params;
}

function listOf(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value) || value.length > MAX_BATCH) throw new RpcError(INVALID_PARAMS, `Invalid params: ${name} must be an array of at most ${MAX_BATCH}`);
  return value;
}

export function createMethods(router: Router): Record<string, Handler> {
  const publishOne = (peer: Peer, raw: unknown, later: Later) => {
    const p = objectOf(raw);
    const topic = topicOf(p.topic);
    const input = {
      topic,
      message: messageOf(p.message),
      ttl: ttlOf(p.ttl),
      tag: tagOf(p.tag),
      attestation: typeof p.attestation === 'string' ? p.attestation : undefined,
    };
    if (input.tag === TAG_SESSION_PROPOSE || input.tag === TAG_SESSION_SETTLE) router.subscribe(peer, topic, later);
    router.publish(peer, input, later);
  };

  return {
    irn_subscribe(peer, params, later) {
      return router.subscribe(peer, topicOf(objectOf(params).topic), later);
    },
    irn_batchSubscribe(peer, params, later) {
      const topics = listOf(objectOf(params).topics, 'topics').map((t) => topicOf(t));
      return topics.map((topic) => router.subscribe(peer, topic, later));
    },
    irn_unsubscribe(peer, params) {
      router.unsubscribe(peer, topicOf(objectOf(params).topic));
      return true;
    },
    irn_batchUnsubscribe(peer, params) {
      const list = listOf(objectOf(params).subscriptions, 'subscriptions');
      const topics = list.map((s) => topicOf(objectOf(s).topic));
      for (const topic of topics) router.unsubscribe(peer, topic);
      return true;
    },
    irn_publish(peer, params, later) {
      publishOne(peer, params, later);
      return true;
    },
    irn_batchPublish(peer, params, later) {
      const messages = listOf(objectOf(params).messages, 'messages');
      messages.forEach((m) => {
        const p = objectOf(m); // validate all before storing any
        topicOf(p.topic);
        messageOf(p.message);
        ttlOf(p.ttl);
      });
      for (const m of messages) publishOne(peer, m, later);
      return true;
    },
    irn_batchFetchMessages(peer, params) {
      const topics = listOf(objectOf(params).topics, 'topics').map((t) => topicOf(t));
      return { messages: router.fetch(peer, topics), hasMore: false };
    },
    wc_proposeSession(peer, params, later) {
      const p = objectOf(params);
      const pairingTopic = topicOf(p.pairingTopic, 'pairingTopic');
      const sessionProposal = messageOf(p.sessionProposal, 'sessionProposal');
      const ttl = ttlOf(p.ttl ?? 300);
      const attestation = typeof p.attestation === 'string' ? p.attestation : undefined;
      router.subscribe(peer, pairingTopic, later);
      router.publish(peer, { topic: pairingTopic, message: sessionProposal, ttl, tag: TAG_SESSION_PROPOSE, attestation }, later);
      return true;
    },
    wc_approveSession(peer, params, later) {
      const p = objectOf(params);
      const pairingTopic = topicOf(p.pairingTopic, 'pairingTopic');
      const sessionTopic = topicOf(p.sessionTopic, 'sessionTopic');
      const response = messageOf(p.sessionProposalResponse, 'sessionProposalResponse');
      const settlement = messageOf(p.sessionSettlementRequest, 'sessionSettlementRequest');
      const ttl = ttlOf(p.ttl ?? 300);
      router.subscribe(peer, sessionTopic, later);
      router.publish(peer, { topic: sessionTopic, message: settlement, ttl, tag: TAG_SESSION_SETTLE }, later);
      router.publish(peer, { topic: pairingTopic, message: response, ttl, tag: TAG_SESSION_PROPOSE_RESPONSE }, later);
      return true;
    },
  };
}
