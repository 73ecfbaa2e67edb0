import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Photo } from './photo.tsx';

const fallback = <span data-testid="fallback">No photo</span>;

describe('Photo', () => {
  it('shows the picture, decorative by default, with the given attributes', () => {
    render(
      <Photo
        src="/a.jpg"
        fallback={fallback}
        loading="lazy"
        className="size-full"
        data-testid="img"
      />,
    );
    const img = screen.getByTestId('img');
    expect(img.getAttribute('src')).toBe('/a.jpg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toBe('size-full');
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('shows the fallback when there is no picture', () => {
    render(<Photo src={null} fallback={fallback} />);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back when the picture fails, and tries a new picture after a failure', () => {
    const { rerender } = render(<Photo src="/broken.jpg" fallback={fallback} data-testid="img" />);
    fireEvent.error(screen.getByTestId('img'));
    expect(screen.getByTestId('fallback')).toBeTruthy();
    rerender(<Photo src="/fresh.jpg" fallback={fallback} data-testid="img" />);
    expect(screen.getByTestId('img').getAttribute('src')).toBe('/fresh.jpg');
  });

  it('with fadeIn, stays transparent until the picture has loaded', () => {
    render(<Photo src="/hero.jpg" fadeIn className="absolute" data-testid="img" />);
    const img = screen.getByTestId('img');
    expect(img.className).toContain('opacity-0');
    expect(img.className).toContain('transition-opacity');
    fireEvent.load(img);
    expect(img.className).toContain('opacity-100');
    expect(img.className).toContain('absolute');
  });

  it('offers other formats through <picture>, falling back as a whole when the picture fails', () => {
    render(
      <Photo
        src="/a.jpg"
        sources={[{ type: 'image/webp', srcSet: '/a-480.webp 480w', sizes: '100vw' }]}
        fallback={fallback}
        data-testid="img"
      />,
    );
    const img = screen.getByTestId('img');
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    expect(picture.querySelector('source')?.getAttribute('srcset')).toBe('/a-480.webp 480w');
    fireEvent.error(img);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(document.querySelector('picture')).toBeNull();
  });
});
