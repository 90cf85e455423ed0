import { FLOORS, T, WORLD_HEIGHT as H, WORLD_WIDTH as W, isWalkable } from './terrain';
import type { Position, Rect } from './schemas';

/**
 * The world generator's tools: the tile layers of every floor and the drawing and carving steps the generator calls.
 * None of them draws from the random sequence on its own; those that need chance take the generator's (`rng`), so the
 * order of its draws stays wholly in generate.ts.
 */

/** The generator's random sequence: a number in [0, 1) each call. */
export type Rng = () => number;

export class Floors {
  readonly layers = new Map<number, Uint8Array>(FLOORS.map((z) => [z, new Uint8Array(W * H)]));
  layer(z: number) {
    return this.layers.get(z)!;
  }
  get(x: number, y: number, z: number) {
    if (x < 0 || y < 0 || x >= W || y >= H) return T.nothing;
    return this.layer(z)[y * W + x]!;
  }
  set(x: number, y: number, z: number, t: number) {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    this.layer(z)[y * W + x] = t;
  }
  fill(r: Rect, z: number, t: number) {
    for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) this.set(x, y, z, t);
  }
  /** Walls on the border of a rectangle, `inside` within it. */
  building(r: Rect, z: number, inside: number) {
    this.fill(r, z, T.wall);
    this.fill({ x: r.x + 1, y: r.y + 1, w: r.w - 2, h: r.h - 2 }, z, inside);
  }
}

export const inRect = (r: Rect, x: number, y: number, margin = 0) => x >= r.x - margin && y >= r.y - margin && x < r.x + r.w + margin && y < r.y + r.h + margin;
export const dist = (ax: number, ay: number, bx: number, by: number) => Math.sqrt((ax - bx) ** 2 + (ay - by) ** 2);
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** A wiggly polyline through the control points (midpoints displaced, deterministic). */
export function wiggle(rng: Rng, points: Array<[number, number]>, depth = 4, amount = 0.18): Array<[number, number]> {
  let line = points;
  for (let d = 0; d < depth; d++) {
    const next: Array<[number, number]> = [line[0]!];
    for (let i = 1; i < line.length; i++) {
      const [ax, ay] = line[i - 1]!;
      const [bx, by] = line[i]!;
      const len = dist(ax, ay, bx, by);
      const off = (rng() - 0.5) * len * amount;
      const mx = Math.round((ax + bx) / 2 + (-(by - ay) / (len || 1)) * off);
      const my = Math.round((ay + by) / 2 + ((bx - ax) / (len || 1)) * off);
      next.push([Math.min(W - 1, Math.max(0, mx)), Math.min(H - 1, Math.max(0, my))], line[i]!);
    }
    line = next;
  }
  return line;
}

/** Calls `draw` for every tile on the polyline, `width` tiles wide. */
export function trace(points: Array<[number, number]>, width: number, draw: (x: number, y: number) => void) {
  const r = Math.floor(width / 2);
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    const steps = Math.max(Math.abs(bx - ax), Math.abs(by - ay), 1);
    for (let s = 0; s <= steps; s++) {
      const x = Math.round(ax + ((bx - ax) * s) / steps);
      const y = Math.round(ay + ((by - ay) * s) / steps);
      for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) draw(x + dx, y + dy);
    }
  }
}

export function nearestWalkable(floors: Floors, cx: number, cy: number, z: number, accept: (x: number, y: number) => boolean = () => true): Position {
  const x0 = Math.round(cx);
  const y0 = Math.round(cy);
  for (let r = 0; r < 400; r++) {
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const t = floors.get(x0 + dx, y0 + dy, z);
        if (isWalkable(t) && t !== T.stairs && accept(x0 + dx, y0 + dy)) return { x: x0 + dx, y: y0 + dy, z };
      }
  }
  throw new Error(`No walkable tile near ${x0},${y0},${z}`);
}

export function tunnel(floors: Floors, from: { x: number; y: number }, to: { x: number; y: number }, z: number, t: number) {
  let { x, y } = from;
  const open = (px: number, py: number) => {
    if (!isWalkable(floors.get(px, py, z))) floors.set(px, py, z, t);
  };
  open(x, y);
  while (x !== to.x) open((x += Math.sign(to.x - x)), y);
  while (y !== to.y) open(x, (y += Math.sign(to.y - y)));
  // Rock beside the tunnel where there is nothing.
  for (let py = Math.min(from.y, to.y) - 1; py <= Math.max(from.y, to.y) + 1; py++)
    for (let px = Math.min(from.x, to.x) - 1; px <= Math.max(from.x, to.x) + 1; px++) if (floors.get(px, py, z) === T.nothing) floors.set(px, py, z, T.rock);
}

export function caves(rng: Rng, b: Rect): Uint8Array {
  let cells = new Uint8Array(b.w * b.h);
  for (let i = 0; i < cells.length; i++) cells[i] = rng() < 0.55 ? 1 : 0;
  for (let step = 0; step < 5; step++) {
    const next = new Uint8Array(cells.length);
    for (let y = 0; y < b.h; y++)
      for (let x = 0; x < b.w; x++) {
        let open = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const nx = x + dx;
            const ny = y + dy;
            if (nx >= 1 && ny >= 1 && nx < b.w - 1 && ny < b.h - 1) open += cells[ny * b.w + nx]!;
          }
        next[y * b.w + x] = open >= 5 && x > 0 && y > 0 && x < b.w - 1 && y < b.h - 1 ? 1 : 0;
      }
    cells = next;
  }
  return cells;
}

export function largestRegion(cells: Uint8Array, w: number, h: number): Uint8Array {
  const label = new Int32Array(cells.length);
  let best = 0;
  let bestSize = 0;
  let next = 1;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 1 || label[i] !== 0) continue;
    const stack = [i];
    label[i] = next;
    let size = 0;
    while (stack.length > 0) {
      const p = stack.pop()!;
      size++;
      const x = p % w;
      const y = Math.floor(p / w);
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const nx = x + dx;
        const ny = y + dy;
        const q = ny * w + nx;
        if (nx >= 0 && ny >= 0 && nx < w && ny < h && cells[q] === 1 && label[q] === 0) {
          label[q] = next;
          stack.push(q);
        }
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = next;
    }
    next++;
  }
  const out = new Uint8Array(cells.length);
  for (let i = 0; i < cells.length; i++) out[i] = label[i] === best ? 1 : 0;
  return out;
}
