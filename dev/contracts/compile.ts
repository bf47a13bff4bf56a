// Compiles the local stack's Solidity contracts (dev/contracts/*.sol, on OpenZeppelin 5) with solc-js, offline.
// `npm run contracts` writes artifacts.json, which the stack deploys from (compiling at every start would cost
// seconds); test/unit/dev/contracts.test.ts recompiles and checks the committed artifacts still match the sources.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonFragment } from 'ethers';

type Artifact = { abi: JsonFragment[]; bytecode: string };
export type Artifacts = { compiler: string; contracts: Record<string, Artifact> };

/** What this file uses of solc-js (its own typings say `any` throughout). */
type Solc = {
  compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string;
  version(): string;
};
/** The standard-JSON output, as far as outputSelection below asks for it. */
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: JsonFragment[]; evm: { bytecode: { object: string } } }>>;
};

const require = createRequire(import.meta.url);
const HERE = dirname(fileURLToPath(import.meta.url));
export const ARTIFACTS_PATH = join(HERE, 'artifacts.json');

/** The contracts the stack deploys, by source file. */
export const CONTRACTS = ['DemoToken', 'DemoCollection', 'HostileToken', 'DemoSwap', 'DemoSmartAccount'];

/** `path`: an import as written in a source, e.g. `@openzeppelin/contracts/token/ERC20/ERC20.sol`. */
function findImports(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `not found: ${path}` };
  }
}

/** Compiles every contract of this folder. */
export function compileContracts(): Artifacts {
  const solc: Solc = require('solc');
  const sources = Object.fromEntries(
    readdirSync(HERE)
      .filter((f) => f.endsWith('.sol'))
      .sort()
      .map((f) => [f, { content: readFileSync(join(HERE, f), 'utf8') }]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      // No metadata hash: the bytecode then depends on the code alone, not on comments or file paths.
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output: SolcOutput = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contracts: Record<string, Artifact> = {};
  for (const name of CONTRACTS) {
    const compiled = output.contracts?.[`${name}.sol`]?.[name];
    if (!compiled) throw new Error(`solc produced no ${name}`);
    contracts[name] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  }
  return { compiler: solc.version(), contracts };
}

/** The committed artifacts. */
export function loadArtifacts(): Artifacts {
  return JSON.parse(readFileSync(ARTIFACTS_PATH, 'utf8'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const artifacts = compileContracts();
  writeFileSync(ARTIFACTS_PATH, `${JSON.stringify(artifacts, null, 1)}\n`);
  console.log(
    `${Object.keys(artifacts.contracts).join(', ')} compiled with solc ${artifacts.compiler} in ${Math.round(performance.now() - started)} ms → ${ARTIFACTS_PATH}`,
  );
}
