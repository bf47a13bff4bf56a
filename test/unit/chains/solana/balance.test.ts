// @vitest-environment node
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS, getInitializeAccount3Instruction, getMintToInstruction } from '@solana-program/token';
import { startSolanaRpc, DEMO_SOLANA_SEED, type SolanaRpc } from '../../../../dev/solana-rpc.ts';
import { getSolBalance, getSplTokenBalances, type SplTokenBalance } from '../../../../src/chains/solana/balance';
import { SOLANA_LOCALNET_REFERENCE } from '../../../../src/chains/known-networks';
import { WalletModalError } from '../../../../src/errors';
import type { TokenBalance } from '../../../../src/state/account';
import { startHostileRpc, type HostileRpc } from './hostile-rpc';
import { chainRpcAt, rpcCall } from '../../../support/local-chain';

const LOCALNET = `solana:${SOLANA_LOCALNET_REFERENCE}` as const;
let rpc: SolanaRpc;
let hostile: HostileRpc;

beforeAll(async () => {
  [rpc, hostile] = await Promise.all([startSolanaRpc(), startHostileRpc()]);
});
afterAll(async () => {
  await Promise.all([rpc?.stop(), hostile?.stop()]);
});

async function rejection(promise: Promise<unknown>): Promise<WalletModalError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WalletModalError);
  return error as WalletModalError;
}

/** A second DEMO token account for the demo owner, minted `amount` by the demo account (the mint authority). */
async function openSecondTokenAccount(amount: bigint): Promise<void> {
  const demo = await createKeyPairSignerFromPrivateKeyBytes(DEMO_SOLANA_SEED);
  const account = await generateKeyPairSigner();
  const mint = rpc.faucet.token.mint as Address;
  const call = <T>(method: string, params: unknown[]) => rpcCall<T>(rpc.rpcUrl, method, params);
  const { value: lifetime } = await call<{ value: { blockhash: string; lastValidBlockHeight: number } }>('getLatestBlockhash', []);
  const lamports = BigInt(await call<number>('getMinimumBalanceForRentExemption', [165]));
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(demo, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAccountInstruction({ payer: demo, newAccount: account, lamports, space: 165, programAddress: TOKEN_PROGRAM_ADDRESS }),
          getInitializeAccount3Instruction({ account: account.address, mint, owner: demo.address }),
          getMintToInstruction({ mint, token: account.address, mintAuthority: demo, amount }),
        ],
        m,
      ),
  );
  await call('sendTransaction', [getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message)), { encoding: 'base64' }]);
}

