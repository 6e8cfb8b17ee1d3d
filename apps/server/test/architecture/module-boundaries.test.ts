import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findCycle, moduleNames, moduleOf, relativeImports } from './module-graph.ts';

// Each server module has one public face (modules/README.md): these hold it from the source
// itself, so they hold even if someone turns the lint rule off.
const imports = relativeImports();
const isIndex = (to: string) => path.basename(to) === 'index.ts' && to.split(path.sep).length === 3;

describe('server modules, read from the source', () => {
  it('finds the modules and their imports', () => {
    expect(moduleNames().length).toBeGreaterThan(10);
    expect(imports.length).toBeGreaterThan(100);
  });

  it('use each other only through ../<other>/index.ts', () => {
    const internals = imports
      .filter((i) => {
        const from = moduleOf(i.from);
        const to = moduleOf(i.to);
        return from && to && from !== to && !isIndex(i.to);
      })
      .map((i) => `${i.from} -> ${i.specifier}`);
    expect(internals).toEqual([]);
  });

  it('have index.ts files that export only their own module', () => {
    const foreign = imports
      .filter((i) => isIndex(i.from) && moduleOf(i.to) !== moduleOf(i.from))
      .map((i) => `${i.from} -> ${i.specifier}`);
    expect(foreign).toEqual([]);
  });

  it('import each other without a cycle', () => {
    const graph = new Map(moduleNames().map((m) => [m, new Set<string>()]));
    for (const i of imports) {
      const from = moduleOf(i.from);
      const to = moduleOf(i.to);
      if (from && to && from !== to) graph.get(from)!.add(to);
    }
    expect(findCycle(graph)).toBeNull();
  });

  it('keep the schema free of modules, and plugins and the seed on index.ts files', () => {
    const wrong = imports
      .filter((i) => moduleOf(i.to) !== null && !moduleOf(i.from))
      .filter((i) =>
        i.from.startsWith(`db${path.sep}schema${path.sep}`)
          ? true
          : (i.from.startsWith(`plugins${path.sep}`) ||
              i.from.startsWith(`db${path.sep}seed${path.sep}`)) &&
            !isIndex(i.to),
      )
      .map((i) => `${i.from} -> ${i.specifier}`);
    expect(wrong).toEqual([]);
  });

  it('have routes that call services, not repositories or the database', () => {
    const queries = imports
      .filter((i) => /\.routes\.ts$/.test(i.from))
      .filter((i) => /\.repo(\.ts)?$/.test(i.to) || i.to.startsWith(`db${path.sep}`))
      .map((i) => `${i.from} -> ${i.specifier}`);
    expect(queries).toEqual([]);
  });
});

describe('the module boundary lint rule (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../../..') });
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };
  const requestsFile = 'apps/server/src/modules/requests/x.ts';

  it("refuses another module's repository", async () => {
    const messages = await lint(
      requestsFile,
      "import { createPayment } from '../payments/payments.repo.ts';\nexport const x = createPayment;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .*payments\.repo/)]);
  });

  it("accepts another module's index.ts", async () => {
    const messages = await lint(
      requestsFile,
      "import { createPayment } from '../payments/index.ts';\nexport const x = createPayment;\n",
    );
    expect(messages).toEqual([]);
  });

  it('refuses a repository or a query in a routes file, and a module in the schema', async () => {
    const routes = 'apps/server/src/modules/requests/x.routes.ts';
    expect(
      await lint(routes, "import { y } from './requests.repo.ts';\nexport const x = y;\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
    expect(
      await lint(routes, "import { sql } from 'drizzle-orm';\nexport const x = sql;\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
    expect(
      await lint(
        'apps/server/src/db/schema/x.ts',
        "import { y } from '../../modules/geo/index.ts';\nexport const x = y;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });
});
