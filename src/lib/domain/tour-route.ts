/**
 * A tour's route as a drawing (decision 025: map tiles are never stored, so the route drawn by the
 * server is the map offline and wherever tiles fail). Coordinates are projected flat, east-west
 * shrunk by the cosine of the latitude (true to a few metres across a neighbourhood), and fitted
 * into a box of a fixed width with a margin for the numbered circles.
 */
import type { LatLng } from './manhattan-grid.ts';

export type RouteDrawing = {
  width: number;
  height: number;
  /** The projection, so a later position ("you are here") is placed the same way. */
  frame: { west: number; north: number; scale: number; cos: number; margin: number };
  /** The SVG points of the line through the stops in order: "x,y x,y". */
  line: string;
  stops: { x: number; y: number; number: number }[];
};

const WIDTH = 600;
const MARGIN = 28;
const MIN_HEIGHT = 240;
const MAX_HEIGHT = 720;

/** The drawing of stops in walking order; null without stops. */
export function drawRoute(stops: readonly LatLng[]): RouteDrawing | null {
  if (stops.length === 0) return null;
  const lats = stops.map((stop) => stop.latitude);
  const lngs = stops.map((stop) => stop.longitude);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const cos = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * cos, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const inner = WIDTH - 2 * MARGIN;
  // Fits the width; a tall route is fitted to the tallest box instead.
  let scale = inner / spanX;
  let height = spanY * scale + 2 * MARGIN;
  if (height > MAX_HEIGHT) {
    scale = (MAX_HEIGHT - 2 * MARGIN) / spanY;
    height = MAX_HEIGHT;
  }
  height = Math.round(Math.max(MIN_HEIGHT, height));
  const offsetY = (height - 2 * MARGIN - spanY * scale) / 2;
  const offsetX = (inner - spanX * scale) / 2;
  const frame = { west, north, scale, cos, margin: MARGIN };
  const project = (point: LatLng) => ({
    x: round(MARGIN + offsetX + (point.longitude - west) * cos * scale),
    y: round(MARGIN + offsetY + (north - point.latitude) * scale),
  });
  const projected = stops.map(project);
  return {
    width: WIDTH,
    height,
    frame: { ...frame, margin: MARGIN, west: west - offsetX / (cos * scale), north: north + offsetY / scale },
    line: projected.map(({ x, y }) => `${x},${y}`).join(' '),
    stops: projected.map((point, index) => ({ ...point, number: index + 1 })),
  };
}

/** Where a position falls on a drawing (it may be outside the box). */
export function placeOnRoute(frame: RouteDrawing['frame'], point: LatLng): { x: number; y: number } {
  return { x: round(frame.margin + (point.longitude - frame.west) * frame.cos * frame.scale), y: round(frame.margin + (frame.north - point.latitude) * frame.scale) };
}

const round = (value: number) => Math.round(value * 10) / 10;
