// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// Where a loopback relay keeps its mailbox across a stop and a start on the same port (a relay restart):
// in memory (a store object handed to each start) or in a JSON file (which also outlives the process).
// Subscriptions are not kept: the clients make them again when they reconnect, and the kept messages
// are then delivered to them (their own message history drops any they already had).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

type StoredMessage = {
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

/**
 * @typedef {object} RelayPersistence
 * @property {() => import('./mailbox.ts').StoredMessage[]} load   the messages kept by the last run
 * @property {(messages: import('./mailbox.ts').StoredMessage[]) => void} save
 */

/** Keeps the mailbox in this object: start the relay again with the same store. @returns {RelayPersistence} */
export function createMemoryPersistence(): RelayPersistence;
export function createMemoryPersistence() {
  /** @type {import('./mailbox.ts').StoredMessage[]} */
  let kept = [];
  return {
    load: () => kept.map((m) => ({ ...m })),
    save(messages) {
      kept = messages.map((m) => ({ ...m }));
    },
  };
}

/**
 * Keeps the mailbox in a JSON file, written whole (to a temporary file, then renamed, so a crash
 * mid-write leaves the previous copy). A missing file is an empty mailbox; an unreadable one is an error.
 * @param {string} path
 * @returns {RelayPersistence}
 */
export function createFilePersistence(path: string): RelayPersistence;
export function createFilePersistence(path) {
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
        throw error;
      }
      const value = JSON.parse(text);
      if (!Array.isArray(value?.messages)) throw new Error(`${path}: not a relay mailbox (expected { messages: [...] })`);
      return value.messages;
    },
    save(messages) {
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ messages }));
      renameSync(temporary, path);
    },
  };
}
