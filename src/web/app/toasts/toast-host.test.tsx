import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { claimToastHost, releaseToastHost, useToastHost } from './toast-host.ts';

const made: HTMLElement[] = [];
const dialog = () => {
  const node = document.createElement('div');
  document.body.append(node);
  made.push(node);
  return node;
};
afterEach(() => {
  for (const node of made.splice(0)) {
    releaseToastHost(node);
    node.remove();
  }
});

describe('toast host', () => {
  it('stays in the nested dialog when the outer one claims again on a re-render', () => {
    const outer = dialog();
    const inner = dialog();
    claimToastHost(outer);
    claimToastHost(inner);
    // React re-attaches the outer dialog's ref: released, then claimed again.
    releaseToastHost(outer);
    claimToastHost(outer);
    const { result } = renderHook(() => useToastHost());
    expect(result.current).toBe(inner);
    releaseToastHost(inner);
    expect(renderHook(() => useToastHost()).result.current).toBe(outer);
  });
});
