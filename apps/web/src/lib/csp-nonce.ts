import { setNonce } from 'get-nonce';

/**
 * The nonce of this page's Content-Security-Policy for `<style>` elements: the server writes it into the
 * `csp-nonce` meta tag of index.html (the browser hides the attribute; the property keeps it).
 */
export function styleNonce(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

/**
 * Libraries that write their own `<style>` elements read the nonce from `get-nonce` (react-remove-scroll, behind
 * Mantine's modals and menus); Mantine itself takes `styleNonce` through its provider (providers.tsx).
 */
export function shareStyleNonce(): void {
  const nonce = styleNonce();
  if (nonce) setNonce(nonce);
}
