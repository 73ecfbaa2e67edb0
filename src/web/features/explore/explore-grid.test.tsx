import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPostMedia } from '../../../contract/media.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { post, VIEWER } from '../posts/test-posts.ts';
import { ExploreGrid } from './explore-grid.tsx';
import { TEXT_TILE_GROUNDS, textTileGround, tileLabel } from './explore-tile-parts.ts';

function image(name: string, overrides: Partial<TPostMedia> = {}): TPostMedia {
  return {
    id: name,
    url: `/uploads/media/${name}-1600.jpg`,
    type: 'image',
    status: 'ready',
    width: 1600,
    height: 1200,
    variants: [
      { url: `/uploads/media/${name}-1600.jpg`, width: 1600, format: 'jpeg' },
      { url: `/uploads/media/${name}-480.jpg`, width: 480, format: 'jpeg' },
      { url: `/uploads/media/${name}-480.webp`, width: 480, format: 'webp' },
    ],
    posterUrl: null,
    durationSeconds: null,
    placeholder: null,
    ...overrides,
  };
}

const clip: TPostMedia = {
  ...image('clip'),
  url: '/uploads/media/clip.mp4',
  type: 'video',
  variants: [],
  posterUrl: '/uploads/media/clip-poster.jpg',
};

function tiles() {
  return screen.getAllByTestId('explore-tile');
}

describe('explore photo grid (issue 20 §3)', () => {
  it('lays posts out as square tiles, three to a row, each opening the post', () => {
    const posts = [post({ media: [image('a')] }), post({ media: [image('b')] }), post()];
    renderApp(<ExploreGrid posts={posts} />, { user: VIEWER });
    expect(screen.getByTestId('explore-grid').className).toContain('grid-cols-3');
    expect(tiles()).toHaveLength(3);
    tiles().forEach((tile, index) => {
      expect(tile).toHaveAttribute('href', `/posts/${posts[index]!.id}`);
      expect(tile.className).toContain('aspect-square');
    });
  });

  it('shows a photo tile from the narrowest rendition, with WebP offered first', () => {
    renderApp(<ExploreGrid posts={[post({ media: [image('lisbon')] })]} />, { user: VIEWER });
    const [tile] = tiles();
    expect(tile).toHaveAttribute('data-kind', 'photo');
    const img = tile!.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/media/lisbon-480.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/media/lisbon-480.jpg 480w, /uploads/media/lisbon-1600.jpg 1600w',
    );
    expect(tile!.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/uploads/media/lisbon-480.webp 480w',
    );
    expect(tile!.querySelector('[data-mark]')).toBeNull();
  });

  it('marks several photos with the stack icon and a video with the play icon', () => {
    const several = post({ media: [image('x'), image('y'), image('z')] });
    const video = post({ media: [clip] });
    const legacyVideo = post({ videoUrl: '/uploads/old.mp4' });
    renderApp(<ExploreGrid posts={[several, video, legacyVideo]} />, { user: VIEWER });
    const [first, second, third] = tiles();
    expect(first!.querySelector('[data-mark]')).toHaveAttribute('data-mark', 'carousel');
    expect(first).toHaveAccessibleName(/^3 photos by Kenji Sato in Ubud, Bali: Sunrise/);
    expect(second!.querySelector('[data-mark]')).toHaveAttribute('data-mark', 'video');
    expect(second!.querySelector('img')).toHaveAttribute('src', '/uploads/media/clip-poster.jpg');
    expect(second).toHaveAccessibleName(/^Video by Kenji Sato/);
    // A video without a poster frame gets the designed tile, still marked as a video.
    expect(third!.querySelector('[data-mark]')).toHaveAttribute('data-mark', 'video');
    expect(within(third!).getByTestId('text-tile')).toBeInTheDocument();
  });

  it('gives a text-only post a designed tile with its words and place on a colour of its own', () => {
    const words = post({ content: 'Night train to Vienna, bunk 42', location: 'Vienna, Austria' });
    renderApp(<ExploreGrid posts={[words]} />, { user: VIEWER });
    const tile = within(tiles()[0]!).getByTestId('text-tile');
    expect(tile).toHaveTextContent('Night train to Vienna, bunk 42');
    expect(tile).toHaveTextContent('Vienna, Austria');
    expect(TEXT_TILE_GROUNDS.map((hex) => hex.toLowerCase())).toContain(
      textTileGround(words.id).toLowerCase(),
    );
    expect(tile.style.backgroundColor).not.toBe('');
    expect(tiles()[0]).toHaveAccessibleName(
      'Post by Kenji Sato in Vienna, Austria: Night train to Vienna, bunk 42',
    );
  });

  it('turns a photo that fails to load into the text tile, and skips a failed upload', () => {
    const broken = post({ imageUrl: '/photos/gone.jpg' });
    const failed = post({ media: [image('f', { status: 'failed', variants: [] })] });
    renderApp(<ExploreGrid posts={[broken, failed]} />, { user: VIEWER });
    const [first, second] = tiles();
    fireEvent.error(first!.querySelector('img')!);
    expect(within(first!).getByTestId('text-tile')).toBeInTheDocument();
    expect(second!.querySelector('img')).toBeNull();
    expect(within(second!).getByTestId('text-tile')).toBeInTheDocument();
  });

  it('shortens a long text in the tile’s name', () => {
    const label = tileLabel(post({ content: 'word '.repeat(60), location: null }));
    expect(label.startsWith('Post by Kenji Sato: word word')).toBe(true);
    expect(label.endsWith('…')).toBe(true);
    expect(label.length).toBeLessThan(140);
  });
});
