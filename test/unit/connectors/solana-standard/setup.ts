/** Shared by the solana-standard tests: network ids, a connected test wallet, and the local chain. */
import { expect } from 'vitest';
import { getBase64EncodedWireTransaction, getTransactionDecoder, partiallySignTransaction, type KeyPairSigner } from '@solana/kit';
import type { CaipNetworkId } from '../../../../src/chains/caip';
import { SOLANA_LOCALNET_REFERENCE } from '../../../../src/chains/known-networks';
import type { Connector } from '../../../../src/connectors/connector';
import { createWalletStandardConnector } from '../../../../src/connectors/solana-standard/connector';
import { WalletModalError } from '../../../../src/errors';
import { transferBytes } from '../../../support/local-chain';
import { createSolanaTestWallet, type SolanaTestWallet, type TestWalletOptions } from '../../../support/solana-test-wallet';

export const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
export const TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
export const LOCALNET = `solana:${SOLANA_LOCALNET_REFERENCE}` as const;
/** A real address that is not the test wallet's (seed 0x02 × 32). */
export const OTHER_ADDRESS = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu';

/** The WalletModalError a promise rejects with (and a failed expectation when it resolves). */
export async function failure(promise: Promise<unknown>): Promise<WalletModalError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WalletModalError);
  return error as WalletModalError;
}

/** A test wallet, connected through the connector on `chains[0]`. */
export async function connectedWallet(
  walletOptions: TestWalletOptions = {},
  { chains = [MAINNET], rpcUrl }: { chains?: CaipNetworkId[]; rpcUrl?: string } = {},
): Promise<{ wallet: SolanaTestWallet; connector: Connector }> {
  const wallet = await createSolanaTestWallet(walletOptions);
  const connector = createWalletStandardConnector(wallet, { chains, rpcOf: () => rpcUrl });
  await expect(connector.connect({})).resolves.toEqual({ addresses: [wallet.address], caipNetworkId: chains[0] });
  return { wallet, connector };
}

/**
 * A real SOL transfer from `from` (left for the wallet to sign) as the base64 wire transaction a site
 * would send; a separate `feePayer` pays and has signed already.
 */
export async function transferTransaction(
  rpcUrl: string,
  { from, to, amount, feePayer }: { from: string; to: string; amount: bigint; feePayer?: KeyPairSigner },
): Promise<string> {
  const transaction = getTransactionDecoder().decode(await transferBytes(rpcUrl, from, to, amount, feePayer?.address ?? from));
  return getBase64EncodedWireTransaction(feePayer ? await partiallySignTransaction([feePayer.keyPair], transaction) : transaction);
}
