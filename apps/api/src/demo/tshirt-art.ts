import {
  FONT_CONDENSED,
  FONT_MONO,
  FONT_SANS,
  FONT_SERIF,
  darken,
  icon,
  inksFor,
  isLight,
  lighten,
  starPolygon,
  text,
  type IconName,
} from './svg-kit';

/**
 * Product shots of demo t-shirts drawn as SVG (a 1000x1250 drawing, the 4:5 of IMAGE_SIZES.full,
 * rasterised at RENDER_SCALE): a studio
 * backdrop, the garment in its colour with light, folds, collar rib and stitching, and the design
 * printed on the chest (front) or across the shoulders (back).
 */

export const ART_WIDTH = 1000;
export const ART_HEIGHT = 1250;
/**
 * Generated images are rasterised at 800x1000: sharp enough for the product page, and 36% less
 * work than 1000x1250, which keeps the first start of a demo shop quick.
 */
export const RENDER_SCALE = 0.8;
export const RENDER_WIDTH = ART_WIDTH * RENDER_SCALE;
export const RENDER_HEIGHT = ART_HEIGHT * RENDER_SCALE;

export type PrintLayout = 'icon-title' | 'badge' | 'varsity' | 'stripes' | 'type';

export type TshirtMotif = {
  layout: PrintLayout;
  icon?: IconName;
  /** Main words of the print (short; long titles shrink). */
  title: string;
  /** Optional second line / small caption. */
  caption?: string;
  /** Big number or year for varsity and stripes layouts. */
  number?: string;
  /** Extra lines for the 'type' layout. */
  lines?: string[];
  /** Accent ink (hex). */
  accent: string;
  /** Small print on the back, under the collar (default: the caption or the title). */
  backText?: string;
  /** Large print across the back (e.g. a name placeholder on customisable tees). */
  backBig?: { title: string; number?: string };
};

export type TshirtView = 'front' | 'back';

const FRONT_BODY =
  'M400 212 C425 278 575 278 600 212 C650 224 700 234 744 254 C802 300 852 362 888 424 L806 506 C784 486 764 466 748 450 C742 610 750 900 754 1080 C600 1096 400 1096 246 1080 C250 900 258 610 252 450 C236 466 216 486 194 506 L112 424 C148 362 198 300 256 254 C300 234 350 224 400 212 Z';
const BACK_BODY =
  'M400 212 C440 232 560 232 600 212 C650 224 700 234 744 254 C802 300 852 362 888 424 L806 506 C784 486 764 466 748 450 C742 610 750 900 754 1080 C600 1096 400 1096 246 1080 C250 900 258 610 252 450 C236 466 216 486 194 506 L112 424 C148 362 198 300 256 254 C300 234 350 224 400 212 Z';

function backdrop(garment: string): string {
  // A warm paper backdrop; slightly cooler behind very warm garments so they stand out.
  const top = isLight(garment) ? '#e9e4dc' : '#f3efe8';
  const bottom = isLight(garment) ? '#d9d2c6' : '#e4ddd1';
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.10"/></radialGradient>
  </defs>
  <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>
  <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#vignette)"/>`;
}

function garmentDefs(body: string, garment: string): string {
  const dark = isLight(garment) ? 0.16 : 0.3;
  return `<defs>
    <clipPath id="body"><path d="${body}"/></clipPath>
    <linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="${dark}"/>
      <stop offset="0.16" stop-color="#000" stop-opacity="0.02"/>
      <stop offset="0.38" stop-color="#fff" stop-opacity="${isLight(garment) ? 0.05 : 0.09}"/>
      <stop offset="0.7" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="${dark + 0.04}"/>
    </linearGradient>
    <linearGradient id="drop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="0.35" stop-color="#000" stop-opacity="0"/>
      <stop offset="0.85" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
    </linearGradient>
    <filter id="fold" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>
  </defs>`;
}

