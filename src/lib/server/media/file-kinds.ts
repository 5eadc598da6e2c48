/**
 * What an uploaded file really is, read from its first bytes with the `file-type` library (never
 * from its name or the type the browser claims), and which kinds each upload takes, with their
 * size limits (decisions: videos up to 50 MB; photos and upload-center files likewise checked).
 */
import { fileTypeFromBuffer } from 'file-type';

export const MB = 1024 * 1024;
export const PHOTO_MAX_BYTES = 10 * MB;
export const VIDEO_MAX_BYTES = 50 * MB;
export const UPLOAD_MAX_BYTES = 50 * MB;

export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
export const VIDEO_TYPES = { mp4: 'video/mp4', mov: 'video/quicktime', avi: 'video/x-msvideo' } as const;
/** Word's old .doc is a Compound File (file-type says "cfb"); .docx is recognised inside its zip. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  cfb: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type FileKind = 'image' | 'video' | 'document';
export type Sniffed = { kind: FileKind; ext: string; mime: string };

/** The kind, extension and type of the bytes, or null when they are none of the accepted ones. */
export async function sniffFile(bytes: Uint8Array): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!found) return null;
  const ext = found.ext as string;
  if (ext in IMAGE_TYPES) return { kind: 'image', ext, mime: IMAGE_TYPES[ext as keyof typeof IMAGE_TYPES] };
  if (ext in VIDEO_TYPES) return { kind: 'video', ext, mime: VIDEO_TYPES[ext as keyof typeof VIDEO_TYPES] };
  if (ext in DOCUMENT_TYPES)
    return { kind: 'document', ext: ext === 'cfb' ? 'doc' : ext, mime: DOCUMENT_TYPES[ext as keyof typeof DOCUMENT_TYPES] };
  return null;
}
