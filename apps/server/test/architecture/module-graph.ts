import fs from 'node:fs';
import path from 'node:path';

/** apps/server/src, which the checks below read. */
export const SRC = path.resolve(import.meta.dirname, '../../src');
export const MODULES = path.join(SRC, 'modules');

/** One import (or re-export) of a source file, resolved to the file it names. */
export interface ImportEdge {
  /** The importing file, relative to src/. */
  from: string;
  /** What the import says. */
  specifier: string;
  /** The imported file, relative to src/. */
  to: string;
}

const STATIC = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import of the server's source files (tests excluded). */
export function relativeImports(): ImportEdge[] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = [STATIC, BARE, DYNAMIC].flatMap((re) =>
      [...text.matchAll(re)].map((m) => m[1]!),
    );
    return specifiers
      .filter((s) => s.startsWith('.'))
      .map((specifier) => ({
        from: path.relative(SRC, file),
        specifier,
        to: path.relative(SRC, path.resolve(path.dirname(file), specifier)),
      }));
  });
}

/** The module a src-relative path belongs to, or null outside modules/. */
export function moduleOf(srcPath: string): string | null {
  const parts = srcPath.split(path.sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1]! : null;
}

/** The module folders under src/modules. */
export function moduleNames(): string[] {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

/** A cycle in a graph given as adjacency sets, as the list of its nodes, or null. */
export function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}
