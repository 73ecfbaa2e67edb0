import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/app-harness.tsx';
import { HiddenPostNotice, SensitiveCover } from './moderation-marks.tsx';

describe('SensitiveCover', () => {
  it('covers the media of a sensitive post until the viewer chooses Show', () => {
    render(
      <SensitiveCover sensitive>
        <button type="button">Photo</button>
      </SensitiveCover>,
    );
    expect(screen.getByText('Sensitive content')).toBeInTheDocument();
    // The covered media is out of the accessibility tree and the tab order.
    expect(screen.queryByRole('button', { name: 'Photo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('button', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.queryByText('Sensitive content')).toBeNull();
  });

  it('shows other posts as they are', () => {
    render(
      <SensitiveCover sensitive={false}>
        <button type="button">Photo</button>
      </SensitiveCover>,
    );
    expect(screen.getByRole('button', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.queryByTestId('sensitive-cover')).toBeNull();
  });
});

describe('HiddenPostNotice', () => {
  it('tells the author only they see the post, and where to ask', () => {
    renderApp(<HiddenPostNotice />);
    expect(screen.getByRole('note')).toHaveTextContent('Only you can see this post');
    expect(screen.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
      'href',
      '/help',
    );
  });
});
