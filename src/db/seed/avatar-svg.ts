/**
 * Demo avatars: a two-colour gradient disc with soft light, a faint horizon motif and the
 * traveller's initials. Square and full-bleed so the client can crop it to any shape.
 */
import { mix } from './colour.ts';

export type AvatarOptions = {
  initials: string;
  colours: [string, string];
  size: number;
};

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export function avatarSvg({ initials, colours, size }: AvatarOptions): string {
  const [from, to] = colours;
  const s = size;
  const hills = `M0,${s * 0.8} Q${s * 0.25},${s * 0.68} ${s * 0.5},${s * 0.78} T${s},${s * 0.74} V${s} H0 Z`;
  const front = `M0,${s * 0.9} Q${s * 0.3},${s * 0.8} ${s * 0.62},${s * 0.9} T${s},${s * 0.86} V${s} H0 Z`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="light" cx="0.3" cy="0.25" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${s}" height="${s}" fill="url(#bg)"/>`,
    `<rect width="${s}" height="${s}" fill="url(#light)"/>`,
    `<circle cx="${s * 0.8}" cy="${s * 0.19}" r="${s * 0.06}" fill="#fff" opacity="0.28"/>`,
    `<path d="${hills}" fill="${mix(to, '#000000', 0.15)}" opacity="0.35"/>`,
    `<path d="${front}" fill="${mix(to, '#000000', 0.3)}" opacity="0.35"/>`,
    `<text x="50%" y="${s * 0.6}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${s * 0.34}" letter-spacing="${s * 0.01}" fill="#000" opacity="0.18" transform="translate(${s * 0.012} ${s * 0.016})">${initials}</text>`,
    `<text x="50%" y="${s * 0.6}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${s * 0.34}" letter-spacing="${s * 0.01}" fill="#fff">${initials}</text>`,
    '</svg>',
  ].join('');
}
