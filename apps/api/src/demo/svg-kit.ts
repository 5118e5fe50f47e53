/**
 * Small SVG helpers for the demo artwork: colours, text sized to fit, and the icon set printed on
 * demo t-shirts and accessories. Everything here is drawn in code (no downloads, no font files
 * beyond the machine's DejaVu / Liberation fonts).
 */

export type Rgb = { r: number; g: number; b: number };

export function hexToRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `hex` with `other` (0 = hex, 1 = other). */
export function mix(hex: string, other: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(other);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);
export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

/** Relative luminance 0..1 (sRGB). */
export function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const isLight = (hex: string) => luminance(hex) > 0.45;

/** Ink colours for a print on a garment: a contrasting main ink and an accent that stays visible. */
export function inksFor(garmentHex: string, accentHex: string): { ink: string; accent: string } {
  const ink =
    contrastRatio('#1d1f24', garmentHex) >= contrastRatio('#f6f1e7', garmentHex)
      ? '#1d1f24'
      : '#f6f1e7';
  let accent = accentHex;
  if (contrastRatio(accent, garmentHex) < 1.9)
    accent = ink === '#1d1f24' ? darken(accentHex, 0.45) : lighten(accentHex, 0.55);
  if (contrastRatio(accent, garmentHex) < 1.6) accent = ink;
  return { ink, accent };
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

export const FONT_SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const FONT_CONDENSED =
  "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'DejaVu Sans', sans-serif";
export const FONT_SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";
export const FONT_MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/** Average advance of a glyph in em, by font (bold caps), for fitting text without measuring it. */
const EM_WIDTH: Record<string, number> = {
  [FONT_SANS]: 0.74,
  [FONT_CONDENSED]: 0.64,
  [FONT_SERIF]: 0.76,
  [FONT_MONO]: 0.61,
};

export type TextOptions = {
  x: number;
  y: number;
  size: number;
  /** The text shrinks to fit this width. */
  maxWidth?: number;
  fill: string;
  font?: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  italic?: boolean;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
};

export function fittedSize(
  text: string,
  size: number,
  maxWidth: number | undefined,
  font = FONT_SANS,
  spacing = 0,
): number {
  if (!maxWidth) return size;
  const em = EM_WIDTH[font] ?? 0.72;
  const width = text.length * (size * em + spacing);
  return width > maxWidth ? Math.max(8, (size * maxWidth) / width) : size;
}

export function text(content: string, o: TextOptions): string {
  const font = o.font ?? FONT_SANS;
  const size = fittedSize(content, o.size, o.maxWidth, font, o.spacing ?? 0);
  const spacing = o.spacing ? ` letter-spacing="${((o.spacing * size) / o.size).toFixed(1)}"` : '';
  const stroke = o.stroke
    ? ` stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 2}" paint-order="stroke"`
    : '';
  const opacity = o.opacity === undefined ? '' : ` opacity="${o.opacity}"`;
  return `<text x="${o.x}" y="${o.y}" font-family="${font}" font-size="${size.toFixed(1)}" font-weight="${o.weight ?? 'bold'}"${
    o.italic ? ' font-style="italic"' : ''
  } text-anchor="${o.anchor ?? 'middle'}" fill="${o.fill}"${spacing}${stroke}${opacity}>${escapeXml(content)}</text>`;
}

export const ICON_NAMES = [
  'mountains',
  'rhino',
  'guitar',
  'atom',
  'code',
  'chai',
  'cricket',
  'gamepad',
  'planet',
  'leaf',
  'book',
  'heart',
  'camera',
  'gear',
  'flask',
  'rocket',
  'bolt',
  'dna',
  'star',
  'lotus',
  'football',
  'mic',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    coords.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return coords.join(' ');
}

export function starPolygon(cx: number, cy: number, r: number, fill: string): string {
  return `<polygon points="${star(cx, cy, r, r * 0.45)}" fill="${fill}"/>`;
}

function gear(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const coords: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const radius = i % 4 < 2 ? outer : inner;
    const angle = (Math.PI * 2 * i) / (teeth * 4) + Math.PI / (teeth * 4);
    coords.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return coords.join(' ');
}

/**
 * An icon drawn in a 100x100 box with two inks (`bg` is the garment or surface colour, used for
 * knock-outs). Scale and place it with a transform.
 */
export function icon(name: IconName, ink: string, accent: string, bg: string): string {
  switch (name) {
    case 'mountains':
      return `<circle cx="72" cy="30" r="13" fill="${accent}"/>
        <path d="M0 88 L28 42 L40 58 L60 22 L100 88 Z" fill="${ink}"/>
        <path d="M60 22 L52 36 L57 34 L61 39 L66 33 L69 36 Z" fill="${bg}"/>
        <path d="M28 42 L22 52 L27 50 L31 54 L34 49 Z" fill="${bg}"/>
        <path d="M0 92 L100 92" stroke="${accent}" stroke-width="4"/>`;
    case 'rhino':
      // An Indian one-horned rhino in profile: shoulder hump, low head, horn on the snout.
      return `<path d="M6 50 C8 36 24 28 40 27 C50 26 58 30 62 34 C68 36 74 42 80 48 C86 52 92 56 95 62 C95 66 90 68 84 67 C78 67 74 66 70 64 L66 70 L66 88 L55 88 L53 75 C45 77 36 77 30 75 L28 88 L17 88 L15 72 C8 66 5 58 6 50 Z" fill="${ink}"/>
        <path d="M83 55 C88 47 89 38 86 29 C92 36 96 47 92 57 Z" fill="${ink}"/>
        <path d="M62 33 L59 21 L67 30 Z" fill="${ink}"/>
        <path d="M7 48 C3 50 2 56 4 60" stroke="${ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
        <circle cx="76" cy="52" r="1.7" fill="${bg}"/>
        <path d="M50 28 C54 42 54 60 52 74 M28 31 C25 44 25 60 28 74 M64 36 C61 46 62 56 67 64" stroke="${bg}" stroke-width="1.8" fill="none" opacity="0.8"/>
        <path d="M2 94 L98 94" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`;
    case 'guitar':
      return `<g transform="rotate(-28 50 50)">
        <rect x="46" y="2" width="8" height="52" rx="2" fill="${accent}"/>
        <rect x="43" y="-4" width="14" height="12" rx="3" fill="${ink}"/>
        <path d="M50 40 C38 40 34 47 36 54 C37 58 30 60 30 70 C30 84 40 92 50 92 C60 92 70 84 70 70 C70 60 63 58 64 54 C66 47 62 40 50 40 Z" fill="${ink}"/>
        <circle cx="50" cy="60" r="7" fill="${bg}"/>
        <rect x="42" y="77" width="16" height="4" rx="1" fill="${bg}"/>
        <path d="M48 8 L48 78 M52 8 L52 78" stroke="${bg}" stroke-width="0.8" opacity="0.7"/></g>`;
    case 'atom':
      return `<g fill="none" stroke="${ink}" stroke-width="4">
        <ellipse cx="50" cy="50" rx="46" ry="16"/>
        <ellipse cx="50" cy="50" rx="46" ry="16" transform="rotate(60 50 50)"/>
        <ellipse cx="50" cy="50" rx="46" ry="16" transform="rotate(120 50 50)"/></g>
        <circle cx="50" cy="50" r="9" fill="${accent}"/>
        <circle cx="96" cy="50" r="4.5" fill="${accent}"/><circle cx="27" cy="10" r="4.5" fill="${accent}"/><circle cx="27" cy="90" r="4.5" fill="${accent}"/>`;
    case 'code':
      return `<g fill="none" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
        <polyline points="30,24 6,50 30,76" stroke="${ink}"/>
        <polyline points="70,24 94,50 70,76" stroke="${ink}"/>
        <line x1="58" y1="16" x2="42" y2="84" stroke="${accent}"/></g>`;
    case 'chai':
      return `<path d="M38 22 C34 14 42 10 38 2 M50 22 C46 14 54 10 50 2 M62 22 C58 14 66 10 62 2" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.8"/>
        <path d="M24 30 L76 30 L68 94 L32 94 Z" fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
        <path d="M27.5 46 L72.5 46 L68 90 L32 90 Z" fill="${accent}"/>
        <path d="M30 62 L70 62 M31 76 L69 76" stroke="${bg}" stroke-width="2" opacity="0.6"/>`;
    case 'cricket':
      return `<g transform="rotate(35 50 50)"><rect x="42" y="30" width="16" height="64" rx="5" fill="${ink}"/>
        <rect x="47" y="4" width="6" height="30" rx="2" fill="${ink}"/>
        <path d="M47 10 L53 10 M47 16 L53 16 M47 22 L53 22" stroke="${bg}" stroke-width="1.5"/>
        <path d="M50 36 L50 88" stroke="${bg}" stroke-width="1.5" opacity="0.5"/></g>
        <circle cx="24" cy="76" r="13" fill="${accent}"/>
        <path d="M15 67 C22 74 22 80 16 86 M33 67 C27 74 27 80 32 86" stroke="${bg}" stroke-width="1.6" fill="none" stroke-dasharray="2 2"/>`;
    case 'gamepad':
      return `<path d="M24 30 L76 30 C90 30 98 46 98 62 C98 80 88 86 80 80 L68 68 L32 68 L20 80 C12 86 2 80 2 62 C2 46 10 30 24 30 Z" fill="${ink}"/>
        <path d="M18 50 L34 50 M26 42 L26 58" stroke="${bg}" stroke-width="6" stroke-linecap="round"/>
        <circle cx="72" cy="44" r="5" fill="${accent}"/><circle cx="82" cy="54" r="5" fill="${accent}"/>
        <circle cx="62" cy="54" r="5" fill="${bg}"/><circle cx="72" cy="62" r="5" fill="${bg}"/>`;
    case 'planet':
      return `${starPolygon(12, 14, 5, accent)}${starPolygon(88, 86, 4, accent)}${starPolygon(86, 12, 3, ink)}
        <circle cx="50" cy="52" r="27" fill="${ink}"/>
        <path d="M27 44 C40 40 62 42 76 46" stroke="${bg}" stroke-width="3" fill="none" opacity="0.5"/>
        <ellipse cx="50" cy="54" rx="48" ry="13" fill="none" stroke="${accent}" stroke-width="5" transform="rotate(-18 50 54)"/>
        <path d="M25 42 A27 27 0 0 1 75 42" fill="${ink}" transform="rotate(-18 50 54)"/>`;
    case 'leaf':
      return `<path d="M50 94 C50 70 50 50 50 30" stroke="${ink}" stroke-width="4" fill="none"/>
        <path d="M50 88 C14 80 6 40 22 10 C52 14 86 30 84 62 C82 82 66 90 50 88 Z" fill="${accent}"/>
        <path d="M50 86 C46 62 38 40 24 14 M44 64 L62 50 M40 50 L58 36 M47 76 L70 64" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    case 'book':
      return `<path d="M50 26 C38 18 20 16 4 20 L4 84 C20 80 38 82 50 90 Z" fill="${ink}"/>
        <path d="M50 26 C62 18 80 16 96 20 L96 84 C80 80 62 82 50 90 Z" fill="${accent}"/>
        <path d="M12 36 C24 33 34 34 42 38 M12 48 C24 45 34 46 42 50 M12 60 C24 57 34 58 42 62" stroke="${bg}" stroke-width="2.5" fill="none"/>
        <path d="M58 38 C66 34 76 33 88 36 M58 50 C66 46 76 45 88 48 M58 62 C66 58 76 57 88 60" stroke="${bg}" stroke-width="2.5" fill="none"/>`;
    case 'heart':
      return `<path d="M50 90 C20 68 4 52 4 32 C4 16 16 6 30 6 C40 6 46 12 50 20 C54 12 60 6 70 6 C84 6 96 16 96 32 C96 52 80 68 50 90 Z" fill="${accent}"/>
        <path d="M22 30 C22 22 28 18 34 18" stroke="${bg}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.7"/>`;
    case 'camera':
      return `<rect x="4" y="26" width="92" height="62" rx="10" fill="${ink}"/>
        <path d="M32 26 L38 14 L62 14 L68 26 Z" fill="${ink}"/>
        <circle cx="50" cy="57" r="22" fill="${bg}"/><circle cx="50" cy="57" r="16" fill="${accent}"/><circle cx="44" cy="51" r="4" fill="${bg}" opacity="0.8"/>
        <rect x="76" y="34" width="12" height="7" rx="2" fill="${accent}"/>`;
    case 'gear':
      return `<polygon points="${gear(50, 50, 46, 36, 10)}" fill="${ink}"/>
        <circle cx="50" cy="50" r="18" fill="${bg}"/><circle cx="50" cy="50" r="10" fill="${accent}"/>`;
    case 'flask':
      return `<path d="M38 6 L62 6 M41 6 L41 36 L14 88 C12 93 15 96 20 96 L80 96 C85 96 88 93 86 88 L59 36 L59 6" fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
        <path d="M30 62 L70 62 L83 89 C84 91 83 92 81 92 L19 92 C17 92 16 91 17 89 Z" fill="${accent}"/>
        <circle cx="44" cy="78" r="4" fill="${bg}" opacity="0.7"/><circle cx="56" cy="70" r="3" fill="${bg}" opacity="0.7"/><circle cx="52" cy="50" r="3" fill="${accent}"/><circle cx="47" cy="40" r="2" fill="${accent}"/>`;
    case 'rocket':
      return `<g transform="rotate(40 50 50)"><path d="M50 2 C66 16 70 40 66 70 L34 70 C30 40 34 16 50 2 Z" fill="${ink}"/>
        <circle cx="50" cy="34" r="8" fill="${bg}"/><circle cx="50" cy="34" r="5" fill="${accent}"/>
        <path d="M34 52 L20 74 L36 70 Z M66 52 L80 74 L64 70 Z" fill="${accent}"/>
        <path d="M40 72 L50 98 L60 72 Z" fill="${accent}"/></g>`;
    case 'bolt':
      return `<polygon points="58,2 16,56 46,56 36,98 84,38 54,38 66,2" fill="${accent}" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`;
    case 'dna': {
      const a: string[] = [];
      const b: string[] = [];
      const rungs: string[] = [];
      for (let i = 0; i <= 24; i++) {
        const y = 4 + i * 3.83;
        const x = 50 + 30 * Math.sin((i / 24) * Math.PI * 3);
        a.push(`${x.toFixed(1)},${y.toFixed(1)}`);
        b.push(`${(100 - x).toFixed(1)},${y.toFixed(1)}`);
        if (i % 2 === 1)
          rungs.push(`M${x.toFixed(1)} ${y.toFixed(1)} L${(100 - x).toFixed(1)} ${y.toFixed(1)}`);
      }
      return `<path d="${rungs.join(' ')}" stroke="${accent}" stroke-width="3"/>
        <polyline points="${a.join(' ')}" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
        <polyline points="${b.join(' ')}" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`;
    }
    case 'star':
      return `${starPolygon(50, 52, 48, accent)}${starPolygon(50, 52, 26, ink)}`;
    case 'lotus':
      return `<path d="M50 14 C62 30 62 58 50 78 C38 58 38 30 50 14 Z" fill="${accent}"/>
        <path d="M50 78 C36 70 24 52 22 32 C36 38 46 52 50 78 Z M50 78 C64 70 76 52 78 32 C64 38 54 52 50 78 Z" fill="${ink}"/>
        <path d="M50 80 C30 80 10 70 2 56 C20 54 38 64 50 80 Z M50 80 C70 80 90 70 98 56 C80 54 62 64 50 80 Z" fill="${accent}" opacity="0.85"/>
        <path d="M14 90 L86 90" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
    case 'football':
      return `<circle cx="50" cy="50" r="44" fill="${ink}"/>
        <polygon points="${star(50, 50, 16, 13, 5)}" fill="${bg}"/>
        <path d="M50 34 L50 8 M65 45 L88 36 M60 63 L74 84 M40 63 L26 84 M35 45 L12 36" stroke="${bg}" stroke-width="3"/>
        <circle cx="50" cy="50" r="44" fill="none" stroke="${accent}" stroke-width="4"/>`;
    case 'mic':
      return `<rect x="36" y="4" width="28" height="50" rx="14" fill="${ink}"/>
        <path d="M40 18 L60 18 M40 28 L60 28 M40 38 L60 38" stroke="${bg}" stroke-width="2" opacity="0.6"/>
        <path d="M24 40 C24 60 36 68 50 68 C64 68 76 60 76 40" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>
        <path d="M50 68 L50 88 M34 92 L66 92" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`;
  }
}
