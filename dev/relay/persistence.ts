// Where a loopback relay keeps its mailbox across a stop and a start on the same port (a relay restart):
// in memory (a store object handed to each start) or in a JSON file (which also outlives the process).
// Subscriptions are not kept: the clients make them again when they reconnect, and the kept messages
// are then delivered to them (their own message history drops any they already had).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isStoredMessage, type StoredMessage } from './mailbox.ts';

export type RelayPersistence = {
  /** The messages kept by the last run. */
  load(): StoredMessage[];
  save(messages: StoredMessage[]): void;
};

/** Keeps the mailbox in this object: start the relay again with the same store. */
export function createMemoryPersistence(): RelayPersistence {
  let kept: StoredMessage[] = [];
  return {
    load: () => kept.map((m) => ({ ...m })),
    save(messages) {
      kept = messages.map((m) => ({ ...m }));
    },
  };
}

/**
 * Keeps the mailbox in a JSON file, written whole (to a temporary file, then renamed, so a crash
 * mid-write leaves the previous copy). A missing file is an empty mailbox; an unreadable one is an error;
 * entries that are no stored message (a file may hold anything) are left out.
 */
export function createFilePersistence(path: string): RelayPersistence {
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
        throw error;
      }
      const value: unknown = JSON.parse(text);
      const messages: unknown = value !== null && typeof value === 'object' && 'messages' in value ? value.messages : undefined;
      if (!Array.isArray(messages)) throw new Error(`${path}: not a relay mailbox (expected { messages: [...] })`);
      return messages.filter(isStoredMessage);
    },
    save(messages) {
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ messages }));
      renameSync(temporary, path);
    },
  };
}
