// The WalletConnect clients call vendor services over fetch (verify.walletconnect.org when a wallet receives a
// proposal or a request). This stack is offline: anything that is not this page's origin or loopback is refused
// at once, instead of waiting for a network timeout, and recorded so a test can see what was asked.

export const refusedCalls: string[] = [];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function refuseVendorFetch(): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
    if (url.origin === location.origin || LOOPBACK.has(url.hostname)) return realFetch(input, init);
    refusedCalls.push(url.origin);
    return Promise.reject(new TypeError(`Phone Wallet is offline: ${url.origin} refused`));
  };
}
