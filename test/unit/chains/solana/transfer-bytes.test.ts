/**
 * Issue 20 point 7: the Solana send is built with @solana/web3.js 2.0 alone, so its chunk carries one version of the
 * codecs. The wire bytes below were made by the @solana/kit 8.4 program clients (@solana-program/system 0.14 and
 * token 0.16) it replaced: the hand-built instructions must give the same transaction, byte for byte.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSolanaTransfer } from '../../../../src/chains/solana/transfer';
import type { RpcTransport } from '../../../../src/services/rpc/transport';

const FROM = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const TO = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SOURCE = '7UX2i7SucgLMQcfZ75s3VXmZZY4YRUyJN9X1RgfMoDUi';
const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N';

const transport: RpcTransport = {
  urls: ['https://rpc.test'],
  dispose: () => undefined,
  ranking: { order: () => [], polling: false }, // never read by a send build
  async request(method: string) {
    if (method === 'getLatestBlockhash') return { context: { slot: 1 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 100 } };
    if (method === 'getTokenAccountsByOwner') {
      const info = { mint: MINT, owner: FROM, tokenAmount: { amount: '5000000', decimals: 6 } };
      return { context: { slot: 1 }, value: [{ pubkey: SOURCE, account: { data: { parsed: { type: 'account', info } } } }] };
    }
    throw new Error(`unexpected ${method}`);
  },
};

const KIT_SOL_TRANSFER =
  'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAQABA36MCIdgv94d3c8ywX8gm4JC7lKq8TH6zYjQ6ixtCwbyMhz6Wt0YXoiTpf2IAT7E1+Ei3tRjVMrf9Q2VY5XnW2AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAMxJDpKM0uOHO7ND/JXaMxecpg9Nv0bCw26RKZ1V1Oa5AQICAAEMAgAAAIfWEgAAAAAAAA==';
const KIT_SPL_TRANSFER =
  'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAQAFCH6MCIdgv94d3c8ywX8gm4JC7lKq8TH6zYjQ6ixtCwbyYDLCAMevWidab0pML5QPtMTjJSlAU8Rc/OiZrIaTZefR9fE19GbyQgzJH3P+O5JTxo2ZMOJst1OXI8hEXWMv0wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAMhz6Wt0YXoiTpf2IAT7E1+Ei3tRjVMrf9Q2VY5XnW2CMlyWPTiSJ8bs9ECkUjg2DC1oTmdr/EIQEjnvY2+n4Wcb6evO+2606PWXzaqvJdDGxu+TC0vbg5HymAgNFL11hBt324ddloZPZy+FGzut5rBy0he1fWzeROoz1hX7/AKnMSQ6SjNLjhzuzQ/yV2jMXnKYPTb9GwsNukSmdVdTmuQIFBgACBAYDBwEBBwQBBgIACgyH1hIAAAAAAAYA';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('Solana send transactions (@solana/web3.js 2.0 only)', () => {
  it('a SOL transfer is the System program transfer the kit client made', async () => {
    expect(base64(await buildSolanaTransfer(transport, FROM, TO, 1234567n))).toBe(KIT_SOL_TRANSFER);
  });

  it('an SPL transfer opens the receiver account idempotently, then TransferChecked, as the kit clients made', async () => {
    expect(base64(await buildSolanaTransfer(transport, FROM, TO, 1234567n, { address: MINT, decimals: 6 }))).toBe(KIT_SPL_TRANSFER);
  });

  it('no client file imports @solana/kit or a @solana-program client (their codecs are another version than web3.js 2.0)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const offenders = files('src').filter((file) => /from '@solana\/kit'|from '@solana-program\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
