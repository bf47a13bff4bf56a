/**
 * The bounds and fee rules of the transactions a wallet of ours completes and signs (the embedded wallet: the modal
 * completes, the frame signs), and of the Solana batches a wallet is asked to sign. Apart from constants/index.ts,
 * which the first script carries whole: these are for lazily loaded wallet code and the frame only.
 */
/** A 256-bit word: the largest value, fee or chain id an EVM transaction holds. */
export const EVM_UINT256_MAX = 2n ** 256n - 1n;
/** Gas limits are 64-bit in every client. */
export const EVM_GAS_MAX = 2n ** 64n - 1n;
/** Nonces are 64-bit (EIP-2681); ethers keeps them as JavaScript numbers, so the safe-integer range is ours. */
export const EVM_NONCE_MAX = BigInt(Number.MAX_SAFE_INTEGER);
/**
 * A transaction's data, at most: EIP-3860's init-code limit (49,152 bytes). Its hex (98,306 characters) fits the
 * frame protocol's 100,000-character text, so what the modal accepts the frame can be asked to sign.
 */
export const EVM_MAX_TRANSACTION_DATA_BYTES = 49_152;
/** The ceiling a completed EIP-1559 transaction allows: twice the latest base fee (six full blocks of rise) plus the tip. */
export const EVM_BASE_FEE_MULTIPLIER = 2n;
/** eth_feeHistory's tip when the node has no eth_maxPriorityFeePerGas: the median reward of the last 5 blocks. */
export const EVM_FEE_HISTORY_BLOCKS = 5;
export const EVM_FEE_HISTORY_PERCENTILE = 50;
/** Typed data (eth_signTypedData_v4) given as JSON text: at most the frame protocol's text length. */
export const EVM_MAX_TYPED_DATA_LENGTH = 100_000;
/** A raw signed transaction the frame answers: its data and at most 1,000 bytes of fields and signature, as hex. */
export const EVM_MAX_RAW_TRANSACTION_LENGTH = 2 + 2 * (EVM_MAX_TRANSACTION_DATA_BYTES + 1000);
/** solana_signAllTransactions: at most this many transactions in one request. */
export const SOLANA_MAX_TRANSACTIONS_PER_REQUEST = 100;
