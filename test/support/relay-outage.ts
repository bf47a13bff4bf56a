/**
 * How long a relay stays down in the outage cases (unit and e2e). The outage itself is the scenario: a request waits
 * with the relay away, so a time must pass; this is a fixed wait by design.
 */
const RELAY_OUTAGE_MS = 1500;
export const relayOutage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, RELAY_OUTAGE_MS));
