/**
 * The phone's camera read for QR codes: the back camera's frames drawn onto a canvas a few times
 * a second and decoded by jsQR (plain JavaScript: nothing loaded from elsewhere, no worker, no
 * WebAssembly, so the site's script policy stays as it is). The same code held in front of the
 * camera is read once, until another code (or a pause) comes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import jsQR from 'jsqr';

const EVERY_MS = 150;
const SAME_CODE_PAUSE_MS = 2500;
const MAX_SIDE = 640;

export function useQrCamera(onCode: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const last = useRef<{ text: string; at: number } | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream.current = media;
      const element = video.current!;
      element.srcObject = media;
      await element.play();
      setState('on');
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const read = () => {
        if (!stream.current) return;
        if (element.readyState >= 2 && element.videoWidth > 0) {
          const scale = Math.min(1, MAX_SIDE / Math.max(element.videoWidth, element.videoHeight));
          canvas.width = Math.round(element.videoWidth * scale);
          canvas.height = Math.round(element.videoHeight * scale);
          context.drawImage(element, 0, 0, canvas.width, canvas.height);
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
          const now = Date.now();
          if (found?.data && !(last.current && last.current.text === found.data && now - last.current.at < SAME_CODE_PAUSE_MS)) {
            last.current = { text: found.data, at: now };
            latest.current(found.data);
          } else if (found?.data) last.current = { text: found.data, at: now };
        }
        timer.current = window.setTimeout(read, EVERY_MS);
      };
      read();
    } catch {
      stop();
      setState('failed');
    }
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { video, state, start, stop };
}
