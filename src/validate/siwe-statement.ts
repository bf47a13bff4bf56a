/**
 * EIP-4361's `statement = *( reserved / unreserved / " " )`: one line of printable ASCII without `%`, `"`, `<`, `>`,
 * `\`, `^`, `` ` ``, `{`, `|` or `}`. The parser of signed messages and the modal that writes them share it, so that
 * the modal never asks a wallet to sign a statement that a verifier following the grammar refuses.
 */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/;

export const isSiweStatement = (value: string): boolean => STATEMENT.test(value);
