/**
 * Drops an image's metadata (EXIF with the camera's location, XMP, comments and text) without
 * touching its pixels: JPEG, PNG, WebP and GIF, on any platform. Photos use it where the platform
 * cannot re-encode (Workers; on Node sharp re-encodes and drops it anyway); upload-center images,
 * which are kept as sent, always (issue 31). A JPEG keeps its orientation, so a phone's portrait
 * photo is not shown on its side.
 */

/** The image without metadata, or null when its structure cannot be read (the caller refuses it). */
export function stripImageMetadata(bytes: Uint8Array, ext: string): Uint8Array | null {
  switch (ext) {
    case 'jpg':
      return stripJpegOrNull(bytes);
    case 'png':
      return stripPngOrNull(bytes);
    case 'webp':
      return stripWebpOrNull(bytes);
    case 'gif':
      return stripGifOrNull(bytes);
    default:
      return null;
  }
}

/** JPEG: removes APP1 to APP15 segments (EXIF, XMP, ...) and comments; keeps APP0 (JFIF), the image and its orientation. */
export function stripJpeg(bytes: Uint8Array): Uint8Array {
  return stripJpegOrNull(bytes) ?? bytes;
}

/** PNG: removes the eXIf, text and time chunks. */
export function stripPng(bytes: Uint8Array): Uint8Array {
  return stripPngOrNull(bytes) ?? bytes;
}

function stripJpegOrNull(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    // Start of scan: the image data follows to the end.
    if (marker === 0xda) break;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const isMetadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (marker === 0xe1) orientation ??= exifOrientation(bytes.subarray(at + 4, end));
    if (!isMetadata) kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (bytes[at] !== 0xff || bytes[at + 1] !== 0xda) return null;
  kept.push(bytes.subarray(at));
  // JFIF's APP0 must stay first; the orientation's own small EXIF follows it.
  if (orientation !== null) kept.splice(kept[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
  return concat(kept);
}

/** The Orientation (2 to 8) of an APP1 body holding EXIF, or null (none, 1, or unreadable). */
function exifOrientation(body: Uint8Array): number | null {
  if (body.length < 14 || String.fromCharCode(...body.subarray(0, 6)) !== 'Exif\0\0') return null;
  const tiff = new DataView(body.buffer, body.byteOffset + 6, body.length - 6);
  const order = tiff.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  const ifd = tiff.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return null;
  const entries = tiff.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.byteLength) return null;
    if (tiff.getUint16(entry, little) === 0x0112 && tiff.getUint16(entry + 2, little) === 3) {
      const value = tiff.getUint16(entry + 8, little);
      return value >= 2 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment whose EXIF holds the orientation only. */
function orientationSegment(orientation: number): Uint8Array {
  // FF E1, length 34, "Exif\0\0", big-endian TIFF header, one entry (0x0112 SHORT 1 = value), no next IFD.
  return new Uint8Array([
    0xff,
    0xe1,
    0x00,
    0x22,
    0x45,
    0x78,
    0x69,
    0x66,
    0,
    0,
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0,
    0,
    0,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0,
    0,
    0,
    0x01,
    0x00,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

function stripPngOrNull(bytes: Uint8Array): Uint8Array | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return concat(kept);
}

/** WebP (RIFF): removes the EXIF and XMP chunks, clears their flags in VP8X and writes the new size. */
function stripWebpOrNull(bytes: Uint8Array): Uint8Array | null {
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  if (bytes.length < 12 || text(0) !== 'RIFF' || text(8) !== 'WEBP') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 12)];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    const type = text(at);
    if (type === 'VP8X') {
      const chunk = bytes.slice(at, end);
      // Flags: bit 3 EXIF, bit 2 XMP.
      chunk[8] &= ~0x0c;
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(bytes.subarray(at, end));
    }
    at = end;
  }
  const out = concat(kept);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

/** Application extensions a GIF needs to play as drawn (looping, its colour profile); any other (XMP...) goes. */
const GIF_APPLICATIONS = ['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012'];

/** GIF: removes comments and application extensions other than looping and colour profile (XMP among them). */
function stripGifOrNull(bytes: Uint8Array): Uint8Array | null {
  const header = String.fromCharCode(...bytes.subarray(0, 6));
  if ((header !== 'GIF87a' && header !== 'GIF89a') || bytes.length < 13) return null;
  /** The end of a run of sub-blocks starting at `from` (after its 0 terminator), or -1. */
  const afterBlocks = (from: number) => {
    let at = from;
    while (at < bytes.length) {
      const size = bytes[at];
      at += 1 + size;
      if (size === 0) return at;
    }
    return -1;
  };
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let at = 13 + colourTable(bytes[10]);
  const kept: Uint8Array[] = [bytes.subarray(0, at)];
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1));
      return concat(kept);
    }
    let end: number;
    if (introducer === 0x21) {
      end = afterBlocks(at + 2);
      if (end < 0) return null;
      const label = bytes[at + 1];
      const application = label === 0xff ? String.fromCharCode(...bytes.subarray(at + 3, at + 14)) : '';
      const drop = label === 0xfe || (label === 0xff && !GIF_APPLICATIONS.includes(application));
      if (!drop) kept.push(bytes.subarray(at, end));
    } else if (introducer === 0x2c) {
      const dataAt = at + 10 + colourTable(bytes[at + 9]) + 1;
      end = afterBlocks(dataAt);
      if (end < 0) return null;
      kept.push(bytes.subarray(at, end));
    } else {
      return null;
    }
    at = end;
  }
  return null;
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
