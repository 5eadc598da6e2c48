/**
 * Makes the demo kitchen's video tour once (public/videos/): an illustrated animation of Lenox
 * Avenue Soul Kitchen drawn on a canvas in Chromium and recorded with MediaRecorder to WebM, and
 * its captions as WebVTT from the same scene list, so the words and the pictures keep time. The
 * files are committed; run again only to change the tour (`node scripts/make-demo-video.ts`).
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const NAME = 'Lenox Avenue Soul Kitchen';
const OUT = 'public/videos/lenox-avenue-soul-kitchen-tour';
const SCENE_SECONDS = 3;

/** Each scene: what it draws (in the page) and what its caption says. */
const SCENES = [
  { draw: 'title', caption: `${NAME}: an illustrated tour` },
  { draw: 'room', caption: 'The dining room: twelve tables under warm lamps on Lenox Avenue.' },
  { draw: 'stove', caption: 'The kitchen: greens, black-eyed peas and gravy on the stove since morning.' },
  { draw: 'plate', caption: 'Sunday supper: fried chicken, mac and cheese and cornbread.' },
  { draw: 'end', caption: 'Lenox Avenue, Central Harlem. An illustration, not film of the restaurant.' },
] as const;

const stamp = (seconds: number) => `00:${String(Math.floor(seconds)).padStart(2, '0')}.000`;
const vtt = [
  'WEBVTT',
  '',
  ...SCENES.flatMap((scene, index) => [
    String(index + 1),
    `${stamp(index * SCENE_SECONDS)} --> ${stamp((index + 1) * SCENE_SECONDS)}`,
    scene.caption,
    '',
  ]),
].join('\n');

/**
 * Writes the length into the WebM's Segment Info (a Duration element, in milliseconds at the
 * default timecode scale): MediaRecorder leaves it out, and a player without it cannot show the
 * length or seek. The Info element's size is rewritten in the same number of bytes.
 */
