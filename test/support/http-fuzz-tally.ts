/**
 * Sends generated hostile requests (./http-fuzz.ts) to a running service over raw sockets and tallies what came back,
 * with every answer that breaks the rule: a status of 500 or more, a body that is not JSON (a wallet's image in a 200
 * aside), an error without a message, or no answer where one was owed.
 */
import type { FuzzRequest } from './http-fuzz';
import { exchange, inBatches } from './raw-http';

export type Tally = { answered: number; unanswered: number; byStatus: Map<number, number>; problems: string[] };

export async function fuzzService(port: number, requests: readonly FuzzRequest[], concurrency: number): Promise<Tally> {
  const tally: Tally = { answered: 0, unanswered: 0, byStatus: new Map(), problems: [] };
  await inBatches(requests, concurrency, async (request) => {
    const { answer, ended } = await exchange(port, request.bytes, { finish: request.finish, head: request.head, timeoutMs: 6000 });
    if (!answer) {
      tally.unanswered++;
      // Half-closing our side aborts the request in Node (no half-open HTTP), so only those may end unanswered.
      if (!request.mayGoUnanswered && !request.finish) tally.problems.push(`no answer (${ended}): ${request.label}`);
      return;
    }
    tally.answered++;
    tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) tally.problems.push(`${answer.status}: ${request.label}: ${answer.body.slice(0, 120)}`);
    if (request.head) return;
    const type = answer.headers['content-type'] ?? '';
    // Every body is JSON, and says so; a wallet's image is the one other kind, and only in a 200.
    if (answer.status === 200 && type === 'image/png') return;
    if (answer.body === '' && answer.status < 400) return;
    let body: unknown;
    try {
      if (!type.startsWith('application/json')) throw new Error(type);
      body = JSON.parse(answer.body);
    } catch {
      tally.problems.push(`${answer.status} without a JSON body (${type}): ${request.label}: ${answer.body.slice(0, 80)}`);
      return;
    }
    if (answer.status >= 400 && typeof (body as { message?: unknown })?.message !== 'string')
      tally.problems.push(`${answer.status} without a message: ${request.label}`);
  });
  return tally;
}
