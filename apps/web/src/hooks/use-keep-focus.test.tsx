import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeepFocus } from './use-keep-focus';

function Stage({ stage }: { stage: 'quote' | 'quoted' }) {
  const ref = useKeepFocus<HTMLDivElement>(stage);
  return (
    <>
      <button type="button">Outside</button>
      <div ref={ref} tabIndex={-1} data-testid="region">
        {stage === 'quote' ? (
          <button type="button">Submit Quote</button>
        ) : (
          <button type="button">Edit quote</button>
        )}
      </div>
    </>
  );
}

beforeEach(() => {
  // jsdom lays nothing out: count every element as displayed.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useKeepFocus', () => {
  it('moves a focus dropped by the swap to the region’s first control', () => {
    const { rerender } = render(<Stage stage="quote" />);
    screen.getByRole('button', { name: 'Submit Quote' }).focus();
    rerender(<Stage stage="quoted" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit quote' }));
  });

  it('leaves the focus alone when it was elsewhere', () => {
    const { rerender } = render(<Stage stage="quote" />);
    const outside = screen.getByRole('button', { name: 'Outside' });
    outside.focus();
    rerender(<Stage stage="quoted" />);
    expect(document.activeElement).toBe(outside);
  });
});
