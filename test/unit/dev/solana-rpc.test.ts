// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { startSolanaRpc, DEMO_SOLANA_SEED, LAMPORTS_PER_SOL, type SolanaRpc } from '../../../dev/solana-rpc.ts';

let rpc: SolanaRpc;
let id = 0;

/** A JSON-RPC reply: `result`, or an `error` as the node answers it (with `data` for a failed simulation). */
type Reply<T = unknown> = { id?: unknown; result: T; error?: { code: number; message: string; data?: { err: unknown; logs: string[] } } };
type Lifetime = { context: { slot: number }; value: { blockhash: string; lastValidBlockHeight: number } };
type SignatureStatuses = { value: ({ slot: number; confirmationStatus: string } | null)[] };
/** getTransaction's answer in the json encoding: the fields these tests read. */
type JsonTransaction = {
  slot: number;
  version: number;
  transaction: { signatures: string[]; message: { accountKeys: string[] } };
  meta: { preBalances: number[]; postBalances: number[]; logMessages: string[] };
};
type TokenAccounts = { value: { pubkey: string; account: { owner: string; data: unknown } }[] };

async function post<T = unknown>(body: string): Promise<T> {
  const response = await fetch(rpc.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return response.json();
}
const call = <T = unknown>(method: string, params?: unknown[]) => post<Reply<T>>(JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }));
async function result<T = unknown>(method: string, params?: unknown[]): Promise<T> {
  const response = await call<T>(method, params);
  expect(response.error).toBeUndefined();
  return response.result;
}
const balance = async (address: string): Promise<number> => (await result<{ value: number }>('getBalance', [address])).value;

async function transfer(from: KeyPairSigner, to: string, amount: bigint, encoding: 'base64' | 'base58' = 'base64') {
  const { value: lifetime } = await result<Lifetime>('getLatestBlockhash');
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: from, destination: to as never, amount }), m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const wire = encoding === 'base64' ? getBase64EncodedWireTransaction(signed) : getBase58Decoder().decode(getTransactionEncoder().encode(signed));
  return call<string>('sendTransaction', [wire, { encoding }]);
}

beforeAll(async () => {
  const started = performance.now();
  rpc = await startSolanaRpc();
  console.log(`solana-rpc started in ${Math.round(performance.now() - started)} ms`);
});
afterAll(() => rpc?.stop());