function shading(garment: string): string {
  const foldDark = isLight(garment) ? 0.1 : 0.22;
  const foldLight = isLight(garment) ? 0.35 : 0.1;
  return `<g clip-path="url(#body)">
    <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#side)"/>
    <rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#drop)"/>
    <g filter="url(#fold)" fill="none" stroke-linecap="round">
      <path d="M300 470 C320 640 290 820 320 1040" stroke="#000" stroke-opacity="${foldDark}" stroke-width="22"/>
      <path d="M690 500 C670 660 705 840 680 1050" stroke="#000" stroke-opacity="${foldDark}" stroke-width="26"/>
      <path d="M340 480 C360 650 330 830 360 1040" stroke="#fff" stroke-opacity="${foldLight}" stroke-width="16"/>
      <path d="M255 300 C300 360 330 420 320 470" stroke="#000" stroke-opacity="${foldDark}" stroke-width="18"/>
      <path d="M745 300 C700 360 672 420 682 470" stroke="#000" stroke-opacity="${foldDark}" stroke-width="18"/>
      <path d="M150 430 C190 400 230 380 250 330" stroke="#fff" stroke-opacity="${foldLight * 0.8}" stroke-width="14"/>
    </g>
  </g>`;
}

function seams(garment: string, view: TshirtView): string {
  const seam = darken(garment, isLight(garment) ? 0.14 : 0.35);
  const stitch = isLight(garment) ? darken(garment, 0.25) : lighten(garment, 0.22);
  const rib = darken(garment, isLight(garment) ? 0.07 : 0.12);
  const collar =
    view === 'front'
      ? `<path d="M400 212 C440 190 560 190 600 212 C575 278 425 278 400 212 Z" fill="${darken(garment, isLight(garment) ? 0.22 : 0.45)}"/>
         <path d="M408 208 C445 196 555 196 592 208" stroke="${rib}" stroke-width="9" fill="none"/>
         <path d="M402 214 C428 276 572 276 598 214" stroke="${rib}" stroke-width="22" fill="none" stroke-linecap="round"/>
         <path d="M405 224 C432 284 568 284 595 224" stroke="${stitch}" stroke-width="2" fill="none" stroke-dasharray="6 5"/>
         <path d="M420 220 C444 262 556 262 580 220" stroke="#000" stroke-opacity="0.12" stroke-width="3" fill="none"/>`
      : `<path d="M402 214 C440 236 560 236 598 214" stroke="${rib}" stroke-width="20" fill="none" stroke-linecap="round"/>
         <path d="M404 228 C442 250 558 250 596 228" stroke="${stitch}" stroke-width="2" fill="none" stroke-dasharray="6 5"/>`;
  return `${collar}
    <path d="M744 256 C736 330 738 400 748 450 M256 256 C264 330 262 400 252 450" stroke="${seam}" stroke-width="3" fill="none" opacity="0.8"/>
    <path d="M880 433 L815 498 M120 433 L185 498" stroke="${stitch}" stroke-width="2.2" stroke-dasharray="7 5" fill="none"/>
    <path d="M250 1062 C400 1078 600 1078 750 1062" stroke="${stitch}" stroke-width="2.2" stroke-dasharray="7 5" fill="none"/>`;
}

