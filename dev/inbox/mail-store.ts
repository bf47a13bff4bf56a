/** The dev inbox's mails, in memory: the last `max` kept, oldest dropped first; read newest first, by recipient. */

export type InboxMail = { id: number; from: string; to: string[]; subject: string; text: string; code: string | null; receivedAt: number };

export type MailStore = {
  add(mail: Omit<InboxMail, 'id'>): void;
  /** Newest first; only those to `to` (any case) when it is given. */
  messages(to?: string): InboxMail[];
};

export function createMailStore(max: number): MailStore {
  const kept: InboxMail[] = [];
  let nextId = 1;
  return {
    add(mail) {
      kept.push({ id: nextId++, ...mail });
      if (kept.length > max) kept.splice(0, kept.length - max);
    },
    messages(to) {
      const wanted = to?.toLowerCase();
      return kept.filter((mail) => !wanted || mail.to.includes(wanted)).reverse();
    },
  };
}
