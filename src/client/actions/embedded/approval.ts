/**
 * Issue 21 point 6: a request the embedded wallet would sign is shown in the ApproveTransaction view first, over
 * whatever the modal shows (or opening it), and goes to the wallet only once the person approves. Declining, Back or
 * closing the modal rejects it with SPEC §8's user rejection (4001). One request is shown at a time; others wait.
 */
import type { ApprovalRequest } from '../../../state/approval';
import { approvalAtom } from '../../../state/approval';
import { UserRejectedRequestError } from '../../../errors/rpc';
import { closeAtom, goBackAtom, isOpenAtom, openAtom, pushAtom, routerAtom } from '../../../state/router';
import type { Route } from '../../../state/routes';
import type { ClientContext } from '../../context';
import { summarizeApproval } from './approval-summary';
import type { ActionParameters, ActionReturnType } from '../action-types';

/** The approvals' runtime on this client, made on first use. */
function approvalsOf(ctx: ClientContext): NonNullable<ClientContext['approvals']> {
  ctx.approvals ??= { queue: Promise.resolve(), next: 1 };
  return ctx.approvals;
}

const showsApproval = (route: Route | undefined, id: number) => route?.view === 'ApproveTransaction' && route.approval === id;

/** Leaves the approval's view: back to what was under it, or closed when the modal was opened for it. */
function leave(ctx: ClientContext, id: number): void {
  const { open, history } = ctx.store.get(routerAtom);
  if (!open || !showsApproval(history.at(-1), id)) return;
  ctx.store.set(history.length > 1 ? goBackAtom : closeAtom);
}

/** Resolves with the person's answer: false once the view is gone (Back, Close, another view reset over it). */
function decision(ctx: ClientContext, id: number): Promise<boolean> {
  const approvals = approvalsOf(ctx);
  return new Promise<boolean>((resolve) => {
    const stop = ctx.store.sub(routerAtom, () => {
      const { open, history } = ctx.store.get(routerAtom);
      if (!open || !history.some((route) => showsApproval(route, id))) answer(false);
    });
    function answer(approved: boolean) {
      stop();
      approvals.decide = undefined;
      resolve(approved);
    }
    approvals.decide = answer;
  });
}

async function ask<T>(ctx: ClientContext, id: number, request: ApprovalRequest, send: () => Promise<T>): Promise<T> {
  const { store } = ctx;
  const summary = summarizeApproval(request);
  store.set(approvalAtom, { ...request, id, status: 'asking', summary });
  const route: Route = { view: 'ApproveTransaction', approval: id };
  store.set(store.get(isOpenAtom) ? pushAtom : openAtom, route);
  try {
    if (!(await decision(ctx, id))) throw new UserRejectedRequestError({ details: `${request.method} was declined in the modal` });
    store.set(approvalAtom, { ...request, id, status: 'sending', summary });
    return await send();
  } finally {
    leave(ctx, id);
    if (store.get(approvalAtom)?.id === id) store.set(approvalAtom, undefined);
  }
}

export type AskApprovalParameters = Parameters<typeof askApproval>;
export type AskApprovalReturnType = ActionReturnType<typeof askApproval>;
export type AskApprovalErrorType = UserRejectedRequestError;
export function askApproval<T>(ctx: ClientContext, request: ApprovalRequest, send: () => Promise<T>): Promise<T> {
  const approvals = approvalsOf(ctx);
  const id = approvals.next++;
  const run = approvals.queue.then(() => ask(ctx, id, request, send));
  approvals.queue = run.catch(() => undefined);
  return run;
}

export type DecideApprovalParameters = ActionParameters<typeof decideApproval>;
export type DecideApprovalReturnType = ActionReturnType<typeof decideApproval>;
export type DecideApprovalErrorType = never;
/** The ApproveTransaction view's buttons: Approve or Reject the request it shows. */
export function decideApproval(ctx: ClientContext, approved: boolean): void {
  ctx.approvals?.decide?.(approved);
}
