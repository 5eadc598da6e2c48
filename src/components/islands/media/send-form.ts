/**
 * Sends a multipart form to an upload endpoint and reads its JSON answer, reporting upload
 * progress (a 50 MB video takes a while on a phone). XMLHttpRequest, because fetch cannot report
 * the progress of what it sends. The page's language goes along (x-page-locale): the endpoint
 * answers its messages in it.
 */
import type { Locale } from '#lib/i18n/locales.ts';

export type UploadAnswer = {
  ok: boolean;
  status: number;
  body: { message?: string; errors?: Record<string, string> } & Record<string, unknown>;
};

export function sendForm(url: string, form: FormData, locale: Locale, onProgress?: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('x-page-locale', locale);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({
        ok: request.status >= 200 && request.status < 300,
        status: request.status,
        body: (request.response as UploadAnswer['body']) ?? {},
      });
    request.onerror = () => resolve({ ok: false, status: 0, body: {} });
    request.send(form);
  });
}
