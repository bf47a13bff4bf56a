// The bench's sections, in the order a full run takes them, and `--only` to pick some.

const SECTIONS = [
  'bundle',
  'solana',
  'first-open',
  'walletconnect',
  'walletconnect-qr',
  'catalogue',
  'data-http',
  'data-instances',
  'indexer',
  'account-tabs',
  'swap-quote',
  'send-toast',
  'embedded-login',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Names for several sections at once: `data` is the data service's, `actions` issue 11's. */
const GROUPS: Record<string, Section[]> = {
  data: ['data-http', 'data-instances', 'indexer', 'account-tabs', 'swap-quote'],
  actions: ['swap-quote', 'send-toast'],
};

const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);

/** `--only a,b` (or `--only=a,b`): those sections or groups; nothing given: all. An unknown name throws the usage. */
export function sectionsToRun(args: string[]): Set<Section> {
  const at = args.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (at < 0) return new Set(SECTIONS);
  const option = args[at] ?? '';
  const list = (option.includes('=') ? option.slice('--only='.length) : (args[at + 1] ?? '')).split(',').filter(Boolean);
  const unknown = list.filter((name) => !isSection(name) && !(name in GROUPS));
  if (list.length === 0 || unknown.length > 0) {
    throw new Error(
      `${unknown.length ? `unknown section(s): ${unknown.join(', ')}. ` : ''}Usage: npx tsx dev/bench.ts [--only ${[...SECTIONS, ...Object.keys(GROUPS)].join('|')}[,…]]`,
    );
  }
  return new Set(list.flatMap((name) => (isSection(name) ? [name] : (GROUPS[name] ?? []))));
}
