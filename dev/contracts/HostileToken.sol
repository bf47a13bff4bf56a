// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// An ERC-20 whose metadata attacks whoever displays it, for the data service's tests only (never deployed by the demo):
/// name() is `unit` doubled `doublings` times (12 doublings of a 30-byte unit answer 120 KB, which storing would cost
/// more gas than a block holds), and the symbol is whatever the test passes (markup, bidi overrides, zero-width characters).
contract HostileToken is ERC20 {
    string private _unit;
    uint8 private immutable _doublings;

    constructor(string memory unit, uint8 doublings, string memory symbol_) ERC20("", symbol_) {
        _unit = unit;
        _doublings = doublings;
        _mint(msg.sender, 1e24);
    }

    function name() public view override returns (string memory) {
        bytes memory out = bytes(_unit);
        for (uint8 i = 0; i < _doublings; i++) out = bytes.concat(out, out);
        return string(out);
    }
}
