// What the page keeps of sign-in: the stored sessions under SIWX_SESSIONS, read from the page's localStorage.
import type { Page } from 'playwright-core';
import { SIWX_SESSIONS, type StoredSiwxSession } from '../../src/client/persisted-siwx';

export const storedSessions = (page: Page): Promise<StoredSiwxSession[]> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSiwxSession[], SIWX_SESSIONS.name);
