/** Asks the OS for a free loopback port. */
export declare function freePort(): Promise<number>;
