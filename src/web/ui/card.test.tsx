import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, cardClasses } from './card.tsx';

describe('Card', () => {
  it('is a bordered, raised section with medium padding by default', () => {
    render(
      <Card aria-labelledby="t">
        <h2 id="t">Trips</h2>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Trips' });
    expect(card.tagName).toBe('SECTION');
    expect(card).toHaveClass('border', 'border-line', 'bg-surface', 'p-5', 'rounded-2xl');
    expect(card).toHaveClass('shadow-sm');
  });

  it('renders as another element and passes its attributes on', () => {
    render(
      <ul>
        <Card as="li" data-testid="item" title="One">
          One
        </Card>
      </ul>,
    );
    const item = screen.getByTestId('item');
    expect(item.tagName).toBe('LI');
    expect(item).toHaveAttribute('title', 'One');
  });

  it.each([
    ['none', []],
    ['sm', ['p-4']],
    ['md', ['p-5']],
    ['lg', ['p-6']],
    ['xl', ['p-6', 'sm:p-8']],
  ] as const)('padding %s', (padding, classes) => {
    const names = cardClasses({ padding }).split(' ');
    expect(names).toEqual(expect.arrayContaining([...classes]));
    // Exactly one padding choice: a caller's own padding never fights the card's.
    expect(names.filter((name) => /^(sm:)?p[xy]?-/.test(name))).toEqual([...classes]);
  });

  it('radius, elevation, tone and interactive variants', () => {
    expect(cardClasses({ radius: '3xl' })).toContain('rounded-3xl');
    expect(cardClasses({ radius: '3xl' })).not.toContain('rounded-2xl');
    expect(cardClasses({ elevation: 'flat' })).not.toMatch(/shadow/);
    expect(cardClasses({ elevation: 'floating' })).toContain('shadow-xl shadow-brand/5');
    expect(cardClasses({ tone: 'brand' })).toContain('bg-brand-soft');
    expect(cardClasses({ tone: 'brand' })).not.toContain('bg-surface');
    expect(cardClasses()).not.toContain('hover:');
    expect(cardClasses({ interactive: true })).toContain('hover:shadow-md');
  });

  it('adds the caller’s layout classes to the variants', () => {
    render(
      <Card as="div" padding="none" className="grid px-6 py-12" data-testid="box">
        Nothing yet
      </Card>,
    );
    const box = screen.getByTestId('box');
    expect(box).toHaveClass('grid', 'px-6', 'py-12', 'rounded-2xl');
    expect(box.className).not.toMatch(/\bp-\d/);
  });
});
