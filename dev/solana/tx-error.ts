// LiteSVM's transaction errors in the JSON form Solana nodes print (`"InsufficientFundsForFee"`,
// `{ "InstructionError": [0, { "Custom": 1 }] }`) and the sentence their `Transaction simulation failed: …` uses.
import {
  TransactionErrorInstructionError,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js';

// Order of litesvm's `TransactionErrorFieldless` / `InstructionErrorFieldless` (const enums: numbers at run time).
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
];
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
];

// The Display text of the Rust errors, for the few a wallet meets; others fall back to their name.
const TRANSACTION_TEXT = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
};
const INSTRUCTION_TEXT = {
  InsufficientFunds: 'insufficient funds for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  InvalidInstructionData: 'invalid instruction data',
};

/**
 * @param {unknown} err what `FailedTransactionMetadata.err()` returns
 * @returns {{ json: unknown, text: string }}
 */
export function describeTransactionError(err: unknown): { json: unknown; text: string } {
  if (typeof err === 'number') {
    const name = TRANSACTION_ERRORS[err] ?? `TransactionError${err}`;
    return { json: name, text: TRANSACTION_TEXT[name as keyof typeof TRANSACTION_TEXT] ?? name };
  }
  if (err instanceof TransactionErrorInstructionError) {
    const inner = /** @type {unknown} */ (err.err());
    if (typeof inner === 'number') {
      const name = INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`;
      const text = INSTRUCTION_TEXT[name as keyof typeof INSTRUCTION_TEXT] ?? name;
      return { json: { InstructionError: [err.index, name] }, text: `Error processing Instruction ${err.index}: ${text}` };
    }
    if (inner && typeof inner === 'object' && 'code' in inner) {
      const code = Number(inner.code);
      return {
        json: { InstructionError: [err.index, { Custom: code }] },
        text: `Error processing Instruction ${err.index}: custom program error: 0x${code.toString(16)}`,
      };
    }
    return {
      json: { InstructionError: [err.index, { BorshIoError: String(inner) }] },
      text: `Error processing Instruction ${err.index}: Failed to serialize or deserialize account data`,
    };
  }
  if (err instanceof TransactionErrorDuplicateInstruction) {
    return { json: { DuplicateInstruction: err.index }, text: `Transaction contains a duplicate instruction (${err.index}) that is not allowed` };
  }
  if (err instanceof TransactionErrorInsufficientFundsForRent) {
    return {
      json: { InsufficientFundsForRent: { account_index: err.accountIndex } },
      text: `Transaction results in an account (${err.accountIndex}) with insufficient funds for rent`,
    };
  }
  if (err instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } },
      text: `Execution of the program referenced by account at index ${err.accountIndex} is temporarily restricted.`,
    };
  }
  return { json: String(err), text: String(err) };
}
