/** The login views' own styles (adopted with them, never in the first script): the code boxes and the social buttons. */
export const LOGIN_CSS = `
.wm-otp { display: flex; gap: 8px; justify-content: center; }
.wm-otp__box { box-sizing: border-box; width: 44px; height: 52px; text-align: center; font: inherit; font-size: 1.4em; font-weight: 600;
  border: 1px solid var(--_wm-border); border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-bg); color: var(--_wm-fg); }
.wm-otp__box:focus-visible { outline: 2px solid var(--_wm-accent); outline-offset: 1px; }
.wm-otp[aria-invalid='true'] .wm-otp__box { border-color: var(--_wm-error); }
.wm-login { display: flex; flex-direction: column; gap: 8px; }
.wm-login-form { display: flex; gap: 8px; }
.wm-login-form > .wm-input { flex: 1; }
.wm-socials { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 0; padding: 0; }
.wm-socials > li { flex: 1 1 0; min-width: 44px; }
.wm-social { all: unset; box-sizing: border-box; display: flex; align-items: center; justify-content: center; width: 100%; min-height: 40px;
  border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-surface); cursor: pointer; font-weight: 600; }
.wm-social:focus-visible { outline: 2px solid var(--_wm-accent); outline-offset: 2px; }
.wm-approve-text { margin: 0; padding: 8px 12px; max-height: 200px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere;
  border-radius: calc(var(--_wm-radius) * 0.75); background: var(--_wm-surface); font-family: ui-monospace, monospace; font-size: 0.85em; }
`;
