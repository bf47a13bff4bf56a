// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// SPL Token (the classic Token program): `jsonParsed` views of mints and token accounts, as nodes print them, and
// the accounts the demo chain starts with (one mint, one associated token account per holder).
import { address, lamports, none, some, isSome } from '@solana/kit';
import {
  TOKEN_PROGRAM_ADDRESS,
  AccountState,
  findAssociatedTokenPda,
  getMintDecoder,
  getMintEncoder,
  getMintSize,
  getTokenDecoder,
  getTokenEncoder,
  getTokenSize,
} from '@solana-program/token';

export { TOKEN_PROGRAM_ADDRESS };

/** @param {import('@solana/kit').Option<string>} option */
const optional = (option) => (isSome(option) ? option.value : null);

/**
 * @param {bigint} amount
 * @param {number} decimals
 */
export function tokenAmount(amount, decimals) {
  const text = amount.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/**
 * The `jsonParsed` data of an account owned by the Token program, or null when it is not one.
 * @param {import('@solana/kit').EncodedAccount} account
 * @param {(address: string) => import('@solana/kit').MaybeEncodedAccount} lookup
 */
export function parseTokenProgramAccount(account, lookup) {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return null;
  const space = account.data.length;
  if (space === getMintSize()) {
    const mint = getMintDecoder().decode(account.data);
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: optional(mint.freezeAuthority),
          isInitialized: mint.isInitialized,
          mintAuthority: optional(mint.mintAuthority),
          supply: mint.supply.toString(),
        },
      },
      space,
    };
  }
  if (space === getTokenSize()) {
    const token = getTokenDecoder().decode(account.data);
    const mintAccount = lookup(token.mint);
    const decimals = mintAccount.exists ? getMintDecoder().decode(mintAccount.data).decimals : 0;
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: isSome(token.isNative),
          mint: token.mint,
          owner: token.owner,
          state: token.state === AccountState.Frozen ? 'frozen' : token.state === AccountState.Initialized ? 'initialized' : 'uninitialized',
          tokenAmount: tokenAmount(token.amount, decimals),
          ...(isSome(token.delegate) ? { delegate: token.delegate.value, delegatedAmount: tokenAmount(token.delegatedAmount, decimals) } : {}),
        },
      },
      space,
    };
  }
  return null;
}

/** @param {import('@solana/kit').EncodedAccount} account */
export function tokenAccountInfo(account) {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== getTokenSize()) return null;
  return getTokenDecoder().decode(account.data);
}

/**
 * Writes an initialised mint and funded associated token accounts straight into the SVM's account store.
 * @param {import('litesvm').LiteSVM} svm
 * @param {{ mint: string, decimals: number, mintAuthority: string, holders: { owner: string, amount: bigint }[] }} spec
 * @returns {Promise<Record<string, string>>} owner → its associated token account
 */
export async function createMint(svm, { mint, decimals, mintAuthority, holders }) {
  const supply = holders.reduce((sum, h) => sum + h.amount, 0n);
  const mintData = Uint8Array.from(
    getMintEncoder().encode({
      mintAuthority: some(address(mintAuthority)),
      supply,
      decimals,
      isInitialized: true,
      freezeAuthority: none(),
    }),
  );
  svm.setAccount({
    address: address(mint),
    data: mintData,
    executable: false,
    programAddress: TOKEN_PROGRAM_ADDRESS,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(mintData.length))),
    space: BigInt(mintData.length),
  });
  /** @type {Record<string, string>} */
  const accounts = {};
  for (const { owner, amount } of holders) {
    const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const data = Uint8Array.from(
      getTokenEncoder().encode({
        mint: address(mint),
        owner: address(owner),
        amount,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      }),
    );
    svm.setAccount({
      address: ata,
      data,
      executable: false,
      programAddress: TOKEN_PROGRAM_ADDRESS,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
      space: BigInt(data.length),
    });
    accounts[owner] = ata;
  }
  return accounts;
}
