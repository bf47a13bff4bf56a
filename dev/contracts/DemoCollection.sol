// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// An ERC-721 collection for the local stack. The metadata base URI is a constructor argument, so the stack can point
/// it at its own server (which changes port on every start): tokenURI(id) is `${baseURI}${id}.json`.
/// The demo deploys it twice: a collection it shows, and one the data service's configuration flags as spam.
contract DemoCollection is ERC721 {
    address public immutable minter;
    string private _base;

    error NotMinter(address caller);

    constructor(string memory name_, string memory symbol_, string memory baseURI_) ERC721(name_, symbol_) {
        minter = msg.sender;
        _base = baseURI_;
    }

    function mint(address to, uint256 tokenId) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        _safeMint(to, tokenId);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return string.concat(_base, Strings.toString(tokenId), ".json");
    }
}
