import sharp from 'sharp';
import type { TPublishTarget, TSocialContentType } from '../../../contract/social-rules.ts';

/**
 * A post's image, composed with sharp at its platform's shape: the source photo cropped to the
 * aspect ratio around its most interesting part (sharp's attention strategy), with a band that
 * names the place and credits the photographer. Without any photo of the place a typographic
 * card is drawn instead: a post never shows a photo of somewhere else.
 */
export type ImageSize = { width: number; height: number };

export function imageSizeFor(platform: TPublishTarget, contentType: TSocialContentType): ImageSize {
  if (contentType === 'story' || platform === 'tiktok') return { width: 1080, height: 1920 };
  switch (platform) {
    case 'twitter':
      return { width: 1600, height: 900 };
    case 'facebook':
      return { width: 1200, height: 630 };
    case 'linkedin':
      return { width: 1200, height: 627 };
    default:
      return { width: 1080, height: 1350 };
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function band(size: ImageSize, title: string, credit: string | null): Buffer {
  const height = Math.round(size.height * 0.16);
  const titleSize = Math.round(height * 0.34);
  const creditSize = Math.round(height * 0.16);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <text x="${Math.round(size.width * 0.05)}" y="${Math.round(height * 0.62)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${titleSize}" fill="#fff">${escapeXml(title)}</text>
      ${credit ? `<text x="${Math.round(size.width * 0.05)}" y="${Math.round(height * 0.88)}" font-family="DejaVu Sans, sans-serif" font-size="${creditSize}" fill="#fff">${escapeXml(credit)}</text>` : ''}
    </svg>`,
  );
}

/** The source photo at the platform's size, with the place and the credit over its foot. */
export async function composePhoto(
  source: Buffer,
  size: ImageSize,
  { title, credit }: { title: string; credit: string | null },
): Promise<Buffer> {
  const overlay = band(size, title, credit);
  const bandHeight = Math.round(size.height * 0.16);
  return sharp(source, { failOn: 'error', limitInputPixels: 80_000_000 })
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
    .composite([{ input: overlay, top: size.height - bandHeight, left: 0 }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** A card with the place's name on Roamly's colours, for a place nobody photographed yet. */
export async function composeCard(size: ImageSize, { title }: { title: string }): Promise<Buffer> {
  const fontSize = Math.round(Math.min(size.width, size.height) * 0.09);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#1e3a8a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <text x="50%" y="50%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff">${escapeXml(title)}</text>
    <text x="50%" y="${Math.round(size.height * 0.5 + fontSize * 1.2)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fontSize * 0.4)}" fill="#e0f2fe">Roamly</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
