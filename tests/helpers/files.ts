/** Files for upload tests, made in code: a JPEG carrying a GPS location, a PNG with text, a tiny MP4 of a given length. */
import sharp from 'sharp';

export async function jpegWithLocation(width = 2400, height = 1600): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 48/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 56/1 0/1' },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** An image in `format` taken on its side (orientation 6) where it was taken (EXIF GPS), with a copyright. */
export async function imageWithLocation(format: 'jpeg' | 'png' | 'webp', width = 60, height = 40): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 180 } } })
    .toFormat(format)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 48/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 56/1 0/1' },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** A GIF carrying a comment and an XMP packet (an application extension) before its image. */
export async function gifWithXmp(): Promise<Uint8Array> {
  const gif = new Uint8Array(
    await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer(),
  );
  const image = gif.indexOf(0x2c);
  const ascii = (text: string) => [...new TextEncoder().encode(text)];
  const comment = [0x21, 0xfe, 12, ...ascii('GPS 40.8,-73'), 0];
  const xmp = [0x21, 0xff, 11, ...ascii('XMP DataXMP'), 20, ...ascii('<x:xmpmeta>GPS</x:x>'), 0];
  return new Uint8Array([...gif.subarray(0, image), ...comment, ...xmp, ...gif.subarray(image)]);
}

export async function pngWithText(): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .withMetadata()
    .toBuffer();
  return new Uint8Array(bytes);
}

function box(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(body, 8);
  return out;
}

/** An MP4 (or, with brand "qt  ", a MOV) whose movie header says it lasts `seconds`; no media in it. */
export function tinyMp4(seconds: number, brand = 'isom'): Uint8Array {
  const text = new TextEncoder();
  const ftyp = box('ftyp', new Uint8Array([...text.encode(brand), 0, 0, 2, 0, ...text.encode(brand === 'isom' ? 'isomiso2mp41' : 'qt  ')]));
  const header = new Uint8Array(100);
  const view = new DataView(header.buffer);
  view.setUint32(12, 1000);
  view.setUint32(16, seconds * 1000);
  return new Uint8Array([...ftyp, ...box('moov', box('mvhd', header))]);
}

/** A file with these bytes, as a browser would send it. */
export const fileOf = (bytes: Uint8Array | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)], name, { type });
