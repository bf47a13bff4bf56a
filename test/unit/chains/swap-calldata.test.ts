import { describe, expect, it } from 'vitest';
import { id, Interface } from 'ethers';
import { APPROVE_SELECTOR, decodeApprove, decodeSwapExactIn, NATIVE_TOKEN_ADDRESS, SWAP_EXACT_IN_SELECTOR } from '../../../src/chains/eip155/swap-calldata';

const POOL = new Interface([
  'function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to, uint256 deadline) payable returns (uint256)',
]);
const ERC20 = new Interface(['function approve(address spender, uint256 amount) returns (bool)']);
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('swap calldata', () => {
  it('selectors are the functions’ keccak prefixes', () => {
    expect(SWAP_EXACT_IN_SELECTOR).toBe(id('swapExactIn(address,address,uint256,uint256,address,uint256)').slice(0, 10));
    expect(APPROVE_SELECTOR).toBe(id('approve(address,uint256)').slice(0, 10));
  });

  it('reads back what ethers encodes', () => {
    const max = (1n << 256n) - 1n;
    const data = POOL.encodeFunctionData('swapExactIn', [NATIVE_TOKEN_ADDRESS, TOKEN, 25n * 10n ** 16n, max, USER, 1_800_000_000n]);
    expect(decodeSwapExactIn(data)).toEqual({
      tokenIn: NATIVE_TOKEN_ADDRESS,
      tokenOut: TOKEN.toLowerCase(),
      amountIn: 25n * 10n ** 16n,
      minAmountOut: max,
      to: USER.toLowerCase(),
      deadline: 1_800_000_000n,
    });
    expect(decodeSwapExactIn(data.toUpperCase().replace('0X', '0x'))?.amountIn).toBe(25n * 10n ** 16n);
    expect(decodeApprove(ERC20.encodeFunctionData('approve', [TOKEN, 30_000_000n]))).toEqual({ spender: TOKEN.toLowerCase(), amount: 30_000_000n });
  });

  it('refuses another call, a wrong length, dirty address padding or non-hex', () => {
    const approve = ERC20.encodeFunctionData('approve', [TOKEN, 1n]);
    const swap = POOL.encodeFunctionData('swapExactIn', [TOKEN, TOKEN, 1n, 1n, USER, 1n]);
    expect(decodeSwapExactIn(approve)).toBeUndefined();
    expect(decodeApprove(swap)).toBeUndefined();
    expect(decodeSwapExactIn(`${swap}00`)).toBeUndefined();
    expect(decodeSwapExactIn(swap.slice(0, -2))).toBeUndefined();
    expect(decodeApprove(`${APPROVE_SELECTOR}${'f'.repeat(24)}${TOKEN.slice(2)}${'0'.repeat(63)}1`)).toBeUndefined();
    expect(decodeApprove(`${APPROVE_SELECTOR}${'0'.repeat(24)}${TOKEN.slice(2)}${'0'.repeat(63)}g`)).toBeUndefined();
  });
});
