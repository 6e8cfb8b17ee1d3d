/**
 * Writes src/i18n/locales/en/catalogue.json from the domain's catalogue: every text a screen
 * shows, keyed by itself (the English is the key, as the server stores it). Run after changing
 * the catalogue: `npx tsx apps/web/scripts/catalogue-strings.ts`; a unit test fails until then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { catalogueTexts } from '@gharseva/domain';

const file = path.resolve(import.meta.dirname, '../src/i18n/locales/en/catalogue.json');
const texts = catalogueTexts();
fs.writeFileSync(
  file,
  `${JSON.stringify(Object.fromEntries(texts.map((t) => [t, t])), null, 2)}\n`,
);
console.warn(`${texts.length} catalogue texts written to ${path.relative(process.cwd(), file)}`);
