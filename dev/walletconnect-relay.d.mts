export type RelayOptions = {
  port?: number;
  pingIntervalMs?: number;
  maxPerTopic?: number;
  maxTotal?: number;
  maxTopicsPerConnection?: number;
};
export type Relay = {
  relayUrl: string;
  port: number;
  stats(): { connections: number; storedMessages: number; unacked: number };
  stop(): Promise<void>;
};
export declare function startRelay(options?: RelayOptions): Promise<Relay>;
