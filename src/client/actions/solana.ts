/**
 * Everything Solana, in a chunk of its own: loaded only when the setup lists a Solana network, so an
 * EVM-only page never fetches it (`npm run bench` and the production-bundle test check that).
 */
export { watchSolanaWallets } from '../../connectors/solana-standard/discovery';
export { createSolanaSigner, isSolanaSignature, utf8ToBase58 } from '../../chains/solana/signer';
export { getSolBalance, getSplTokenBalances } from '../../chains/solana/balance';
export { isSolanaAddress } from '../../chains/solana/address';
/** Send's SOL and SPL transactions (@solana/web3.js only), loaded from here so they share this chunk's code. */
export const solanaTransfer = () => import('../../chains/solana/transfer');
