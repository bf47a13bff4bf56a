/**
 * Name registration (SPEC §4, §5): suggestions while a name is typed, then the registration itself: push
 * RegisterAccountNameSuccess, sign the registration message with the connected wallet, post it, show success.
 * On error, back to RegisterAccountName with 'Error registering name {name}'.
 */
import { accountNameProblem } from '../../chains/account-name';
import { parseCaipNetworkId } from '../../chains/caip';
import { coinTypeOfChainId, ETHEREUM_COIN_TYPE } from '../../chains/eip155/coin-type';
import { MAX_COIN_TYPE_CHAIN_ID } from '../../constants';
import { type WalletModalError, ActionNotAllowedError } from '../../errors';
import { NotConnectedError } from '../../errors/connection';
import { NameRegistrationError, NameResolutionError, NameTakenError } from '../../errors/name';
import { InvalidInputError } from '../../errors/request';
import { toWalletModalError } from '../../errors/rpc';
import { getNameSuggestions, getRegistrationTarget, registerName, resolveName } from '../../services/data/client';
import { registrationBody, registrationMessage, registrationNonce } from '../../services/data/registration';
import { accountAtoms } from '../../state/account';
import { registrationAtom, suggestionsAtom } from '../../state/account-data';
import { currentRouteAtom, goBackAtom, pushAtom } from '../../state/router';
import type { ClientContext } from '../context';
import { dataClientOptions } from './data-service';
import { rememberIdentity } from './identity';
import { signMessageText } from './sign-message';
import { showToast } from './toasts';
import * as MESSAGES from '../../messages';
import { fill } from '../../messages/fill';
import type { ActionParameters, ActionReturnType } from './action-types';

let suggestionSeq = 0;

export type SuggestAccountNamesParameters = ActionParameters<typeof suggestAccountNames>;
export type SuggestAccountNamesReturnType = ActionReturnType<typeof suggestAccountNames>;
export type SuggestAccountNamesErrorType = WalletModalError;
/** Suggestions for a typed name (the name itself, taken or not, then free variants); a newer call wins. */
export async function suggestAccountNames(ctx: ClientContext, label: string): Promise<void> {
  const seq = ++suggestionSeq;
  const options = dataClientOptions(ctx);
  const query = label.trim().toLowerCase();
  if (!options || accountNameProblem(query)) return void ctx.store.set(suggestionsAtom, { query, status: 'idle', suggestions: [] });
  ctx.store.set(suggestionsAtom, { query, status: 'loading', suggestions: ctx.store.get(suggestionsAtom).suggestions });
  try {
    const suggestions = await getNameSuggestions(query, options);
    if (seq === suggestionSeq) ctx.store.set(suggestionsAtom, { query, status: 'loaded', suggestions });
  } catch {
    if (seq !== suggestionSeq) return;
    ctx.store.set(suggestionsAtom, { query, status: 'error', suggestions: [] });
    showToast(ctx, 'error', MESSAGES.errorFetchingNameSuggestions);
  }
}

/** @public The action's error type, written beside it as for every action (wagmi's shape); callers may name it. */
export type RegisterAccountNameErrorType = WalletModalError;

export type RegisterAccountNameParameters = ActionParameters<typeof registerAccountName>;
export type RegisterAccountNameReturnType = ActionReturnType<typeof registerAccountName>;
/** Registers `label` (with the service's suffix) for the connected EVM account. Resolves with the registered name. */
export async function registerAccountName(ctx: ClientContext, label: string): Promise<string> {
  const { store } = ctx;
  const name = label.trim().toLowerCase();
  const options = dataClientOptions(ctx);
  const account = store.get(accountAtoms.eip155);
  const problem = accountNameProblem(name);
  if (problem) throw new InvalidInputError({ details: `The name breaks the rule (${problem})` });
  if (!options) throw new ActionNotAllowedError({ details: 'Names need the api-url attribute' });
  if (account.status !== 'connected') throw new NotConnectedError();

  let target: { registered: boolean; domain: string };
  try {
    target = await getRegistrationTarget(name, options);
  } catch (error) {
    showToast(ctx, 'error', MESSAGES.errorResolvingName);
    throw new NameResolutionError({ cause: error });
  }
  if (target.registered) {
    showToast(ctx, 'error', fill(MESSAGES.errorRegisteringName, { name }));
    throw new NameTakenError({ name }, { details: `${name} is taken` });
  }

  store.set(registrationAtom, { name, status: 'signing' });
  store.set(pushAtom, { view: 'RegisterAccountNameSuccess', name });
  try {
    const chainId = Number(parseCaipNetworkId(account.caipNetworkId).reference);
    const message = {
      domain: target.domain,
      name,
      address: account.address,
      coinType: coinTypeOfChainId(chainId),
      timestamp: Math.floor(Date.now() / 1000),
      nonce: registrationNonce(),
    };
    const text = registrationMessage(message);
    const signature = await signMessageText(ctx, text);
    store.set(registrationAtom, { name, status: 'posting' });
    const record = await registerName(registrationBody(message, text, signature), options);
    store.set(registrationAtom, { name: record.name, status: 'done' });
    rememberIdentity(account.address, { name: record.name });
    const current = store.get(accountAtoms.eip155);
    if (current.status === 'connected' && current.address === account.address) store.set(accountAtoms.eip155, { ...current, profileName: record.name });
    return record.name;
  } catch (error) {
    store.set(registrationAtom, undefined);
    if (store.get(currentRouteAtom)?.view === 'RegisterAccountNameSuccess') store.set(goBackAtom);
    showToast(ctx, 'error', fill(MESSAGES.errorRegisteringName, { name }));
    throw new NameRegistrationError({ name }, { cause: toWalletModalError(error) });
  }
}

export type ResolveAccountNameParameters = ActionParameters<typeof resolveAccountName>;
export type ResolveAccountNameReturnType = ActionReturnType<typeof resolveAccountName>;
export type ResolveAccountNameErrorType = WalletModalError;
/**
 * The address a registered name holds on an EVM chain: for the chain's own coin type (ENSIP-11), else Ethereum's,
 * else ENSIP-19's default EVM one; null when nobody holds the name or it holds none of them. A failing service
 * throws 'Error resolving name'; no `api-url` throws 'Action not allowed'.
 */
export async function resolveAccountName(ctx: ClientContext, name: string, chainId: number): Promise<string | null> {
  const options = dataClientOptions(ctx);
  if (!options) throw new ActionNotAllowedError({ details: 'Names need the api-url attribute' });
  try {
    return await resolveName(name, [coinTypeOfChainId(chainId), ETHEREUM_COIN_TYPE, MAX_COIN_TYPE_CHAIN_ID], options);
  } catch (error) {
    throw new NameResolutionError({ cause: error });
  }
}
