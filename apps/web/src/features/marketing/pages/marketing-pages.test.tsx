import { CATALOGUE } from '@gharseva/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import ContactUsPage from './contact-us-page';
import LandingPage from './landing-page';
import PrivacyPolicyPage from './privacy-policy-page';
import ServicesPage from './services-page';
import TermsAndConditionsPage from './terms-and-conditions-page';

const PAGES: [path: string, Page: ComponentType][] = [
  ['/', LandingPage],
  ['/services', ServicesPage],
  ['/privacy-policy', PrivacyPolicyPage],
  ['/terms-and-conditions', TermsAndConditionsPage],
  ['/contact-us', ContactUsPage],
];

async function renderPage(path: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');

beforeAll(async () => {
  await initI18n('en');
});

afterEach(cleanup);

describe.each(PAGES)('%s', (path, Page) => {
  it('has one h1, headings in order and no untranslated keys', async () => {
    await renderPage(path, Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName.slice(1)),
    );
    levels.forEach((level, index) => {
      const previous = levels[index - 1] ?? 0;
      expect(level - previous).toBeLessThanOrEqual(1);
    });

    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(
      /\b(shared|landing|services|privacy|terms|contact)\.[a-z]+[A-Za-z.]*\b/,
    );
    expect(text).not.toContain('{{');
  });
});

describe('landing page', () => {
  it('links to booking, login, partner signup and every category', async () => {
    await renderPage('/', LandingPage);
    const links = hrefs();
    expect(links).toEqual(
      expect.arrayContaining(['/user/getotp', '/user/login', '/repairer/getotp', '/services']),
    );
    for (const category of CATALOGUE) expect(links).toContain(`/services#${category.slug}`);
    expect(screen.getByText(/Pay securely after the job is complete/)).toBeTruthy();
  });

  it('has an FAQ the contact page can link to', async () => {
    await renderPage('/', LandingPage);
    const faq = document.getElementById('faq');
    expect(faq).not.toBeNull();
    expect(faq?.querySelectorAll('details').length).toBeGreaterThanOrEqual(5);
  });
});

describe('services page', () => {
  it('lists every category, sub-category and issue with its price', async () => {
    await renderPage('/services', ServicesPage);
    for (const category of CATALOGUE) {
      const section = document.getElementById(category.slug);
      expect(section, category.slug).not.toBeNull();
      const scope = within(section as HTMLElement);
      scope.getByRole('heading', { level: 2, name: category.name });
      for (const sub of category.subCategories) {
        expect(scope.getAllByRole('heading', { level: 3, name: sub.name }).length).toBeGreaterThan(
          0,
        );
      }
    }
    expect(screen.getAllByText('₹149 - ₹349').length).toBeGreaterThan(0);
    expect(screen.getByText(/technician inspects the work and confirms the price/)).toBeTruthy();
  });
});

describe('legal pages', () => {
  it('privacy policy covers Aadhaar masking, the grievance officer and the date', async () => {
    await renderPage('/privacy-policy', PrivacyPolicyPage);
    const text = document.body.textContent ?? '';
    expect(text).toContain('XXXX XXXX 1234');
    expect(text).toContain('22 November 2026');
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(document.getElementById('grievance-officer')).not.toBeNull();
    expect(hrefs()).toContain('mailto:grievance@gharseva.example');
  });

  it('terms name the ₹150 fee, the completion code and Bengaluru courts', async () => {
    await renderPage('/terms-and-conditions', TermsAndConditionsPage);
    const text = document.body.textContent ?? '';
    expect(text).toContain('₹150');
    expect(text).toContain('completion code');
    expect(text).toContain('courts at Bengaluru');
  });
});

describe('contact page', () => {
  it('gives phone, email, FAQ, grievance and partner links and no form', async () => {
    await renderPage('/contact-us', ContactUsPage);
    expect(hrefs()).toEqual(
      expect.arrayContaining([
        'tel:18000000000',
        'mailto:support@gharseva.example',
        '/#faq',
        '/privacy-policy#grievance-officer',
        '/repairer/getotp',
      ]),
    );
    expect(document.querySelector('form')).toBeNull();
  });
});
