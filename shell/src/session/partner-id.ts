/**
 * Spec §3: the partner id is stored encrypted. AES-GCM with a key derived (HKDF-SHA-256) from the
 * runtime configuration's client key, so a copied record is useless without the portal's key.
 */
const encoder = new TextEncoder();
const IV_BYTES = 12;

async function keyFrom(clientKey: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(clientKey), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('voyagr-pro/userData'), info: encoder.encode('partnerId') }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** base64(iv ‖ ciphertext ‖ tag) of the partner id. */
export async function sealPartnerId(partnerId: string, clientKey: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFrom(clientKey), encoder.encode(partnerId));
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64(out);
}

/** The partner id, or null when the value was not sealed with this key (or was tampered with). */
export async function openPartnerId(sealed: string, clientKey: string): Promise<string | null> {
  try {
    const bytes = fromBase64(sealed);
    const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, await keyFrom(clientKey), bytes.slice(IV_BYTES));
    return new TextDecoder().decode(opened);
  } catch {
    return null;
  }
}
