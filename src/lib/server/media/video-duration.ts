/**
 * A video's length in whole seconds, read from the file: MP4 and MOV with mp4box.js (GPAC's
 * reader of that container), which finds the movie header however the file is laid out. AVI has
 * no such library here: its length comes from the browser, which read it from the file's own
 * metadata (the form's duration field), and null when none was given.
 */
import { createFile, MP4BoxBuffer } from 'mp4box';

export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const file = createFile();
  let seconds: number | null = null;
  file.onReady = (info: { duration: number; timescale: number }) => {
    if (info.timescale > 0 && Number.isFinite(info.duration)) seconds = Math.round(info.duration / info.timescale);
  };
  file.onError = () => {
    seconds = null;
  };
  try {
    const buffer = MP4BoxBuffer.fromArrayBuffer(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      0,
    );
    file.appendBuffer(buffer);
    file.flush();
  } catch {
    return null;
  }
  return seconds !== null && seconds >= 0 && seconds <= 24 * 3600 ? seconds : null;
}
