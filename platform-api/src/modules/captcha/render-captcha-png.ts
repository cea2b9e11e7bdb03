import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** Characters a captcha may contain: no 0/O, 1/I/L or other look-alikes. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const CAPTCHA_MAX_LENGTH = 8;
const MAX_DIMENSION = 1000;

const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;

/** 5x7 bitmap glyphs for exactly the characters of CAPTCHA_ALPHABET ('#' = ink). */
const FONT: Readonly<Record<string, readonly string[]>> = {
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

type Rgb = readonly [number, number, number];

export interface RenderCaptchaOptions {
  width?: number;
  height?: number;
}

export function randomCaptchaText(length = 4): string {
  if (!Number.isInteger(length) || length < 1 || length > CAPTCHA_MAX_LENGTH) {
    throw new RangeError(`captcha length must be an integer from 1 to ${CAPTCHA_MAX_LENGTH}`);
  }
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Uniform float in [min, max), from the CSPRNG so the distortion is not predictable. */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function randomColor(min: number, max: number): Rgb {
  return [randomInt(min, max + 1), randomInt(min, max + 1), randomInt(min, max + 1)];
}

function checkDimension(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 16 || value > MAX_DIMENSION) {
    throw new RangeError(`captcha ${name} must be an integer from 16 to ${MAX_DIMENSION}`);
  }
  return value;
}

class Canvas {
  readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height, colorType: 2 });
  }

  /** Alpha-blends `color` over the pixel at (x, y); out-of-bounds writes are ignored. */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const a = Math.min(1, alpha);
    const data = this.png.data;
    const i = (y * this.width + x) * 4;
    for (let c = 0; c < 3; c++) {
      data[i + c] = Math.round(data[i + c]! * (1 - a) + color[c]! * a);
    }
    data[i + 3] = 255;
  }

  /** Anti-aliased-ish stroke: stamps a soft disc of radius `thickness / 2` along the path. */
  stroke(points: readonly (readonly [number, number])[], color: Rgb, thickness: number, alpha: number): void {
    const r = thickness / 2;
    for (let p = 1; p < points.length; p++) {
      const [x0, y0] = points[p - 1]!;
      const [x1, y1] = points[p]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
      for (let s = 0; s <= steps; s++) {
        const x = x0 + ((x1 - x0) * s) / steps;
        const y = y0 + ((y1 - y0) * s) / steps;
        for (let py = Math.floor(y - r - 1); py <= Math.ceil(y + r + 1); py++) {
          for (let px = Math.floor(x - r - 1); px <= Math.ceil(x + r + 1); px++) {
            const d = Math.hypot(px + 0.5 - x, py + 0.5 - y);
            const coverage = Math.min(1, Math.max(0, r + 0.5 - d));
            // Stamps overlap heavily; a small per-stamp alpha builds up to roughly `alpha`.
            if (coverage > 0) this.blend(px, py, color, coverage * alpha * 0.35);
          }
        }
      }
    }
  }
}

function fillBackground(canvas: Canvas): void {
  const from = randomColor(236, 252);
  const to = randomColor(236, 252);
  const data = canvas.png.data;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const t = (x + y) / (canvas.width + canvas.height);
      const i = (y * canvas.width + x) * 4;
      for (let c = 0; c < 3; c++) data[i + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
      data[i + 3] = 255;
    }
  }
}

interface CompiledGlyph {
  readonly rows: readonly string[];
  /** Diagonal links between ink cells, as [x0, y0, x1, y1] in cell-centre coordinates. */
  readonly diagonals: readonly (readonly [number, number, number, number])[];
}

const isInk = (rows: readonly string[], x: number, y: number): boolean => rows[y]?.[x] === '#';

/**
 * Finds diagonally touching ink cells that are not already joined by an orthogonal neighbour so they
 * can be drawn as solid strokes; scaled up, bare corner-to-corner pixels read as dotted staircases.
 */
function compileGlyph(rows: readonly string[]): CompiledGlyph {
  const diagonals: [number, number, number, number][] = [];
  for (let y = 0; y < GLYPH_HEIGHT - 1; y++) {
    for (let x = 0; x < GLYPH_WIDTH; x++) {
      if (!isInk(rows, x, y)) continue;
      for (const dx of [-1, 1]) {
        if (isInk(rows, x + dx, y + 1) && !isInk(rows, x + dx, y) && !isInk(rows, x, y + 1)) {
          diagonals.push([x + 0.5, y + 0.5, x + dx + 0.5, y + 1.5]);
        }
      }
    }
  }
  return { rows, diagonals };
}

const COMPILED_FONT: ReadonlyMap<string, CompiledGlyph> = new Map(
  Object.entries(FONT).map(([ch, rows]) => [ch, compileGlyph(rows)]),
);

function glyphInk(glyph: CompiledGlyph, u: number, v: number): boolean {
  if (u < -1 || v < -1 || u >= GLYPH_WIDTH + 1 || v >= GLYPH_HEIGHT + 1) return false;
  if (u >= 0 && v >= 0 && isInk(glyph.rows, Math.floor(u), Math.floor(v))) return true;
  for (const [x0, y0, x1, y1] of glyph.diagonals) {
    // Distance from (u, v) to the segment; ink within half a cell keeps strokes one cell thick.
    const sx = x1 - x0;
    const sy = y1 - y0;
    const t = Math.min(1, Math.max(0, ((u - x0) * sx + (v - y0) * sy) / (sx * sx + sy * sy)));
    if (Math.hypot(u - x0 - t * sx, v - y0 - t * sy) <= 0.5) return true;
  }
  return false;
}

