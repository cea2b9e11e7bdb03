import type { JSX } from 'preact';
import type { Translator } from '../i18n/texts';

/**
 * The symbols drawn in code (no image files to fetch): gold, jade and lapis on temple stone. An unknown code (a
 * future paytable) still shows, as its letters on a plain tile.
 */
const GOLD = 'url(#gold)';

const ART: Record<string, () => JSX.Element> = {
  WILD: () => (
    <>
      <rect x="6" y="6" width="88" height="88" rx="14" fill="#7a1010" stroke={GOLD} stroke-width="4" />
      <path
        d="M50 14 L56 30 L62 30 L62 40 L70 40 L70 52 L78 52 L78 66 L22 66 L22 52 L30 52 L30 40 L38 40 L38 30 L44 30 Z"
        fill={GOLD}
      />
      <rect x="46" y="54" width="8" height="12" fill="#7a1010" />
      <text
        x="50"
        y="86"
        text-anchor="middle"
        font-size="19"
        font-weight="900"
        fill="#ffe9a8"
        letter-spacing="1"
      >
        WILD
      </text>
    </>
  ),
  SCATTER: () => (
    <>
      <circle cx="50" cy="50" r="44" fill="#3a1a5c" stroke={GOLD} stroke-width="4" />
      {Array.from({ length: 12 }, (_, i) => (
        <path key={i} d="M50 10 L54 26 L46 26 Z" fill="#ffd36b" transform={`rotate(${i * 30} 50 50)`} />
      ))}
      <circle cx="50" cy="50" r="20" fill={GOLD} />
      <path d="M50 36 C58 44 58 52 50 62 C42 52 42 44 50 36 Z" fill="#c2410c" />
      <text x="50" y="90" text-anchor="middle" font-size="13" font-weight="900" fill="#ffe9a8">
        SCATTER
      </text>
    </>
  ),
  IDOL: () => (
    <>
      <path d="M50 8 L58 26 L42 26 Z" fill={GOLD} />
      <ellipse cx="50" cy="52" rx="26" ry="30" fill={GOLD} />
      <ellipse cx="24" cy="56" rx="6" ry="14" fill="#c8902a" />
      <ellipse cx="76" cy="56" rx="6" ry="14" fill="#c8902a" />
      <path d="M38 48 Q43 44 47 48 M53 48 Q57 44 62 48" stroke="#6b3d05" stroke-width="3" fill="none" />
      <path d="M42 66 Q50 72 58 66" stroke="#6b3d05" stroke-width="3" fill="none" />
      <circle cx="50" cy="38" r="2.5" fill="#b91c1c" />
      <rect x="30" y="82" width="40" height="8" rx="3" fill="#c8902a" />
    </>
  ),
  MASK: () => (
    <>
      <path d="M18 24 Q50 6 82 24 L78 60 Q50 96 22 60 Z" fill="#1f9d6b" stroke="#0b5d3d" stroke-width="4" />
      <path d="M28 44 L44 40 L42 50 Z M72 44 L56 40 L58 50 Z" fill="#0b2b20" />
      <path d="M40 68 Q50 76 60 68" stroke="#0b2b20" stroke-width="4" fill="none" />
      <path d="M30 26 Q50 16 70 26" stroke={GOLD} stroke-width="4" fill="none" />
      <circle cx="50" cy="30" r="4" fill="#f43f5e" />
    </>
  ),
  URN: () => (
    <>
      <path
        d="M36 14 L64 14 L60 24 Q84 38 76 66 Q70 88 50 88 Q30 88 24 66 Q16 38 40 24 Z"
        fill="#1e5fb3"
        stroke="#0c2f63"
        stroke-width="3"
      />
      <path d="M26 50 L74 50" stroke={GOLD} stroke-width="5" />
      <path d="M30 64 L70 64" stroke={GOLD} stroke-width="3" />
      <circle cx="50" cy="38" r="5" fill={GOLD} />
    </>
  ),
  TORCH: () => (
    <>
      <path d="M50 10 C66 26 68 42 50 58 C32 42 36 26 50 10 Z" fill="#f97316" />
      <path d="M50 26 C58 36 58 44 50 54 C42 44 44 36 50 26 Z" fill="#fde047" />
      <path d="M38 58 L62 58 L56 70 L44 70 Z" fill={GOLD} />
      <rect x="46" y="70" width="8" height="22" rx="2" fill="#7c4a1a" />
    </>
  ),
};

const LETTER_COLOURS: Record<string, string> = {
  A: '#e11d48',
  K: '#7c3aed',
  Q: '#0891b2',
  J: '#16a34a',
  TEN: '#d97706',
};

function Letter({ code }: { code: string }) {
  const text = code === 'TEN' ? '10' : code.slice(0, 3);
  const colour = LETTER_COLOURS[code] ?? '#64748b';
  return (
    <text
      x="50"
      y="68"
      text-anchor="middle"
      font-size={text.length > 1 ? 46 : 58}
      font-weight="900"
      font-family="Georgia, 'Times New Roman', serif"
      fill={colour}
      stroke="#2a1606"
      stroke-width="2.5"
      paint-order="stroke"
    >
      {text}
    </text>
  );
}

/** Shared gradient, drawn once in the page (see GoldDefs). */
export function GoldDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <defs>
        <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#fff1b8" />
          <stop offset="0.45" stop-color="#f5c542" />
          <stop offset="1" stop-color="#a66a12" />
        </linearGradient>
      </defs>
    </svg>
  );
}

export function SymbolArt({ code, label }: { code: string; label?: string }) {
  const Art = ART[code];
  return (
    <svg class="symbol-art" viewBox="0 0 100 100" role="img" aria-label={label ?? code}>
      {Art ? <Art /> : <Letter code={code} />}
    </svg>
  );
}

const NAMED = ['WILD', 'SCATTER', 'IDOL', 'MASK', 'URN', 'TORCH'] as const;

/** How a symbol is named in texts (the paytable, win lines, history): the pictures by name, the cards as printed. */
export function symbolName(code: string, t: Translator['t']): string {
  if ((NAMED as readonly string[]).includes(code)) return t(`sym${code as (typeof NAMED)[number]}`);
  return code === 'TEN' ? '10' : code;
}
