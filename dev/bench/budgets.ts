// The bundle's budgets: the first script (the entry and its static imports), and the lazy chunks that have one of
// their own, judged on what each brings beyond what the browser has loaded by the time it is asked for.
import type { Bundle } from './bundle.ts';

export const INITIAL_BUDGET_GZIP = 85 * 1024;
/** A view shows only inside the modal: whenever a view is asked for, the modal's chunk is loaded. */
const MODAL = 'src/ui/Modal.tsx';
/** Lazy chunks with a budget of their own, by their source path in the manifest (issue 11: action views; issue 12: sign-in). */
const LAZY_BUDGETS = [
  { pattern: /^src\/ui\/views\/(send|swap|onramp)\/|^src\/ui\/views\/(WalletReceive|ApproveTransaction)/, budget: 15 * 1024 },
  { pattern: /^src\/(siwx|sign-in)\/|^src\/client\/actions\/siwx\/|^src\/ui\/views\/(SIWXSignMessage|ConnectingSiwe)/, budget: 10 * 1024 },
];

/** gzip: the chunk and its static imports not loaded already; `after`: what is loaded already beyond the initial JS. */
export type LazyBudget = { root: string; gzip: number; budget: number; pass: boolean; after: string[] };

/**
 * Each budgeted lazy chunk with its static imports beyond what is loaded when it is asked for: the initial JS, what
 * every chunk that import()s it has loaded (bundle.loadedBefore), and for a view the modal's chunk. A helper shared
 * with other lazy code counts in each chunk that brings it.
 */
export function lazyBudgets(bundle: Bundle, initial: Set<string>, roots: Iterable<string>): LazyBudget[] {
  const { has, staticClosure, loadedBefore, dynamicImporters, total } = bundle;
  if (!has(MODAL)) throw new Error(`the build has no ${MODAL} chunk: the view budgets need it`);
  const modal = staticClosure(MODAL);
  return [...roots].flatMap((root) => {
    const budget = LAZY_BUDGETS.find((b) => b.pattern.test(root))?.budget;
    if (budget === undefined) return [];
    const view = root.startsWith('src/ui/views/');
    const loaded = new Set([...loadedBefore(root, initial), ...(view ? modal : [])]);
    const { gzip } = total([...staticClosure(root)].filter((k) => !loaded.has(k)));
    const after = [...dynamicImporters(root), ...(view ? [MODAL] : [])].filter((k) => loaded.has(k) && !initial.has(k));
    return [{ root, gzip, budget, pass: gzip <= budget, after }];
  });
}
