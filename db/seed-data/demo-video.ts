/**
 * The demo kitchen's video tour (issue 35): a real, short, playable file shipped with the guide,
 * made once by scripts/make-demo-video.ts (an illustrated animation, 15 seconds, WebM) with its
 * captions as WebVTT from the same scenes.
 */
export const DEMO_VIDEO = {
  videoUrl: '/videos/lenox-avenue-soul-kitchen-tour.webm',
  captionsUrl: '/videos/lenox-avenue-soul-kitchen-tour.vtt',
  seconds: 15,
} as const;