function printFront(m: TshirtMotif, garment: string): string {
  const { ink, accent } = inksFor(garment, m.accent);
  const W = 400;
  const cx = W / 2;
  const iconAt = (name: IconName | undefined, x: number, y: number, size: number) =>
    name
      ? `<g transform="translate(${x} ${y}) scale(${size / 100})">${icon(name, ink, accent, garment)}</g>`
      : '';

  switch (m.layout) {
    case 'icon-title':
      return `${iconAt(m.icon, cx - 115, 0, 230)}
        ${text(m.title.toUpperCase(), { x: cx, y: 300, size: 58, maxWidth: W, fill: ink, font: FONT_CONDENSED })}
        ${m.caption ? text(m.caption.toUpperCase(), { x: cx, y: 348, size: 24, maxWidth: W - 40, fill: accent, spacing: 6 }) : ''}`;
    case 'badge':
      return `<circle cx="${cx}" cy="200" r="186" fill="none" stroke="${ink}" stroke-width="8"/>
        <circle cx="${cx}" cy="200" r="168" fill="none" stroke="${accent}" stroke-width="3"/>
        ${m.caption ? text(m.caption.toUpperCase(), { x: cx, y: 84, size: 22, maxWidth: 250, fill: ink, spacing: 5 }) : ''}
        ${iconAt(m.icon, cx - 70, 96, 140)}
        <path d="M-14 236 L414 236 L396 268 L414 300 L-14 300 L4 268 Z" fill="${accent}"/>
        ${text(m.title.toUpperCase(), { x: cx, y: 284, size: 44, maxWidth: 360, fill: garment, font: FONT_CONDENSED })}
        ${starPolygon(cx - 60, 340, 10, ink)}${starPolygon(cx, 348, 13, ink)}${starPolygon(cx + 60, 340, 10, ink)}
        ${m.number ? text(m.number, { x: cx, y: 430, size: 24, fill: ink, spacing: 4 }) : ''}`;
    case 'varsity':
      return `${m.caption ? text(m.caption.toUpperCase(), { x: cx, y: 40, size: 26, maxWidth: W - 20, fill: accent, spacing: 8 }) : ''}
        ${text(m.title.toUpperCase(), { x: cx, y: 130, size: 84, maxWidth: W + 20, fill: ink, font: FONT_SERIF, stroke: accent, strokeWidth: 5 })}
        ${iconAt(m.icon, cx - 30, 150, 60)}
        ${text(m.number ?? '26', { x: cx, y: 410, size: 240, fill: accent, font: FONT_SERIF, stroke: ink, strokeWidth: 8 })}`;
    case 'stripes':
      return `<rect x="-40" y="40" width="480" height="26" fill="${accent}"/>
        <rect x="-40" y="78" width="480" height="10" fill="${ink}"/>
        ${text(m.title.toUpperCase(), { x: cx, y: 190, size: 80, maxWidth: W, fill: ink, font: FONT_CONDENSED })}
        <rect x="-40" y="220" width="480" height="10" fill="${ink}"/>
        <rect x="-40" y="242" width="480" height="26" fill="${accent}"/>
        ${m.number ? text(m.number, { x: cx, y: 410, size: 130, fill: garment, font: FONT_SANS, stroke: ink, strokeWidth: 7 }) : ''}
        ${m.caption ? text(m.caption.toUpperCase(), { x: cx, y: m.number ? 440 : 320, size: 22, maxWidth: W, fill: accent, spacing: 5 }) : ''}`;
    case 'type': {
      const lines = m.lines ?? [m.title];
      const step = Math.min(88, 400 / lines.length);
      return `${lines
        .map((line, i) =>
          text(line.toUpperCase(), {
            x: cx,
            y: 70 + i * step,
            size: step * 0.92,
            maxWidth: W,
            fill: i % 2 === 0 ? ink : accent,
            font: i % 2 === 0 ? FONT_CONDENSED : FONT_SANS,
          }),
        )
        .join('')}
        ${m.caption ? text(m.caption, { x: cx, y: 70 + lines.length * step, size: 24, maxWidth: W, fill: ink, font: FONT_MONO, weight: 'normal' }) : ''}`;
    }
  }
}

function printBack(m: TshirtMotif, garment: string): string {
  const { ink, accent } = inksFor(garment, m.accent);
  const small = (m.backText ?? m.caption ?? m.title).toUpperCase();
  const neck = text(small, { x: 200, y: 20, size: 24, maxWidth: 300, fill: ink, spacing: 5 });
  if (!m.backBig) {
    return `${neck}${m.icon ? `<g transform="translate(175 40) scale(0.5)">${icon(m.icon, ink, accent, garment)}</g>` : ''}`;
  }
  return `${neck}
    ${text(m.backBig.title.toUpperCase(), { x: 200, y: 190, size: 74, maxWidth: 400, fill: ink, font: FONT_CONDENSED })}
    ${m.backBig.number ? text(m.backBig.number, { x: 200, y: 400, size: 200, fill: accent, font: FONT_SANS, stroke: ink, strokeWidth: 6 }) : ''}`;
}

