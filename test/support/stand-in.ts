/**
 * A test double that implements only what the code under test calls: the compiler checks every member given against
 * the real type, and the rest is left out on purpose (a call to a missing member fails the test loudly).
 */
export const standIn = <T>(part: Partial<T>): T => part as T;
