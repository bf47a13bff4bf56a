/** Sign-in's SQL (issue 12): one-use nonces and sessions, stored by token hash, listed and revoked per account. */
import type { Database } from '../../shared/db/database';

/** A sign-in session as the routes show it (address lowercase for EVM; times in ms). */
export type SiwxSessionRecord = { pci: string; address: string; chainId: string; domain: string; createdAt: number; expiresAt: number | null };

type SessionRow = { pci: string; address: string; chain_id: string; domain: string; created_at: string; expires_at: string | null };
const SESSION_SELECT = 'select pci, address, chain_id, domain, created_at::text as created_at, expires_at::text as expires_at from siwx_sessions';
/** $2: now, $3: the oldest creation time still live (both ms). */
const LIVE = 'revoked_at is null and (expires_at is null or expires_at > $2) and created_at > $3';
const toSession = (row: SessionRow): SiwxSessionRecord => ({
  pci: row.pci,
  address: row.address,
  chainId: row.chain_id,
  domain: row.domain,
  createdAt: Number(row.created_at),
  expiresAt: row.expires_at === null ? null : Number(row.expires_at),
});

export function createSessionStore(db: Database) {
  return {
    /** Sign-in nonces: stored with their expiry; expired ones are swept as new ones are made. */
    async storeNonce(nonce: string, expiresAt: number, now: number): Promise<void> {
      await db.query('delete from siwx_nonces where expires_at <= $1', [String(now)]);
      await db.query('insert into siwx_nonces (nonce, expires_at) values ($1, $2)', [nonce, String(expiresAt)]);
    },

    /** Takes a nonce once: true only for the first caller, and only before it expires. */
    async consumeNonce(nonce: string, now: number): Promise<boolean> {
      const rows = await db.query('delete from siwx_nonces where nonce = $1 returning expires_at::text as expires_at', [nonce]);
      return rows.length === 1 && Number((rows[0] as { expires_at: string }).expires_at) > now;
    },

    async createSession(session: SiwxSessionRecord & { tokenHash: string; message: string; signature: string }): Promise<void> {
      await db.query(
        'insert into siwx_sessions (pci, token_hash, address, chain_id, domain, message, signature, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
        [
          session.pci,
          session.tokenHash,
          session.address,
          session.chainId,
          session.domain,
          session.message,
          session.signature,
          String(session.createdAt),
          session.expiresAt === null ? null : String(session.expiresAt),
        ],
      );
    },

    /**
     * The live session a token hash opens, or null (unknown, revoked or expired). `createdAfter` applies the service's
     * maximum session life to every row, those stored before it was configured (or shortened) too.
     */
    async sessionByToken(tokenHash: string, now: number, createdAfter = 0): Promise<SiwxSessionRecord | null> {
      const [row] = await db.query<SessionRow>(`${SESSION_SELECT} where token_hash = $1 and ${LIVE}`, [tokenHash, String(now), String(createdAfter)]);
      return row ? toSession(row) : null;
    },

    /** The account's live sessions, newest first; only those made for `domain` when it is given. */
    async sessionsOf(address: string, now: number, createdAfter = 0, domain?: string): Promise<SiwxSessionRecord[]> {
      const rows = await db.query<SessionRow>(
        `${SESSION_SELECT} where address = $1 and ${LIVE} and ($4::text is null or domain = $4) order by created_at desc, pci limit 50`,
        [address, String(now), String(createdAfter), domain ?? null],
      );
      return rows.map(toSession);
    },

    /** Ends the live session a token hash opens (the token's own sign-out); its pci, or null when there was none. */
    async revokeSessionByToken(tokenHash: string, now: number, createdAfter = 0): Promise<string | null> {
      const rows = await db.query<{ pci: string }>(`update siwx_sessions set revoked_at = $2 where token_hash = $1 and ${LIVE} returning pci`, [
        tokenHash,
        String(now),
        String(createdAfter),
      ]);
      return rows[0]?.pci ?? null;
    },

    /** Revokes one of the account's sessions; false when there was no live one. */
    async revokeSession(address: string, pci: string, now: number): Promise<boolean> {
      const rows = await db.query('update siwx_sessions set revoked_at = $3 where address = $1 and pci = $2 and revoked_at is null returning pci', [
        address,
        pci,
        String(now),
      ]);
      return rows.length === 1;
    },
  };
}
