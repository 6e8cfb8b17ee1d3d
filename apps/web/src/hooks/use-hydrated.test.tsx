import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HydrationProvider, useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'live' : 'server markup'}</p>;
}

describe('useHydrated', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is true in a page the browser renders itself, with or without the provider', () => {
    render(
      <>
        <Probe />
        <HydrationProvider hydrating={false}>
          <Probe />
        </HydrationProvider>
      </>,
    );
    expect(screen.getAllByText('live')).toHaveLength(2);
  });

  it("is false in the server's render and while it hydrates, then true, without a mismatch", async () => {
    const app = (
      <HydrationProvider hydrating>
        <Probe />
      </HydrationProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toBe('server markup');

    const serverParagraph = container.firstChild;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError });
    });

    expect(container.textContent).toBe('live');
    // The server's markup was kept (hydrated, not rendered afresh) and only its text changed.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.firstChild).toBe(serverParagraph);
  });
});
