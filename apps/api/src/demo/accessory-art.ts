import { RENDER_SCALE } from './tshirt-art';
import {
  FONT_CONDENSED,
  FONT_MONO,
  FONT_SANS,
  darken,
  icon,
  inksFor,
  isLight,
  lighten,
  text,
  type IconName,
} from './svg-kit';

/**
 * Product shots of demo accessories, drawn as SVG (1000x1250): a studio backdrop, a contact
 * shadow and the product with its print.
 */

export const ACCESSORY_KINDS = [
  'mug',
  'bottle',
  'tote',
  'cap',
  'lanyard',
  'notebook',
  'stickers',
  'keychain',
  'calculator',
  'drafter',
  'laptop-sleeve',
  'mousepad',
  'circuit-kit',
  'pins',
] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

export type AccessoryArt = {
  kind: AccessoryKind;
  /** Main colour of the product. */
  color: string;
  /** Accent ink. */
  accent: string;
  title: string;
  caption?: string;
  icon?: IconName;
};

const W = 1000;
const H = 1250;

function backdrop(): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f0ea"/><stop offset="0.62" stop-color="#ebe5dc"/><stop offset="0.63" stop-color="#e2dbd0"/><stop offset="1" stop-color="#d6cec1"/></linearGradient>
    <radialGradient id="contact" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#2b2118" stop-opacity="0.38"/><stop offset="1" stop-color="#2b2118" stop-opacity="0"/></radialGradient>
    <linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.22" stop-color="#fff" stop-opacity="0.18"/>
      <stop offset="0.35" stop-color="#fff" stop-opacity="0.04"/><stop offset="0.8" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/>
    </linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>`;
}

const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#contact)"/>`;

function printBlock(
  a: AccessoryArt,
  surface: string,
  cx: number,
  top: number,
  width: number,
): string {
  const { ink, accent } = inksFor(surface, a.accent);
  const iconSize = width * 0.5;
  const iconPart = a.icon
    ? `<g transform="translate(${cx - iconSize / 2} ${top}) scale(${iconSize / 100})">${icon(a.icon, ink, accent, surface)}</g>`
    : '';
  const titleY = top + (a.icon ? iconSize + width * 0.16 : width * 0.2);
  return `${iconPart}
    ${text(a.title.toUpperCase(), { x: cx, y: titleY, size: width * 0.16, maxWidth: width, fill: ink, font: FONT_CONDENSED })}
    ${a.caption ? text(a.caption.toUpperCase(), { x: cx, y: titleY + width * 0.11, size: width * 0.065, maxWidth: width * 0.9, fill: accent, spacing: 3 }) : ''}`;
}

