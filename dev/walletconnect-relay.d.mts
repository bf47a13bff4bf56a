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
export type Relay = {
  relayUrl: string;
  port: number;
  /** `accepted`: sockets opened since the start, dropped ones included. */
  stats(): { connections: number; accepted: number; storedMessages: number; unacked: number };
  /** Cuts every open socket, as a relay losing its clients does. */
  dropConnections(): void;
  /** While on, each socket is cut as soon as it opens. */
  dropNewConnections(on: boolean): void;
  stop(): Promise<void>;
};
export declare function startRelay(options?: RelayOptions): Promise<Relay>;
export declare function createMemoryPersistence(): RelayPersistence;
export declare function createFilePersistence(path: string): RelayPersistence;
