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

/** The longer side of the drawing's box, in SVG units; the shorter follows the route's shape. */
const LONG_SIDE = 560;
const MARGIN = 30;
const MIN_SIDE = 220;
const MIN_SPAN_DEGREES = 0.001;

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
  const spanX = (east - west) * cos;
  const spanY = north - south;
  // A single point or a very short walk is drawn as if it spanned about 100 m, not magnified without end.
  const scale = (LONG_SIDE - 2 * MARGIN) / Math.max(spanX, spanY, MIN_SPAN_DEGREES);
  const width = Math.round(Math.max(MIN_SIDE, spanX * scale + 2 * MARGIN));
  const height = Math.round(Math.max(MIN_SIDE, spanY * scale + 2 * MARGIN));
  // A route narrower than the smallest box sits in its middle.
  const offsetX = (width - 2 * MARGIN - spanX * scale) / 2;
  const offsetY = (height - 2 * MARGIN - spanY * scale) / 2;
  const frame = { west: west - offsetX / (cos * scale), north: north + offsetY / scale, scale, cos, margin: MARGIN };
  const projected = stops.map((point) => placeOnRoute(frame, point));
  return {
    width,
    height,
    frame,
    line: projected.map(({ x, y }) => `${x},${y}`).join(' '),
    stops: projected.map((point, index) => ({ ...point, number: index + 1 })),
  };
}

/** Where a position falls on a drawing (it may be outside the box). */
export function placeOnRoute(frame: RouteDrawing['frame'], point: LatLng): { x: number; y: number } {
  return {
    x: round(frame.margin + (point.longitude - frame.west) * frame.cos * frame.scale),
    y: round(frame.margin + (frame.north - point.latitude) * frame.scale),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
