/** The chain readers: what the data service's indexer follows chains with (ChainReader, ../records.ts). */
export { createEvmReader, TRANSFER_TOPIC, DEFAULT_MAX_LOG_RANGE, type EvmReaderOptions } from './evm-reader';
export { createSolanaReader, type SolanaReader, type SolanaReaderOptions } from './solana-reader';
export { ChainReadError, NodeRpcError, type ChainReadErrorCode } from './errors';
export { plainText, MAX_TOKEN_NAME_LENGTH, MAX_TOKEN_SYMBOL_LENGTH } from './sanitize';
