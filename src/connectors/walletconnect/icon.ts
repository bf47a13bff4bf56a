/** A small WalletConnect mark, drawn by <img> only. */
export const WALLETCONNECT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#3b99fc"/><path d="M19.6 24.6c6.8-6.6 17.9-6.6 24.7 0l.8.8a.8.8 0 0 1 0 1.2l-2.8 2.7a.4.4 0 0 1-.6 0l-1.1-1.1c-4.8-4.6-12.5-4.6-17.3 0l-1.2 1.2a.4.4 0 0 1-.6 0l-2.8-2.7a.8.8 0 0 1 0-1.2zm30.5 5.7 2.5 2.4a.8.8 0 0 1 0 1.2L41.4 44.8a.9.9 0 0 1-1.2 0l-8-7.8a.2.2 0 0 0-.3 0l-8 7.8a.9.9 0 0 1-1.2 0L11.4 33.9a.8.8 0 0 1 0-1.2l2.5-2.4a.9.9 0 0 1 1.2 0l8 7.8a.2.2 0 0 0 .3 0l8-7.8a.9.9 0 0 1 1.2 0l8 7.8a.2.2 0 0 0 .3 0l8-7.8a.9.9 0 0 1 1.2 0z" fill="#fff"/></svg>',
  );
