/**
 * The value-moving instructions a Solana reader understands, decoded from a `json`-encoded transaction: System
 * Transfer (SOL), and SPL Token Transfer and TransferChecked (classic Token program and Token-2022).
 */
import { getBase58Codec } from '@solana/kit';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAMS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'];

const SYSTEM_TRANSFER = 2;
const TOKEN_TRANSFER = 3;
const TOKEN_TRANSFER_CHECKED = 12;

export type JsonInstruction = { programIdIndex: number; accounts: number[]; data: string };
export type TokenBalance = { accountIndex: number; mint: string; owner?: string };

/** One decoded movement: `from`/`to` are wallet owners (a token account's owner when the balances name it). */
export type DecodedMove = { index: number; kind: 'native' | 'fungible'; mint: string | null; from: string; to: string; amount: bigint };

const base58 = getBase58Codec();

function u64(bytes: Uint8Array, offset: number): bigint | null {
  if (bytes.length < offset + 8) return null;
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 8).getBigUint64(0, true);
}

/**
 * @param keys the transaction's account keys, static then loaded (writable, readonly)
 * @param tokenBalances pre and post token balances: they name each token account's mint and owner
 */
export function decodeMoves(instructions: JsonInstruction[], keys: string[], tokenBalances: TokenBalance[]): DecodedMove[] {
  const accountOf = new Map(tokenBalances.map((b) => [b.accountIndex, b]));
  const ownerOf = (index: number) => accountOf.get(index)?.owner ?? keys[index];
  const moves: DecodedMove[] = [];
  instructions.forEach((ix, index) => {
    const program = keys[ix.programIdIndex];
    let data: Uint8Array;
    try {
      data = Uint8Array.from(base58.encode(ix.data));
    } catch {
      return; // not base58: nothing we can read
    }
    const [first, second, third] = ix.accounts;
    if (program === SYSTEM_PROGRAM) {
      if (data.length !== 12 || new DataView(data.buffer, data.byteOffset).getUint32(0, true) !== SYSTEM_TRANSFER) return;
      const from = first === undefined ? undefined : keys[first];
      const to = second === undefined ? undefined : keys[second];
      const amount = u64(data, 4);
      if (from && to && amount !== null) moves.push({ index, kind: 'native', mint: null, from, to, amount });
      return;
    }
    if (!TOKEN_PROGRAMS.includes(program ?? '')) return;
    const amount = u64(data, 1);
    if (amount === null) return;
    if (data[0] === TOKEN_TRANSFER && data.length === 9 && first !== undefined && second !== undefined) {
      const mint = accountOf.get(first)?.mint ?? accountOf.get(second)?.mint;
      const from = ownerOf(first);
      const to = ownerOf(second);
      if (mint && from && to) moves.push({ index, kind: 'fungible', mint, from, to, amount });
    } else if (data[0] === TOKEN_TRANSFER_CHECKED && data.length === 10 && first !== undefined && second !== undefined && third !== undefined) {
      const mint = keys[second];
      const from = ownerOf(first);
      const to = ownerOf(third);
      if (mint && from && to) moves.push({ index, kind: 'fungible', mint, from, to, amount });
    }
  });
  return moves;
}
