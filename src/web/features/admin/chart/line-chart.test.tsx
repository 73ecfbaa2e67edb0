import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart.tsx';

describe('LineChart', () => {
  it('names the figure and repeats every value in a table for screen readers', () => {
    const week = 7 * 24 * 3600;
    render(
      <LineChart
        title="Posts per week"
        x={[1_700_000_000, 1_700_000_000 + week]}
        series={[
          { label: 'Posts', values: [3, 5], color: 'var(--color-brand)' },
          { label: 'Comments', values: [1, 0], color: '#c2410c' },
        ]}
        formatX={(seconds) => `t${seconds}`}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Posts per week' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Posts per week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DatePostsComments', 't170000000031', `t${1_700_000_000 + week}50`]);
    // The canvas is decoration: hidden from assistive technology.
    expect(screen.getByTestId('line-chart')).toHaveAttribute('aria-hidden', 'true');
  });
});
