import { describe, expect, it } from 'vitest';
import {
  bundledPhotoCredit,
  demoPhotoKey,
  PHOTO_CREDITS,
  photoCreditLine,
} from './photo-credits.ts';

const byId = (id: string) => PHOTO_CREDITS.find((credit) => credit.id === id)!;

describe('photo credits', () => {
  it('credits a stored demo photo to its real author and licence, wherever it is stored', () => {
    const key = demoPhotoKey('petra-monastery');
    expect(bundledPhotoCredit(`/uploads/${key}`)?.id).toBe('petra-monastery');
    expect(bundledPhotoCredit(`https://bucket.s3.example/${key}`)?.id).toBe('petra-monastery');
  });

  it('does not take a member upload or an unknown photo for a bundled one', () => {
    expect(bundledPhotoCredit('/uploads/media/3f2a/original.webp')).toBeNull();
    expect(bundledPhotoCredit('/uploads/demo/photos/not-a-photo.webp')).toBeNull();
  });

  it('writes one caption line: author without web addresses, licence, share-alike', () => {
    expect(photoCreditLine(byId('petra-monastery'))).toBe(
      'Berthold Werner, public domain, via GCompris · Public domain',
    );
    const shareAlike = photoCreditLine(byId('green-rolling-hills'));
    expect(shareAlike).toMatch(/^"this-is-not-windows" by stefonarch/);
    expect(shareAlike).toMatch(/· CC-BY-SA-3\.0$/);
    expect(photoCreditLine(byId('lake-boats-sunset'))).toBe(
      '"Evening Glow" by Ian Hex (KDE Plasma wallpaper) · LGPL-3.0, share-alike',
    );
    for (const credit of PHOTO_CREDITS) expect(photoCreditLine(credit)).not.toMatch(/https?:/);
  });
});
