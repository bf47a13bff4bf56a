// `npm start`: the local stack (devnets, WalletConnect relay, catalogue, data service), the demo page and the phone wallet page, until Ctrl-C.
import { startStack } from './stack.ts';

const port = Number(process.env.PORT ?? 5173);
const stack = await startStack({ port, quiet: false });
console.log(`\nwallet-modal demo: ${stack.url}`);
// One unindented `Name: URL` line per service, so that a line begins with the service's name.
console.log(`Phone Wallet (WalletConnect): ${stack.phoneWalletUrl}`);
for (const chain of stack.chains) console.log(`${chain.name}: ${chain.rpcUrl}`);
console.log(`Solana Localnet (${stack.solana.caipNetworkId}): ${stack.solana.rpcUrl}`);
console.log(`WalletConnect relay: ${stack.relayUrl}`);
console.log(`Wallet catalogue: ${stack.catalogueUrl}`);
console.log(`Data service: ${stack.dataUrl}`);
console.log(`Onramp provider: ${stack.onrampProviderUrl}`);
console.log(`Frame: ${stack.frameUrl}`);
console.log(`Auth service: ${stack.authUrl}`);
console.log(`Dev inbox: ${stack.devInboxUrl}`);
console.log(`OpenID provider: ${stack.openIdProviderUrl}`);
for (const { chainId, tokens, collection, spamCollection } of Object.values(stack.contracts)) {
  console.log(
    `  Demo contracts on ${chainId}: ${tokens.map((t) => `${t.symbol} ${t.address}`).join(', ')}, ${collection.symbol} ${collection.address}, spam ${spamCollection.symbol} ${spamCollection.address}`,
  );
}
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
