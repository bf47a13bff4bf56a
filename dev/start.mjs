// `npm start`: the local stack and the demo page, until Ctrl-C.
import { startStack } from './stack.mjs';

const port = Number(process.env.PORT ?? 5173);
const stack = await startStack({ port, quiet: false });
console.log(`\nwallet-modal demo: ${stack.url}`);
for (const chain of stack.chains) console.log(`  ${chain.name}: ${chain.rpcUrl}`);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