describe('balances from the LiteSVM RPC', () => {
  it('reads the demo account: 100 SOL in lamports', async () => {
    expect(await getSolBalance(chainRpcAt(rpc.rpcUrl), rpc.faucet.demo.address)).toBe(100_000_000_000n);
  });

  it('reads 0 for a new address, then what an airdrop gave it', async () => {
    const { address } = await generateKeyPairSigner();
    expect(await getSolBalance(chainRpcAt(rpc.rpcUrl), address)).toBe(0n);
    await rpc.faucet.airdrop(address, 2_500_000_001n);
    expect(await getSolBalance(chainRpcAt(rpc.rpcUrl), address)).toBe(2_500_000_001n);
  });

  it("lists the demo account's DEMO tokens: 1000 with 6 decimals, named on the local network", async () => {
    expect(rpc.genesisHash.slice(0, 32)).toBe(SOLANA_LOCALNET_REFERENCE);
    const balances = await getSplTokenBalances(chainRpcAt(rpc.rpcUrl), rpc.faucet.demo.address, LOCALNET);
    expect(balances).toEqual([
      {
        name: 'Demo Token',
        symbol: 'DEMO',
        chainId: LOCALNET,
        address: rpc.faucet.token.mint,
        quantity: { value: 1_000_000_000n, decimals: 6 },
      },
    ]);
    expectTypeOf(balances).toExtend<TokenBalance[]>();
    expectTypeOf<SplTokenBalance>().toExtend<TokenBalance>();
  });

  it('names an unknown mint by its shortened address', async () => {
    const [balance] = await getSplTokenBalances(chainRpcAt(rpc.rpcUrl), rpc.faucet.demo.address, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    const { mint } = rpc.faucet.token;
    expect(balance).toMatchObject({
      name: `${mint.slice(0, 4)}…${mint.slice(-4)}`,
      symbol: `${mint.slice(0, 4)}…${mint.slice(-4)}`,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
  });

  it('answers [] for an address without token accounts', async () => {
    const { address } = await generateKeyPairSigner();
    expect(await getSplTokenBalances(chainRpcAt(rpc.rpcUrl), address, LOCALNET)).toEqual([]);
  });

  it('sums two accounts of one mint into one balance', async () => {
    await openSecondTokenAccount(5n);
    const balances = await getSplTokenBalances(chainRpcAt(rpc.rpcUrl), rpc.faucet.demo.address, LOCALNET);
    expect(balances.map((b) => b.quantity)).toEqual([{ value: 1_000_000_005n, decimals: 6 }]);
  });

  it('refuses a malformed owner or a non-Solana network before asking the node', async () => {
    const error = await rejection(getSolBalance(chainRpcAt(rpc.rpcUrl), `0x${'a'.repeat(40)}`));
    expect(error.code).toBe('INVALID_INPUT');
    expect((await rejection(getSplTokenBalances(chainRpcAt(rpc.rpcUrl), 'nope', LOCALNET))).code).toBe('INVALID_INPUT');
    const network = await rejection(getSplTokenBalances(chainRpcAt(rpc.rpcUrl), rpc.faucet.demo.address, 'eip155:1'));
    expect(network.code).toBe('INVALID_NETWORK_ID');
    expect(network.details).toBe('eip155:1 is not a Solana network');
  });
});

describe('balances from a hostile node', () => {
  const owner = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
  const options = { retries: 0 };

  it.each([
    ['a JSON number with a whole value', '{"context":{"slot":1},"value":0}', 0n],
    ['the largest safe integer', `{"context":{"slot":1},"value":${Number.MAX_SAFE_INTEGER}}`, 9_007_199_254_740_991n],
  ])('getBalance: accepts %s', async (_name, result, lamports) => {
    hostile.answer(result);
    expect(await getSolBalance(chainRpcAt(hostile.url, options), owner)).toBe(lamports);
    expect(hostile.lastRequest()).toMatchObject({ method: 'getBalance', params: [owner, { commitment: 'confirmed' }] });
  });

  it.each([
    ['a string', '{"context":{"slot":1},"value":"100"}'],
    ['a negative number', '{"context":{"slot":1},"value":-1}'],
    ['a fraction', '{"context":{"slot":1},"value":1.5}'],
    ['a u64 past 2^53, already rounded by JSON.parse', '{"context":{"slot":1},"value":18446744073709551615}'],
    ['null', '{"context":{"slot":1},"value":null}'],
    ['a bare number without context', '100'],
    ['no value', '{"context":{"slot":1}}'],
    ['an array', '[{"context":{"slot":1},"value":1}]'],
  ])('getBalance: refuses %s with Token Balance Unavailable', async (_name, result) => {
    hostile.answer(result);
    const error = await rejection(getSolBalance(chainRpcAt(hostile.url, options), owner));
    expect(error.code).toBe('BALANCE_UNAVAILABLE');
    expect(error.shortMessage).toBe('Token Balance Unavailable');
  });

  it.each([
    ['value is not a list', '{"context":{"slot":1},"value":{}}'],
    ['value is null', '{"context":{"slot":1},"value":null}'],
    ['no context', '{"value":[]}'],
  ])('getTokenAccountsByOwner: refuses a reply where %s', async (_name, result) => {
    hostile.answer(result);
    expect((await rejection(getSplTokenBalances(chainRpcAt(hostile.url, options), owner, LOCALNET))).shortMessage).toBe('Token Balance Unavailable');
  });
});