export function withDuration(webm: Uint8Array, milliseconds: number): Uint8Array {
  const at = Buffer.from(webm).indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (at < 0) throw new Error('No Segment Info in the recording');
  const sizeAt = at + 4;
  const width = Math.clz32(webm[sizeAt]) - 23; // the size's length in bytes, from its first byte's leading zeros
  let size = webm[sizeAt] & (0xff >> width);
  for (let index = 1; index < width; index++) size = size * 256 + webm[sizeAt + index];
  const duration = new Uint8Array(11);
  duration.set([0x44, 0x89, 0x88]);
  new DataView(duration.buffer).setFloat64(3, milliseconds);
  const grown = size + duration.length;
  if (grown >= 2 ** (7 * width) - 1) throw new Error('Segment Info too large to grow in place');
  const sizeBytes = Array.from({ length: width }, (_, index) => Math.floor(grown / 256 ** (width - 1 - index)) % 256);
  sizeBytes[0] |= 0x80 >> (width - 1);
  const end = sizeAt + width + size;
  return Buffer.concat([
    webm.subarray(0, sizeAt),
    Buffer.from(sizeBytes),
    webm.subarray(sizeAt + width, end),
    duration,
    webm.subarray(end),
  ]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<canvas width="640" height="360"></canvas>');
  const base64 = await page.evaluate(
    async ({ scenes, seconds, name }) => {
      const canvas = document.querySelector('canvas')!;
      const g = canvas.getContext('2d')!;
      const W = 640;
      const H = 360;
      const text = (words: string, x: number, y: number, size: number, color = '#fff8ec', weight = 700) => {
        g.fillStyle = color;
        g.font = `${weight} ${size}px Georgia, serif`;
        g.textAlign = 'center';
        g.fillText(words, x, y);
      };
      const draw: Record<string, (t: number) => void> = {
        title(t) {
          g.fillStyle = '#8c2f1b';
          g.fillRect(0, 0, W, H);
          g.fillStyle = '#d99a1e';
          g.fillRect(0, H - 40 - t * 20, W, 8);
          text(name, W / 2, 160, 40);
          text('An illustrated tour', W / 2, 210, 24, '#f6d9a8', 400);
        },
        room(t) {
          g.fillStyle = '#3f1d1a';
          g.fillRect(0, 0, W, H);
          g.fillStyle = '#6b3a22';
          g.fillRect(0, 250, W, 110);
          for (let i = 0; i < 4; i++) {
            const x = 90 + i * 150;
            const swing = Math.sin(t * 6 + i) * 8;
            g.strokeStyle = '#d9c3a0';
            g.beginPath();
            g.moveTo(x, 0);
            g.lineTo(x + swing, 70);
            g.stroke();
            g.fillStyle = '#f6c978';
            g.beginPath();
            g.arc(x + swing, 80, 16, Math.PI, 0);
            g.fill();
            g.fillStyle = 'rgba(246,201,120,0.18)';
            g.beginPath();
            g.moveTo(x + swing - 16, 80);
            g.lineTo(x + swing - 60, 250);
            g.lineTo(x + swing + 60, 250);
            g.lineTo(x + swing + 16, 80);
            g.fill();
            g.fillStyle = '#fbe9c9';
            g.fillRect(x - 45, 230, 90, 12);
            g.fillStyle = '#8c2f1b';
            g.fillRect(x - 40, 242, 8, 50);
            g.fillRect(x + 32, 242, 8, 50);
          }
          text('The dining room', W / 2, 330, 26);
        },
        stove(t) {
          g.fillStyle = '#1f2b2a';
          g.fillRect(0, 0, W, H);
          g.fillStyle = '#5a5f63';
          g.fillRect(80, 200, 480, 120);
          for (let i = 0; i < 3; i++) {
            const x = 170 + i * 150;
            g.fillStyle = '#2c2f33';
            g.fillRect(x - 55, 140, 110, 60);
            g.fillStyle = ['#2f6f3a', '#c9a46a', '#7a3b1a'][i];
            g.fillRect(x - 50, 140, 100, 10);
            for (let s = 0; s < 3; s++) {
              const rise = (t * 60 + s * 30 + i * 17) % 90;
              g.fillStyle = `rgba(255,255,255,${0.5 - rise / 200})`;
              g.beginPath();
              g.arc(x - 25 + s * 25 + Math.sin(rise / 10) * 6, 130 - rise, 10 + rise / 12, 0, Math.PI * 2);
              g.fill();
            }
            g.fillStyle = t * 4 + i > 2 ? '#e8673c' : '#8a3a22';
            g.fillRect(x - 40, 205, 80, 6);
          }
          text('The kitchen', W / 2, 60, 26);
        },
        plate(t) {
          g.fillStyle = '#f3e3c3';
          g.fillRect(0, 0, W, H);
          const r = 120 + Math.sin(t * Math.PI) * 6;
          g.fillStyle = '#ffffff';
          g.beginPath();
          g.arc(W / 2, 175, r, 0, Math.PI * 2);
          g.fill();
          g.fillStyle = '#b5651d';
          g.beginPath();
          g.ellipse(W / 2 - 40, 150, 55, 35, -0.4, 0, Math.PI * 2);
          g.fill();
          g.fillStyle = '#f2c230';
          g.beginPath();
          g.arc(W / 2 + 50, 140, 35, 0, Math.PI * 2);
          g.fill();
          g.fillStyle = '#2f6f3a';
          g.beginPath();
          g.arc(W / 2 + 20, 220, 38, 0, Math.PI * 2);
          g.fill();
          g.fillStyle = '#e0b050';
          g.fillRect(W / 2 - 90, 200, 60, 40);
          text('Sunday supper', W / 2, 335, 26, '#3f1d1a');
        },
        end(t) {
          g.fillStyle = '#2d4a8a';
          g.fillRect(0, 0, W, H);
          g.globalAlpha = Math.min(1, t * 2);
          text(name, W / 2, 150, 32);
          text('Lenox Avenue · Central Harlem', W / 2, 195, 22, '#f6d9a8', 400);
          text('Illustrated for the Harlem guide', W / 2, 235, 18, '#dfe6f5', 400);
          g.globalAlpha = 1;
        },
      };
      const stream = canvas.captureStream(24);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 220_000 });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      const total = scenes.length * seconds * 1000;
      draw[scenes[0].draw](0);
      recorder.start(1000);
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const frame = () => {
          const elapsed = performance.now() - start;
          if (elapsed >= total) return resolve();
          const index = Math.min(scenes.length - 1, Math.floor(elapsed / (seconds * 1000)));
          draw[scenes[index].draw]((elapsed - index * seconds * 1000) / (seconds * 1000));
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { scenes: SCENES.map((scene) => ({ draw: scene.draw })), seconds: SCENE_SECONDS, name: NAME },
  );
  const bytes = withDuration(Buffer.from(base64, 'base64'), SCENES.length * SCENE_SECONDS * 1000);
  mkdirSync('public/videos', { recursive: true });
  writeFileSync(`${OUT}.webm`, bytes);
  writeFileSync(`${OUT}.vtt`, vtt + '\n');
  console.log(`Wrote ${OUT}.webm (${bytes.length} bytes, ${SCENES.length * SCENE_SECONDS} s) and ${OUT}.vtt.`);
} finally {
  await browser.close();
}
