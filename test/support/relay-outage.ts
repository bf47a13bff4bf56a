/**
 * How long a relay stays down in the outage cases (unit and e2e): the outage itself is the scenario, a time that must
 * pass with the relay away while a request waits, so it is a fixed wait by design.
 */
export const RELAY_OUTAGE_MS = 1500;
export const relayOutage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, RELAY_OUTAGE_MS));