function product(a: AccessoryArt): string {
  const c = a.color;
  const edge = darken(c, isLight(c) ? 0.2 : 0.45);
  switch (a.kind) {
    case 'mug':
      return `${shadow(480, 880, 260, 40)}
        <path d="M640 500 C760 500 780 560 780 640 C780 730 730 770 640 770" fill="none" stroke="${c}" stroke-width="46" stroke-linecap="round"/>
        <path d="M640 500 C760 500 780 560 780 640 C780 730 730 770 640 770" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="46" stroke-linecap="round"/>
        <path d="M260 420 L680 420 L680 830 C680 860 660 880 630 880 L310 880 C280 880 260 860 260 830 Z" fill="${c}" stroke="${edge}" stroke-width="2"/>
        ${printBlock(a, c, 470, 500, 300)}
        <path d="M260 420 L680 420 L680 830 C680 860 660 880 630 880 L310 880 C280 880 260 860 260 830 Z" fill="url(#cyl)"/>
        <ellipse cx="470" cy="420" rx="210" ry="34" fill="${darken(c, 0.12)}" stroke="${edge}" stroke-width="2"/>
        <ellipse cx="470" cy="426" rx="190" ry="26" fill="#3b2416"/>
        <ellipse cx="470" cy="430" rx="180" ry="20" fill="#5a3a22"/>`;
    case 'bottle':
      return `${shadow(500, 1080, 170, 30)}
        <rect x="440" y="180" width="120" height="40" rx="10" fill="#2a2d33"/>
        <rect x="420" y="210" width="160" height="110" rx="22" fill="#30343b"/>
        <path d="M445 226 L445 306 M470 226 L470 306 M495 226 L495 306 M520 226 L520 306 M545 226 L545 306" stroke="#fff" stroke-opacity="0.08" stroke-width="8"/>
        <path d="M430 320 L570 320 C600 360 640 380 640 440 L640 1030 C640 1060 620 1080 590 1080 L410 1080 C380 1080 360 1060 360 1030 L360 440 C360 380 400 360 430 320 Z" fill="${c}" stroke="${edge}" stroke-width="2"/>
        ${printBlock(a, c, 500, 560, 230)}
        <path d="M430 320 L570 320 C600 360 640 380 640 440 L640 1030 C640 1060 620 1080 590 1080 L410 1080 C380 1080 360 1060 360 1030 L360 440 C360 380 400 360 430 320 Z" fill="url(#cyl)"/>
        <rect x="392" y="420" width="14" height="600" rx="7" fill="#fff" opacity="0.35"/>`;
    case 'tote':
      return `${shadow(500, 1090, 320, 36)}
        <path d="M360 520 C360 250 640 250 640 520" fill="none" stroke="${darken(c, 0.12)}" stroke-width="34"/>
        <path d="M250 500 L750 500 L770 1080 L230 1080 Z" fill="${c}" stroke="${edge}" stroke-width="2"/>
        <path d="M250 540 L750 540" stroke="${darken(c, 0.15)}" stroke-width="3" stroke-dasharray="10 7"/>
        ${printBlock(a, c, 500, 620, 360)}
        <path d="M250 500 L750 500 L770 1080 L230 1080 Z" fill="url(#sheen)"/>
        <path d="M330 500 C330 300 670 300 670 500" fill="none" stroke="${darken(c, 0.05)}" stroke-width="34"/>
        <rect x="300" y="490" width="60" height="60" fill="${darken(c, 0.08)}"/><rect x="640" y="490" width="60" height="60" fill="${darken(c, 0.08)}"/>`;
    case 'cap':
      return `${shadow(500, 900, 330, 40)}
        <path d="M250 720 C250 470 360 380 500 380 C640 380 750 470 750 720 Z" fill="${c}" stroke="${edge}" stroke-width="2"/>
        <path d="M500 382 L500 720 M380 410 C340 500 330 620 340 720 M620 410 C660 500 670 620 660 720" stroke="${darken(c, 0.18)}" stroke-width="3" fill="none"/>
        <path d="M505 385 L505 720" stroke="${lighten(c, 0.15)}" stroke-width="1.5" stroke-dasharray="6 5" opacity="0.7"/>
        <circle cx="500" cy="384" r="14" fill="${darken(c, 0.15)}"/>
        ${printBlock({ ...a, caption: undefined }, c, 500, 470, 200)}
        <path d="M250 720 C250 470 360 380 500 380 C640 380 750 470 750 720 Z" fill="url(#cyl)"/>
        <path d="M282 706 C360 690 640 690 718 706 C716 790 640 846 500 850 C360 846 284 790 282 706 Z" fill="${darken(c, 0.1)}" stroke="${edge}" stroke-width="2"/>
        <path d="M300 722 C380 708 620 708 700 722 C694 780 630 826 500 830 C370 826 306 780 300 722 Z" fill="none" stroke="${lighten(c, 0.2)}" stroke-width="2" stroke-dasharray="8 6"/>
        <path d="M282 706 C360 690 640 690 718 706 C716 740 700 760 680 780 C620 740 380 740 320 780 C300 760 284 740 282 706 Z" fill="#000" opacity="0.12"/>`;
    case 'lanyard': {
      const { ink } = inksFor(c, a.accent);
      const strapText = `${a.title.toUpperCase()}  •  `.repeat(2).slice(0, 44);
      return `${shadow(500, 1150, 200, 26)}
        <path d="M250 120 L470 760 M750 120 L530 760" stroke="${c}" stroke-width="56" stroke-linecap="round"/>
        <path d="M250 120 L470 760 M750 120 L530 760" stroke="#000" stroke-opacity="0.08" stroke-width="56" stroke-linecap="round"/>
        <g transform="translate(268 180) rotate(71)">${text(strapText, { x: 0, y: 8, size: 24, fill: ink, anchor: 'start', font: FONT_SANS, spacing: 2 })}</g>
        <g transform="translate(732 180) rotate(109) scale(1 -1)"><g transform="scale(1 -1)">${text(strapText, { x: 0, y: 8, size: 24, fill: ink, anchor: 'start', font: FONT_SANS, spacing: 2 })}</g></g>
        <rect x="455" y="740" width="90" height="60" rx="12" fill="#8a8f98"/><rect x="470" y="795" width="60" height="50" rx="10" fill="none" stroke="#8a8f98" stroke-width="12"/>
        <rect x="340" y="850" width="320" height="280" rx="18" fill="#ffffff" fill-opacity="0.55" stroke="#b8bcc4" stroke-width="4"/>
        <rect x="365" y="875" width="270" height="230" rx="8" fill="#fdfdfb"/>
        <rect x="385" y="900" width="80" height="96" rx="6" fill="#d8dbe0"/><circle cx="425" cy="935" r="20" fill="#aeb3bb"/><path d="M395 996 C400 965 450 965 455 996 Z" fill="#aeb3bb"/>
        <rect x="485" y="910" width="130" height="14" rx="7" fill="${a.accent}"/><rect x="485" y="940" width="100" height="10" rx="5" fill="#c5c9cf"/><rect x="485" y="962" width="120" height="10" rx="5" fill="#c5c9cf"/>
        ${text(a.caption?.toUpperCase() ?? 'STUDENT', { x: 500, y: 1060, size: 28, maxWidth: 240, fill: '#2a2d33', font: FONT_CONDENSED })}`;
    }
    case 'notebook':
      return `${shadow(520, 1050, 300, 34)}
        <rect x="300" y="250" width="440" height="780" rx="14" fill="#f3efe6" transform="translate(14 10)"/>
        <rect x="300" y="250" width="440" height="780" rx="14" fill="${c}" stroke="${edge}" stroke-width="2"/>
        ${Array.from({ length: 16 }, (_, i) => `<circle cx="300" cy="${290 + i * 46}" r="13" fill="none" stroke="#9aa0a8" stroke-width="7"/>`).join('')}
        ${printBlock(a, c, 530, 380, 300)}
        <rect x="680" y="250" width="26" height="780" fill="${darken(c, 0.3)}" opacity="0.8"/>
        <rect x="300" y="250" width="440" height="780" rx="14" fill="url(#sheen)"/>`;
    case 'stickers': {
      const { accent } = inksFor('#3a3f47', a.accent);
      const sticker = (
        x: number,
        y: number,
        r: number,
        fill: string,
        name: IconName,
        rotate: number,
      ) =>
        `<g transform="translate(${x} ${y}) rotate(${rotate})"><circle r="${r + 10}" fill="#fff"/><circle r="${r}" fill="${fill}"/>
         <g transform="translate(${-r * 0.6} ${-r * 0.6}) scale(${(r * 1.2) / 100})">${icon(name, '#fff', darken(fill, 0.35), fill)}</g></g>`;
      return `${shadow(500, 1030, 400, 34)}
        <rect x="130" y="260" width="740" height="760" rx="36" fill="#3a3f47"/>
        <rect x="130" y="260" width="740" height="760" rx="36" fill="url(#sheen)"/>
        ${sticker(300, 420, 80, a.color, a.icon ?? 'code', -8)}
        ${sticker(640, 400, 70, accent, 'rocket', 10)}
        ${sticker(470, 640, 95, '#1e88e5', 'atom', 0)}
        ${sticker(280, 820, 70, '#43a047', 'leaf', -12)}
        ${sticker(700, 800, 75, '#e53935', 'heart', 8)}
        <g transform="translate(500 920) rotate(-4)"><rect x="-190" y="-44" width="380" height="88" rx="44" fill="#fff"/><rect x="-180" y="-34" width="360" height="68" rx="34" fill="${a.accent}"/>
        ${text(a.title.toUpperCase(), { x: 0, y: 13, size: 36, maxWidth: 320, fill: '#fff', font: FONT_CONDENSED })}</g>`;
    }
    case 'keychain':
      return `${shadow(500, 1000, 200, 28)}
        <circle cx="500" cy="270" r="80" fill="none" stroke="#9aa0a8" stroke-width="16"/>
        <path d="M500 350 L500 420" stroke="#9aa0a8" stroke-width="12"/>
        <rect x="330" y="420" width="340" height="520" rx="60" fill="${c}" stroke="${edge}" stroke-width="3"/>
        <circle cx="500" cy="460" r="18" fill="#ebe5dc" stroke="${edge}" stroke-width="3"/>
        ${printBlock(a, c, 500, 520, 240)}
        <rect x="330" y="420" width="340" height="520" rx="60" fill="url(#sheen)"/>`;
    case 'calculator': {
      const keys: string[] = [];
      for (let row = 0; row < 7; row++) {
        for (let col = 0; col < 5; col++) {
          const fill =
            row === 0 ? a.accent : col >= 3 && row > 3 ? lighten(c, 0.35) : lighten(c, 0.18);
          keys.push(
            `<rect x="${345 + col * 66}" y="${560 + row * 62}" width="52" height="42" rx="9" fill="${fill}"/>`,
          );
        }
      }
      return `${shadow(500, 1060, 260, 32)}
        <rect x="310" y="220" width="380" height="840" rx="40" fill="${c}" stroke="${edge}" stroke-width="3"/>
        <rect x="345" y="300" width="310" height="150" rx="12" fill="#9fb19a"/>
        <text x="635" y="405" font-family="${FONT_MONO}" font-size="46" text-anchor="end" fill="#28322a">6.022E23</text>
        ${text(a.title.toUpperCase(), { x: 500, y: 270, size: 26, maxWidth: 300, fill: lighten(c, 0.7), font: FONT_SANS, spacing: 3 })}
        ${text(a.caption ?? 'fx-991', { x: 500, y: 520, size: 22, maxWidth: 300, fill: lighten(c, 0.6), font: FONT_SANS, weight: 'normal' })}
        ${keys.join('')}
        <rect x="310" y="220" width="380" height="840" rx="40" fill="url(#sheen)"/>`;
    }
    case 'drafter': {
      const ticks = Array.from(
        { length: 29 },
        (_, i) =>
          `<path d="M${215 + i * 20} 960 L${215 + i * 20} ${i % 5 === 0 ? 925 : 940}" stroke="#2a2d33" stroke-width="2"/>`,
      ).join('');
      return `${shadow(500, 1040, 380, 30)}
        <path d="M220 860 L220 300 L700 860 Z" fill="${c}" fill-opacity="0.7" stroke="${edge}" stroke-width="4"/>
        <path d="M290 790 L290 480 L560 790 Z" fill="#ebe5dc"/>
        <path d="M780 860 L780 420 L560 860 Z" fill="${a.accent}" fill-opacity="0.6" stroke="${darken(a.accent, 0.3)}" stroke-width="4"/>
        <rect x="200" y="900" width="600" height="80" rx="6" fill="#f7f3e8" stroke="#8d8576" stroke-width="3"/>${ticks}
        <g transform="translate(640 260) rotate(18)"><circle r="22" fill="#9aa0a8"/><path d="M-8 10 L-60 420 M8 10 L60 420" stroke="#7d838c" stroke-width="14" stroke-linecap="round"/><path d="M60 420 L62 450" stroke="#2a2d33" stroke-width="5"/></g>
        ${text(a.title.toUpperCase(), { x: 330, y: 760, size: 30, maxWidth: 200, fill: '#2a2d33', font: FONT_CONDENSED, anchor: 'start' })}`;
    }
    case 'laptop-sleeve':
      return `${shadow(500, 990, 420, 34)}
        <rect x="110" y="360" width="780" height="620" rx="48" fill="${c}" stroke="${edge}" stroke-width="3"/>
        <path d="M150 400 L850 400" stroke="#2a2d33" stroke-width="10" stroke-linecap="round"/>
        <rect x="820" y="388" width="40" height="26" rx="6" fill="#9aa0a8"/>
        <rect x="135" y="385" width="730" height="570" rx="36" fill="none" stroke="${lighten(c, 0.25)}" stroke-width="2" stroke-dasharray="10 8"/>
        ${printBlock(a, c, 500, 470, 360)}
        <rect x="110" y="360" width="780" height="620" rx="48" fill="url(#sheen)"/>`;
    case 'mousepad':
      return `${shadow(500, 1000, 420, 30)}
        <g transform="translate(500 680) scale(1 0.86) translate(-500 -680)">
        <rect x="120" y="330" width="760" height="700" rx="40" fill="${c}" stroke="${darken(c, 0.4)}" stroke-width="10"/>
        ${printBlock(a, c, 500, 420, 420)}
        <rect x="120" y="330" width="760" height="700" rx="40" fill="url(#sheen)"/></g>`;
    case 'circuit-kit': {
      const traces = `<path d="M260 520 L420 520 L460 560 L600 560 M260 640 L380 640 L420 680 L700 680 M300 760 L520 760 L560 720 L740 720 M620 460 L620 560 M700 460 L700 680" stroke="#d4af37" stroke-width="6" fill="none"/>`;
      const pins = Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${440 + i * 22}" y="588" width="10" height="16" fill="#c9ccd1"/><rect x="${440 + i * 22}" y="686" width="10" height="16" fill="#c9ccd1"/>`,
      ).join('');
      return `${shadow(500, 960, 380, 30)}
        <rect x="200" y="400" width="600" height="520" rx="18" fill="${c}" stroke="${darken(c, 0.35)}" stroke-width="4"/>
        ${traces}
        <rect x="430" y="600" width="190" height="90" rx="6" fill="#1c1e22"/>${pins}
        ${text(a.caption ?? 'ATMEGA', { x: 525, y: 655, size: 24, maxWidth: 170, fill: '#c9ccd1', font: FONT_MONO, weight: 'normal' })}
        <circle cx="260" cy="460" r="14" fill="#ebe5dc"/><circle cx="740" cy="460" r="14" fill="#ebe5dc"/><circle cx="260" cy="860" r="14" fill="#ebe5dc"/><circle cx="740" cy="860" r="14" fill="#ebe5dc"/>
        <circle cx="320" cy="830" r="16" fill="#ff5252"/><circle cx="370" cy="830" r="16" fill="#69f0ae"/><circle cx="420" cy="830" r="16" fill="#ffd740"/>
        <rect x="640" y="770" width="110" height="80" rx="6" fill="#b0b4ba"/>
        ${text(a.title.toUpperCase(), { x: 500, y: 470, size: 32, maxWidth: 300, fill: '#f5f5f5', font: FONT_CONDENSED })}
        <rect x="200" y="400" width="600" height="520" rx="18" fill="url(#sheen)"/>`;
    }
    case 'pins': {
      const pin = (x: number, y: number, r: number, fill: string, name: IconName) => {
        const { ink, accent } = inksFor(fill, a.accent);
        return `<circle cx="${x + 6}" cy="${y + 10}" r="${r}" fill="#2b2118" opacity="0.18"/><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${darken(fill, 0.3)}" stroke-width="4"/>
          <g transform="translate(${x - r * 0.55} ${y - r * 0.55}) scale(${(r * 1.1) / 100})">${icon(name, ink, accent, fill)}</g>
          <circle cx="${x}" cy="${y}" r="${r}" fill="url(#sheen)"/>`;
      };
      return `${pin(330, 450, 130, c, a.icon ?? 'star')}${pin(670, 470, 110, a.accent, 'heart')}${pin(380, 800, 110, '#1f2a44', 'mountains')}${pin(680, 820, 130, '#f5f1e6', 'chai')}
        ${text(a.title.toUpperCase(), { x: 500, y: 1080, size: 44, maxWidth: 700, fill: '#4a4036', font: FONT_CONDENSED })}`;
    }
  }
}

/** The SVG of an accessory's product shot. */
export function accessorySvg(a: AccessoryArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W * RENDER_SCALE}" height="${H * RENDER_SCALE}" viewBox="0 0 ${W} ${H}">${backdrop()}${product(a)}</svg>`;
}
