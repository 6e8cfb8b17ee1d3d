import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Urdu is right-to-left: the layout mirrors only if spacing and positions are logical
 * (ms-/me-, ps-/pe-, start-/end-, text-start/end, border-s/e, rounded-s/e...). This fails on
 * any physical left/right Tailwind class in the app's source.
 */
const SRC = path.resolve(import.meta.dirname, '..');
/** Where a class token starts and ends: quotes, backticks, spaces, variant colons. */
const BEFORE = '(?<=[\\s"\'\u0060:])';
const AFTER = '(?=[\\s"\'\u0060])';
const PHYSICAL = new RegExp(
  [
    `${BEFORE}-?(?:m[lr]|p[lr]|left|right|scroll-[mp][lr])-[\\w./[\\]-]+${AFTER}`,
    `${BEFORE}(?:border-[lr]|rounded-(?:[lr]|tl|tr|bl|br))(?:-[\\w-]+)?${AFTER}`,
    `${BEFORE}text-(?:left|right)${AFTER}`,
  ].join('|'),
  'g',
);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('right-to-left layout', () => {
  it('uses no physical left/right Tailwind classes', () => {
    const found = sources(SRC).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(PHYSICAL)].map(
        (m) => `${path.relative(SRC, file)}: ${m[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
