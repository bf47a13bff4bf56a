/** SPEC §5's send checks that need no chain: what each kind of send needs, and when gas is insufficient. */

/**
 * Native send: receiver, amount, gas price and decimals. Token send: token address, amount and receiver.
 * True when the send has what its kind needs.
 */
export function hasSendRequirements(send: {
  receiver?: string | undefined;
  amount?: bigint | undefined;
  gasPrice?: bigint | undefined;
  decimals?: number | undefined;
  tokenAddress?: string | undefined;
}): boolean {
  const { receiver, amount, gasPrice, decimals, tokenAddress } = send;
  if (!receiver || amount === undefined || amount <= 0n) return false;
  if (tokenAddress !== undefined) return tokenAddress !== '';
  return gasPrice !== undefined && decimals !== undefined;
}

/** 'Insufficient gas': the native balance is zero or the fee is above it. Smart accounts are not checked (their gas is sponsored or paid otherwise). */
export function isGasInsufficient(nativeBalance: bigint, fee: bigint, smartAccount: boolean): boolean {
  if (smartAccount) return false;
  return nativeBalance === 0n || fee > nativeBalance;
}
