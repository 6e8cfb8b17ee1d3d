/**
 * Writes the PWA icons under public/icons/ from public/favicon.svg, drawn by Debian's Chromium:
 * `icon-192.png` and `icon-512.png` (the favicon as it is), `icon-maskable-512.png` (full-bleed
 * teal, the house inside the maskable safe zone, the centre circle of 80%) and
 * `apple-touch-icon.png` (180 px, full bleed: iOS rounds the corners itself). The PNGs are
 * committed; run again after changing the favicon: `npx tsx apps/web/scripts/generate-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const favicon = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');

// The favicon is a 64-unit rounded square (its first <rect>) with the house drawn over it.
const parts = /^(<svg[^>]*>)(<rect[^>]*\/>)(.*)<\/svg>\s*$/s.exec(favicon);
if (!parts) throw new Error('favicon.svg changed shape: update generate-icons.ts');
const [, open, background, glyph] = parts as unknown as [string, string, string, string];
const fill = /fill="([^"]+)"/.exec(background)?.[1] ?? '#0f766e';

/** The house scaled about the centre on a square background with no rounded corners. */
const fullBleed = (scale: number) =>
  `${open}<rect width="64" height="64" fill="${fill}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // The glyph's farthest corner is then 21.5 units from the centre, inside the 25.6 safe radius.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  fs.mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>` +
        `<img src="${src}" width="${icon.size}" height="${icon.size}" style="display:block">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const file = path.join(PUBLIC, 'icons', icon.file);
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.warn(`${path.relative(process.cwd(), file)} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
