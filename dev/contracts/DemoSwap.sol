// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// The local stack's swap: one contract holding a constant-product pool (x * y = k, 0.3% fee on the input) per pair
/// of its listed tokens, native ETH included as NATIVE (the 0xeeee…eeee address wallets use for it), so a swap from
/// ETH is one payable call and no wrapper is needed. Only the owner adds liquidity (a demo has no LP shares); anyone
/// swaps. Reserves are kept in storage, not read from balances, so tokens sent here by mistake change no price.
contract DemoSwap is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant FEE_PER_MILLE = 3;

    struct Pool {
        uint256 reserveA; // of the pair's lower address
        uint256 reserveB; // of the pair's higher address
    }

    mapping(bytes32 => Pool) private _pools;
    address[] private _tokens;
    mapping(address => bool) public listed;

    event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to);
    event Liquidity(address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB);

    constructor(address owner_) Ownable(owner_) {}

    /// Every token with a pool, NATIVE included, in listing order.
    function tokens() external view returns (address[] memory) {
        return _tokens;
    }

    /// The reserves of `tokenIn` and `tokenOut`'s pool, in that order.
    function reserves(address tokenIn, address tokenOut) public view returns (uint256 reserveIn, uint256 reserveOut) {
        Pool storage pool = _pools[_key(tokenIn, tokenOut)];
        (reserveIn, reserveOut) = tokenIn < tokenOut ? (pool.reserveA, pool.reserveB) : (pool.reserveB, pool.reserveA);
    }

    /// What `amountIn` of `tokenIn` buys now: out = in * 997 * rOut / (rIn * 1000 + in * 997).
    function getAmountOut(uint256 amountIn, address tokenIn, address tokenOut) public view returns (uint256) {
        require(amountIn > 0, "DemoSwap: amountIn is zero");
        (uint256 reserveIn, uint256 reserveOut) = reserves(tokenIn, tokenOut);
        require(reserveIn > 0 && reserveOut > 0, "DemoSwap: no pool for this pair");
        uint256 inWithFee = amountIn * (1000 - FEE_PER_MILLE);
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    /// Swaps exactly `amountIn` of `tokenIn` (sent as value when it is NATIVE, else pulled with an allowance) for at
    /// least `minAmountOut` of `tokenOut`, paid to `to`, before `deadline` (unix seconds).
    function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to, uint256 deadline)
        external
        payable
        nonReentrant
        returns (uint256 amountOut)
    {
        require(block.timestamp <= deadline, "DemoSwap: deadline passed");
        require(to != address(0) && to != address(this), "DemoSwap: bad recipient");
        require(msg.value == (tokenIn == NATIVE ? amountIn : 0), "DemoSwap: value does not match amountIn");
        amountOut = getAmountOut(amountIn, tokenIn, tokenOut);
        require(amountOut >= minAmountOut, "DemoSwap: output below minAmountOut (slippage)");
        if (tokenIn != NATIVE) IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        _move(tokenIn, tokenOut, amountIn, amountOut);
        _pay(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    /// Adds `amountA` of `tokenA` and `amountB` of `tokenB` to their pool (creating it), value for NATIVE.
    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) external payable onlyOwner nonReentrant {
        require(tokenA != tokenB, "DemoSwap: identical tokens");
        require(amountA > 0 && amountB > 0, "DemoSwap: amount is zero");
        uint256 value = (tokenA == NATIVE ? amountA : 0) + (tokenB == NATIVE ? amountB : 0);
        require(msg.value == value, "DemoSwap: value does not match the native amount");
        if (tokenA != NATIVE) IERC20(tokenA).safeTransferFrom(msg.sender, address(this), amountA);
        if (tokenB != NATIVE) IERC20(tokenB).safeTransferFrom(msg.sender, address(this), amountB);
        _list(tokenA);
        _list(tokenB);
        Pool storage pool = _pools[_key(tokenA, tokenB)];
        if (tokenA < tokenB) {
            pool.reserveA += amountA;
            pool.reserveB += amountB;
        } else {
            pool.reserveA += amountB;
            pool.reserveB += amountA;
        }
        emit Liquidity(tokenA, tokenB, amountA, amountB);
    }

    function _move(address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut) private {
        Pool storage pool = _pools[_key(tokenIn, tokenOut)];
        if (tokenIn < tokenOut) {
            pool.reserveA += amountIn;
            pool.reserveB -= amountOut;
        } else {
            pool.reserveB += amountIn;
            pool.reserveA -= amountOut;
        }
    }

    function _pay(address token, address to, uint256 amount) private {
        if (token == NATIVE) {
            (bool ok,) = to.call{value: amount}("");
            require(ok, "DemoSwap: ETH transfer failed");
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    function _list(address token) private {
        if (listed[token]) return;
        listed[token] = true;
        _tokens.push(token);
    }

    function _key(address a, address b) private pure returns (bytes32) {
        return a < b ? keccak256(abi.encode(a, b)) : keccak256(abi.encode(b, a));
    }
}