export type Tone = 'light' | 'dark';
export const toneOf = (garment: string): Tone => (isLight(garment) ? 'light' : 'dark');
const TONE_SAMPLE: Record<Tone, string> = { light: '#f4f4f2', dark: '#22262e' };

/** The part of the picture the garment covers: layers 2 and 3 are drawn only there (faster). */
export const GARMENT_BOX = { left: 105, top: 190, width: 790, height: 915 } as const;
/** GARMENT_BOX in output pixels. */
export const GARMENT_BOX_PX = { left: 84, top: 152, width: 632, height: 732 } as const;

function svgDocument(content: string, box?: typeof GARMENT_BOX): string {
  const [x, y, w, h] = box
    ? [box.left, box.top, box.width, box.height]
    : [0, 0, ART_WIDTH, ART_HEIGHT];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w * RENDER_SCALE}" height="${h * RENDER_SCALE}" viewBox="${x} ${y} ${w} ${h}">${content}</svg>`;
}

const bodyOf = (view: TshirtView) => (view === 'front' ? FRONT_BODY : BACK_BODY);

/**
 * The t-shirt is drawn in three layers so the costly parts (blurred shadows and folds, fabric
 * grain) are rendered once per view and tone and reused for every colour and design:
 * 1. backdropSvg: studio backdrop and the garment's soft drop shadow (opaque);
 * 2. garmentSvg: the garment in its colour, the print, collar and stitching (transparent around);
 * 3. shadingSvg: light, folds and knit grain clipped to the garment (transparent around).
 */
export function backdropSvg(view: TshirtView, tone: Tone): string {
  return svgDocument(`${backdrop(TONE_SAMPLE[tone])}
  <defs><filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="14"/></filter></defs>
  <path d="${bodyOf(view)}" transform="translate(14 22)" fill="#3a2f25" opacity="0.28" filter="url(#soft)"/>`);
}

export function garmentSvg(garment: string, motif: TshirtMotif, view: TshirtView): string {
  const print =
    view === 'front'
      ? `<g transform="translate(300 340)" opacity="0.95">${printFront(motif, garment)}</g>`
      : `<g transform="translate(300 300)" opacity="0.95">${printBack(motif, garment)}</g>`;
  const edge = darken(garment, isLight(garment) ? 0.18 : 0.4);
  return svgDocument(
    `<path d="${bodyOf(view)}" fill="${garment}" stroke="${edge}" stroke-width="2"/>
  ${print}
  ${seams(garment, view)}`,
    GARMENT_BOX,
  );
}

export function shadingSvg(view: TshirtView, tone: Tone): string {
  const garment = TONE_SAMPLE[tone];
  return svgDocument(
    `${garmentDefs(bodyOf(view), garment)}
  <defs><filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.8 1.6" numOctaves="2" seed="7" result="n"/>
    <feColorMatrix in="n" type="matrix" values="0 0 0 0 ${tone === 'light' ? 0 : 1}  0 0 0 0 ${tone === 'light' ? 0 : 1}  0 0 0 0 ${tone === 'light' ? 0 : 1}  0 0 0 ${tone === 'light' ? 0.22 : 0.16} -0.04"/>
  </filter></defs>
  ${shading(garment)}
  <g clip-path="url(#body)"><rect x="${GARMENT_BOX.left}" y="${GARMENT_BOX.top}" width="${GARMENT_BOX.width}" height="${GARMENT_BOX.height}" filter="url(#grain)"/></g>`,
    GARMENT_BOX,
  );
}
