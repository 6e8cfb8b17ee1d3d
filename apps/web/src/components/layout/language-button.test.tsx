import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { LanguageButton } from './language-button';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

async function open() {
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageButton />
    </I18nextProvider>,
  );
  const button = screen.getByTestId('language-button');
  button.focus();
  fireEvent.click(button);
  // The list loads on the first open (its own chunk).
  const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
  // The dialog takes the focus in an effect, which may run a moment after it is in the page.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { button, dialog };
}

const option = (name: string) => screen.getByRole('button', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('LanguageButton', () => {
  it('opens on the current language and moves with the arrow keys, Home and End', async () => {
    await open();
    expect(document.activeElement).toBe(option('English'));
    press('ArrowRight');
    expect(document.activeElement).toBe(option('हिन्दी'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(option('English'));
    press('End');
    expect(document.activeElement).toBe(option('मैथिली'));
    press('ArrowRight');
    expect(document.activeElement).toBe(option('मैथिली'));
    press('Home');
    expect(document.activeElement).toBe(option('English'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(option('English'));
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { button } = await open();
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
