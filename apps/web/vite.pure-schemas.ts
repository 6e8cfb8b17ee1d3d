import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMAS = fileURLToPath(new URL('../../packages/domain/src/schemas', import.meta.url));

/**
 * The calls that build the domain package's zod schemas, for the bundler to treat as pure: `z`
 * itself, the package's schema helpers, and every exported schema (`ZServiceRequest.extend(…)`).
 * Schemas are built at module level, so without this a page that imports one schema of a file
 * downloads every schema of it and of the files it builds on (decision 041).
 */
export function schemaBuilders(): string[] {
  const names = new Set(['z', 'zOk', 'zOkWithMessage', 'zErrorBody', 'plainText']);
  for (const file of fs.readdirSync(SCHEMAS)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(SCHEMAS, file), 'utf8');
    for (const match of source.matchAll(/^export const (Z\w+)/gm)) names.add(match[1]!);
  }
  return [...names];
}
