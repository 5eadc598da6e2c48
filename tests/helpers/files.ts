/** Files for upload tests, made in code: a JPEG carrying a GPS location, a PNG with text, a tiny MP4 of a given length. */
import sharp from 'sharp';

export async function jpegWithLocation(width = 2400, height = 1600): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 48/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 56/1 0/1' } })
    .toBuffer();
  return new Uint8Array(bytes);
}

export async function pngWithText(): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().withMetadata().toBuffer();
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
export const fileOf = (bytes: Uint8Array | string, name: string, type = '') => new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)], name, { type });
