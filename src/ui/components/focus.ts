/** Focus inside a shadow root: document.activeElement stops at the host, so walk down the shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let element = root.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}
