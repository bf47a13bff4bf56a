/** The frame's own page: hidden while all is well, it says why when the frame refuses to run (as text, never markup). */
export function showRefusal(doc: Document, reason: string): void {
  const status = doc.getElementById('status');
  if (!status) return;
  status.textContent = reason;
  status.hidden = false;
}
