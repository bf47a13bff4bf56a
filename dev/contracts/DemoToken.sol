// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// An ERC-20 for the local stack: its name, symbol and decimals are constructor arguments (the demo deploys a
/// 6-decimal dollar and an 18-decimal token from it), and the whole supply goes to `holder`.
contract DemoToken is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address holder, uint256 supply)
        ERC20(name_, symbol_)
    {
        _decimals = decimals_;
        _mint(holder, supply);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
