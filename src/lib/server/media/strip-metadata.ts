/**
 * Drops the metadata of a JPEG or PNG (EXIF, with the camera's location, XMP, comments and text
 * chunks) without touching its pixels. Used where the platform cannot re-encode images (Workers);
 * on Node, sharp re-encodes and drops it anyway. Anything it cannot read is returned unchanged
 * (and the caller refuses it, since it was sniffed as an image first).
 */

/** JPEG: removes APP1 to APP15 segments (EXIF, XMP, ...) and comments; keeps APP0 (JFIF) and the image. */
export function stripJpeg(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    // Start of scan: the image data follows to the end.
    if (marker === 0xda) break;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return bytes;
    const isMetadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!isMetadata) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

/** PNG: removes the eXIf, text and time chunks. */
export function stripPng(bytes: Uint8Array): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return bytes;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return concat(kept);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