/**
 * Draws one glyph centred on (cx, cy), scaled, sheared and rotated, using inverse mapping with
 * 3x3 supersampling so the rotated bitmap edges are smoothed rather than jagged.
 */
function drawGlyph(
  canvas: Canvas,
  glyph: CompiledGlyph,
  cx: number,
  cy: number,
  scaleX: number,
  scaleY: number,
  shear: number,
  angle: number,
  color: Rgb,
): void {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach =
    Math.hypot(GLYPH_WIDTH * scaleX, GLYPH_HEIGHT * scaleY) / 2 + Math.abs(shear) * 4 * scaleY + 2;
  const samples = 3;
  for (let py = Math.floor(cy - reach); py <= Math.ceil(cy + reach); py++) {
    for (let px = Math.floor(cx - reach); px <= Math.ceil(cx + reach); px++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const dx = px + (sx + 0.5) / samples - cx;
          const dy = py + (sy + 0.5) / samples - cy;
          // Undo rotation, then shear, then scale, to land in glyph cell coordinates.
          const rx = dx * cos + dy * sin;
          const ry = -dx * sin + dy * cos;
          const u = (rx - shear * ry) / scaleX + GLYPH_WIDTH / 2;
          const v = ry / scaleY + GLYPH_HEIGHT / 2;
          if (glyphInk(glyph, u, v)) hits++;
        }
      }
      if (hits > 0) canvas.blend(px, py, color, hits / (samples * samples));
    }
  }
}

function drawNoiseLines(canvas: Canvas, count: number, colorMin: number, colorMax: number): void {
  const { width, height } = canvas;
  for (let n = 0; n < count; n++) {
    const color = randomColor(colorMin, colorMax);
    const thickness = rand(1, 2);
    if (randomInt(2) === 0) {
      canvas.stroke(
        [
          [rand(0, width * 0.3), rand(0, height)],
          [rand(width * 0.7, width), rand(0, height)],
        ],
        color,
        thickness,
        0.8,
      );
    } else {
      // A gentle sine wave across the image, the classic captcha strike-through.
      const amplitude = rand(height * 0.1, height * 0.3);
      const period = rand(width * 0.5, width * 1.5);
      const phase = rand(0, Math.PI * 2);
      const base = rand(height * 0.3, height * 0.7);
      const points: [number, number][] = [];
      for (let x = 0; x <= width; x += 2) {
        points.push([x, base + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)]);
      }
      canvas.stroke(points, color, thickness, 0.8);
    }
  }
}

function drawNoiseDots(canvas: Canvas): void {
  const count = Math.round((canvas.width * canvas.height) / 30);
  for (let n = 0; n < count; n++) {
    const x = randomInt(canvas.width);
    const y = randomInt(canvas.height);
    canvas.blend(x, y, randomColor(60, 210), rand(0.4, 0.9));
  }
}

/**
 * Renders `text` as a distorted PNG image for a human check: light gradient background, each
 * character from an embedded 5x7 bitmap font scaled ~3x with its own jitter, shear, rotation and
 * dark colour, plus noise lines and dots.
 */
export function renderCaptchaPng(text: string, options: RenderCaptchaOptions = {}): Buffer {
  if (text.length === 0 || text.length > CAPTCHA_MAX_LENGTH) {
    throw new RangeError(`captcha text must have 1 to ${CAPTCHA_MAX_LENGTH} characters`);
  }
  const glyphs = Array.from(text, (ch) => {
    const glyph = COMPILED_FONT.get(ch);
    if (!glyph || !CAPTCHA_ALPHABET.includes(ch)) {
      throw new RangeError(`captcha text contains a character outside the alphabet: ${JSON.stringify(ch)}`);
    }
    return glyph;
  });
  const width = checkDimension('width', options.width ?? 120);
  const height = checkDimension('height', options.height ?? 40);

  const canvas = new Canvas(width, height);
  fillBackground(canvas);
  drawNoiseDots(canvas);
  // Faint lines behind the text, then a couple of stronger ones drawn over it.
  drawNoiseLines(canvas, 3, 150, 210);

  const margin = Math.max(3, Math.round(width * 0.05));
  const slot = (width - 2 * margin) / glyphs.length;
  const scale = Math.min(3, slot / (GLYPH_WIDTH + 1.5), (height - 4) / (GLYPH_HEIGHT + 2));
  glyphs.forEach((glyph, i) => {
    const scaleX = scale * rand(0.9, 1.15);
    const scaleY = scale * rand(0.9, 1.15);
    const slackX = Math.max(0, (slot - GLYPH_WIDTH * scaleX) / 2);
    const slackY = Math.max(0, (height - GLYPH_HEIGHT * scaleY) / 2 - 3);
    const cx = margin + slot * (i + 0.5) + rand(-slackX, slackX) * 0.6;
    const cy = height / 2 + rand(-slackY, slackY) * 0.7;
    // Narrow slots (long texts) get less distortion so neighbouring glyphs do not collide.
    const tilt = Math.min(1, slot / 27);
    const shear = rand(-0.3, 0.3) * tilt;
    const angle = rand(-0.3, 0.3) * tilt; // up to about ±17 degrees
    drawGlyph(canvas, glyph, cx, cy, scaleX, scaleY, shear, angle, randomColor(0, 100));
  });

  drawNoiseLines(canvas, 2, 80, 150);
  return PNG.sync.write(canvas.png, { colorType: 2 });
}
