/**
 * The name registration the data service accepts (POST /v1/profile/account): the wallet signs, with personal_sign,
 * the JSON text `{"domain","name","address","coinType","timestamp","nonce"}`; the body is `{ coin_type, address,
 * message, signature }`. `domain` is the service's own (its suggestions answer names it), so the signature registers
 * nothing on another deployment.
 */

export type RegistrationMessage = { domain: string; name: string; address: string; coinType: number; timestamp: number; nonce: string };
export type RegistrationBody = { coin_type: number; address: string; message: string; signature: string };

/** A random nonce (16 bytes, hex), so that two registrations in the same second are two messages. */
export function registrationNonce(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The text to sign, its keys in the service's order. */
export function registrationMessage({ domain, name, address, coinType, timestamp, nonce }: RegistrationMessage): string {
  return JSON.stringify({ domain, name, address, coinType, timestamp, nonce });
}

export function registrationBody(message: RegistrationMessage, text: string, signature: string): RegistrationBody {
  return { coin_type: message.coinType, address: message.address, message: text, signature };
}
