/** The part of http_ece (Encrypted Content-Encoding, RFC 8188) the test push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  type Params = {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    dh?: string | Buffer;
    authSecret?: string | Buffer;
    salt?: string | Buffer;
    keyid?: string | Buffer;
  };
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer; encrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
