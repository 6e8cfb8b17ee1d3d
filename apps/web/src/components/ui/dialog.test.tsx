import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { Dialog } from './dialog';

function Harness({ onOuterClose = () => undefined }: { onOuterClose?: () => void }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <main>
        <button type="button" onClick={() => setOuter(true)}>
          Open
        </button>
      </main>
      <Dialog
        open={outer}
        onClose={() => {
          onOuterClose();
          setOuter(false);
        }}
        title="Outer"
      >
        <button type="button" onClick={() => setInner(true)}>
          Nested
        </button>
        <input aria-label="Field" data-autofocus />
        <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
          <button type="button">Inside</button>
        </Dialog>
      </Dialog>
    </I18nextProvider>
  );
}

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('Dialog', () => {
  it('is a named modal that makes the page inert and focuses inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Field'));
    const page = screen.getByRole('button', { name: 'Open' }).closest('body > div');
    expect(page?.hasAttribute('inert')).toBe(true);
  });

  it('closes the top dialog on Escape and returns focus to where it was', () => {
    const onOuterClose = vi.fn();
    render(<Harness onOuterClose={onOuterClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Nested' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(onOuterClose).not.toHaveBeenCalled();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onOuterClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.closest('body > div')?.hasAttribute('inert')).toBe(false);
  });

  it('closes with its Close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