describe('dev/solana-rpc', () => {
  it('serves the node basics on a loopback port', async () => {
    expect(rpc.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await result('getHealth')).toBe('ok');
    expect(await result('getGenesisHash')).toBe(rpc.genesisHash);
    expect(typeof (await result<Record<string, unknown>>('getVersion'))['solana-core']).toBe('string');
    expect(await result('getSlot')).toBeGreaterThan(0); // the funding airdrops each took a slot
    const { context, value } = await result<Lifetime>('getLatestBlockhash');
    expect(context.slot).toBeGreaterThan(0);
    expect(value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(await result('getMinimumBalanceForRentExemption', [0])).toBe(890880);
    const preflight = await fetch(rpc.rpcUrl, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('funds the demo account from its documented seed', async () => {
    const demo = await createKeyPairSignerFromPrivateKeyBytes(DEMO_SOLANA_SEED);
    expect(demo.address).toBe('AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9');
    expect(rpc.faucet.demo.address).toBe(demo.address);
    expect(await balance(demo.address)).toBe(Number(100n * LAMPORTS_PER_SOL));
    const account = (await result<{ value: unknown }>('getAccountInfo', [demo.address, { encoding: 'base64' }])).value;
    expect(account).toMatchObject({ owner: '11111111111111111111111111111111', executable: false, data: ['', 'base64'] });
    expect((await result<{ value: unknown }>('getAccountInfo', [(await generateKeyPairSigner()).address])).value).toBeNull();
  });

  it('airdrops: requestAirdrop raises the balance and the signature is confirmed', async () => {
    const { address } = await generateKeyPairSigner();
    expect(await balance(address)).toBe(0);
    const signature = await result('requestAirdrop', [address, 2_000_000_000]);
    expect(await balance(address)).toBe(2_000_000_000);
    // The same airdrop again is a new transaction, not a duplicate.
    const again = await result('requestAirdrop', [address, 2_000_000_000]);
    expect(again).not.toBe(signature);
    expect(await balance(address)).toBe(4_000_000_000);
    const { value } = await result<SignatureStatuses>('getSignatureStatuses', [[signature, again]]);
    expect(value.map((s) => s?.confirmationStatus)).toEqual(['finalized', 'finalized']);
  });

  it('executes a signed SOL transfer and records it', async () => {
    const from = await createKeyPairSignerFromPrivateKeyBytes(DEMO_SOLANA_SEED);
    const { address: to } = await generateKeyPairSigner();
    const before = await balance(from.address);
    const response = await transfer(from, to, 1_500_000_000n);
    expect(response.error).toBeUndefined();
    const signature: string = response.result;
    expect(await balance(to)).toBe(1_500_000_000);
    expect(await balance(from.address)).toBe(before - 1_500_000_000 - 5000);

    const [status] = (await result<SignatureStatuses>('getSignatureStatuses', [[signature]])).value;
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized', status: { Ok: null } });
    const history = await result<{ signature: string }[]>('getSignaturesForAddress', [to]);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ signature, err: null, slot: status!.slot });
    expect((await result<{ signature: string }[]>('getSignaturesForAddress', [from.address, { limit: 1 }]))[0]!.signature).toBe(signature);

    const tx = await result<JsonTransaction>('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]);
    expect(tx.slot).toBe(status!.slot);
    expect(tx.version).toBe(0);
    expect(tx.transaction.signatures).toEqual([signature]);
    expect(tx.transaction.message.accountKeys.slice(0, 2)).toEqual([from.address, to]);
    expect(tx.meta).toMatchObject({ err: null, fee: 5000 });
    expect(tx.meta.preBalances.slice(0, 2)).toEqual([before, 0]);
    expect(tx.meta.postBalances.slice(0, 2)).toEqual([before - 1_500_000_000 - 5000, 1_500_000_000]);
    expect(tx.meta.logMessages).toContain('Program 11111111111111111111111111111111 success');
    const base64 = await result<{ transaction: [string, string] }>('getTransaction', [signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 }]);
    expect(base64.transaction[1]).toBe('base64');
    const legacyClient = await call('getTransaction', [signature]);
    expect(legacyClient.error!.code).toBe(-32015);
  });

  it('accepts a base58 wire transaction and simulates without committing', async () => {
    const from = await createKeyPairSignerFromPrivateKeyBytes(DEMO_SOLANA_SEED);
    const { address: to } = await generateKeyPairSigner();
    const response = await transfer(from, to, 1_000_000_000n, 'base58');
    expect(response.error).toBeUndefined();
    expect(await balance(to)).toBe(1_000_000_000);

    const { value: lifetime } = await result<Lifetime>('getLatestBlockhash');
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: 0n }, m),
      (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: from, destination: to, amount: 7n }), m),
    );
    const wire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message));
    const simulated = await result<{ value: { err: unknown; unitsConsumed: number } }>('simulateTransaction', [wire, { encoding: 'base64' }]);
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.unitsConsumed).toBeGreaterThan(0);
    expect(await balance(to)).toBe(1_000_000_000);
  });

  it('lists the SPL balance with getTokenAccountsByOwner (jsonParsed)', async () => {
    const { mint, decimals, accounts } = rpc.faucet.token;
    const owner = rpc.faucet.demo.address;
    const { value } = await result<TokenAccounts>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }]);
    expect(value).toHaveLength(1);
    expect(value[0]!.pubkey).toBe(accounts[owner]);
    expect(value[0]!.account.owner).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    expect(value[0]!.account.data).toMatchObject({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: { mint, owner, state: 'initialized', tokenAmount: { amount: '1000000000', decimals, uiAmount: 1000, uiAmountString: '1000' } },
      },
    });
    const byProgram = await result<TokenAccounts>('getTokenAccountsByOwner', [
      owner,
      { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
      { encoding: 'jsonParsed' },
    ]);
    expect(byProgram.value).toHaveLength(1);
    const stranger = await result<TokenAccounts>('getTokenAccountsByOwner', [(await generateKeyPairSigner()).address, { mint }, { encoding: 'jsonParsed' }]);
    expect(stranger.value).toEqual([]);
    const mintInfo = (await result<{ value: { data: { parsed: unknown } } }>('getAccountInfo', [mint, { encoding: 'jsonParsed' }])).value;
    expect(mintInfo.data.parsed).toMatchObject({ type: 'mint', info: { decimals, mintAuthority: owner, supply: '1050000000' } });
  });

  it('answers a failing transaction with the node simulation error and changes nothing', async () => {
    const poor = await generateKeyPairSigner();
    await result('requestAirdrop', [poor.address, 1_000_000_000]);
    const { address: to } = await generateKeyPairSigner();
    const response = await transfer(poor, to, 5_000_000_000n);
    expect(response.result).toBeUndefined();
    expect(response.error!.code).toBe(-32002);
    expect(response.error!.message).toBe('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1');
    expect(response.error!.data!.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(response.error!.data!.logs.join('\n')).toMatch(/insufficient lamports/i);
    expect(await balance(poor.address)).toBe(1_000_000_000);
    expect(await balance(to)).toBe(0);
    expect(await result('getSignaturesForAddress', [to])).toEqual([]);
  });

  it('answers JSON-RPC errors with their codes', async () => {
    expect((await call('getBananas')).error!.code).toBe(-32601);
    expect((await call('getBalance', ['not-an-address'])).error!.code).toBe(-32602);
    expect((await call('getBalance', [])).error!.code).toBe(-32602);
    expect((await post<Reply>(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: { pubkey: 'x' } }))).error!.code).toBe(-32602);
    expect((await call('sendTransaction', ['AAAA', { encoding: 'base64' }])).error!.code).toBe(-32602);
    expect((await call('getSignatureStatuses', ['x'])).error!.code).toBe(-32602);
    const bad = await post('{"jsonrpc":"2.0","id":1,"method":');
    expect(bad).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
  });

  it('answers batches in order', async () => {
    const responses = await post<[Reply<{ value: number }>, Reply, Reply<string>]>(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getBalance', params: [rpc.faucet.demo.address] },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
        { jsonrpc: '2.0', id: 'c', method: 'getHealth' },
      ]),
    );
    expect(responses.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(responses[0].result.value).toBeGreaterThan(0);
    expect(responses[1].error!.code).toBe(-32601);
    expect(responses[2].result).toBe('ok');
  });
});
