export type RelayOptions = {
  port?: number;
  pingIntervalMs?: number;
  maxPerTopic?: number;
  maxTotal?: number;
  maxTopicsPerConnection?: number;
  /** Keeps the mailbox across a stop and a start (see dev/relay/persistence.mjs). */
  persistence?: RelayPersistence;
};
export type StoredMessage = {
  seq: number;
  topic: string;
  message: string;
  publishedAt: number;
  expiresAt: number;
  tag: number;
  attestation: string | undefined;
  sender: string;
};
export type RelayPersistence = { load(): StoredMessage[]; save(messages: StoredMessage[]): void };
/** One socket attempt (an upgrade request) as the relay saw it. */
export type RelayAttempt = {
  /** Date.now() when the upgrade request arrived. */
  at: number;
  /** The client's identity: the `iss` (did:key of its client id) of the JWT in `?auth=`, else per connection. */
  client: string;
  outcome: 'accepted' | 'dropped' | 'refused';
};
export type Relay = {
  relayUrl: string;
  port: number;
  /** `accepted`: sockets opened since the start, dropped ones included. */
  stats(): { connections: number; accepted: number; storedMessages: number; unacked: number };
  /** Cuts every open socket, as a relay losing its clients does. */
  dropConnections(): void;
  /** While on, each socket is cut as soon as it opens. */
  dropNewConnections(on: boolean): void;
  /** While on, each upgrade is answered with HTTP 503: no socket opens. */
  refuseNewConnections(on: boolean): void;
  /** Every socket attempt (upgrade request) since the start, refused and dropped ones included, in order. */
  attempts(): RelayAttempt[];
  stop(): Promise<void>;
};
export declare function startRelay(options?: RelayOptions): Promise<Relay>;
export declare function createMemoryPersistence(): RelayPersistence;
export declare function createFilePersistence(path: string): RelayPersistence;
