// The Demo Wallet's prompt: a small panel in the host page asking the person to approve or reject.

export type Decision = 'approve' | 'reject';

const PANEL_STYLE = [
  'position:fixed',
  'right:16px',
  'bottom:16px',
  'z-index:2147483647',
  'width:300px',
  'padding:12px',
  'background:#111827',
  'color:#f9fafb',
  'font:14px/1.4 system-ui,sans-serif',
  'border-radius:12px',
  'box-shadow:0 8px 24px rgba(0,0,0,.3)',
].join(';');
const BUTTON_STYLE = 'all:revert;font:inherit;padding:6px 12px;margin-right:8px;cursor:pointer;color:#111827;background:#f9fafb';

/** Shows one request at a time; resolves with the person's answer. */
export function askPerson(title: string, summary: string): Promise<Decision> {
  return new Promise((resolve) => {
    const panel = document.createElement('section');
    panel.setAttribute('aria-label', 'Demo Wallet request');
    panel.dataset.testid = 'demo-wallet-panel';
    panel.style.cssText = PANEL_STYLE;
    const heading = document.createElement('strong');
    heading.textContent = `Demo Wallet: ${title}`;
    const body = document.createElement('pre');
    body.style.cssText = 'white-space:pre-wrap;word-break:break-all;font:12px monospace;max-height:160px;overflow:auto';
    body.textContent = summary;
    const answer = (decision: Decision) => {
      panel.remove();
      resolve(decision);
    };
    const approve = document.createElement('button');
    approve.textContent = 'Approve';
    approve.dataset.testid = 'demo-wallet-approve';
    approve.style.cssText = BUTTON_STYLE;
    approve.onclick = () => answer('approve');
    const reject = document.createElement('button');
    reject.textContent = 'Reject';
    reject.dataset.testid = 'demo-wallet-reject';
    reject.style.cssText = BUTTON_STYLE;
    reject.onclick = () => answer('reject');
    panel.append(heading, body, approve, reject);
    document.body.append(panel);
  });
}
