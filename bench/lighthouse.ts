/**
 * Lighthouse on a slow phone: the mobile preset (simulated slow 4G and a 4x slower CPU) on
 * Debian's Chromium, for the landing page, the user dashboard and the repairer dashboard, next
 * to a baseline in the same run: the self-contained offline page (no script, no request), the
 * best a page can score on this machine. Starts the real server on the built web app with the
 * demo data on a fresh embedded database, as `npm start` does.
 *
 *   npm run build && npm run bench:lighthouse -w @gharseva/bench
 *   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse -w @gharseva/bench
 *   BENCH_URL=http://localhost:3000 npm run bench:lighthouse -w @gharseva/bench   # a running server
 *
 * Prints a table of the median of each figure over the runs and writes every run's figures to
 * bench/results/lighthouse.json.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, type RunningServer } from './web-server.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only the pages whose path is in this comma-separated list (all of them when unset). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
/** A directory to save every run's full Lighthouse report in, for reading its audits. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Demo@1234';

interface Target {
  name: string;
  path: string;
  /** Signs in as this demo account first: its session cookie is in the browser's jar. */
  as?: { role: 'user' | 'repairer'; phone: string };
}

const TARGETS: Target[] = [
  { name: 'offline page (baseline: static HTML, no script)', path: '/offline.html' },
  { name: 'landing page `/`', path: '/' },
  {
    name: 'user dashboard `/user/dashboard`',
    path: '/user/dashboard',
    as: { role: 'user', phone: '9876543210' },
  },
  {
    name: 'repairer dashboard `/repairer/dashboard`',
    path: '/repairer/dashboard',
    as: { role: 'repairer', phone: '9811111111' },
  },
];

interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes of JavaScript over the wire (as served, before any compression the server does). */
  scriptBytes: number;
  totalBytes: number;
  /**
   * Lighthouse's measure of this machine's CPU speed at the time of the run (`benchmarkIndex`).
   * The 4× slowdown is relative to it, so scores are comparable only between runs of similar
   * index: the same build scored 98 on a machine of one speed and 82 on a slower one.
   */
  benchmarkIndex: number;
}

/** The session cookie of a demo account, from the same login call as the sign-in page. */
async function sessionCookies(
  baseUrl: string,
  as: NonNullable<Target['as']>,
): Promise<{ name: string; value: string; url: string }[]> {
  const response = await fetch(`${baseUrl}/api/${as.role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ phone: as.phone, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${as.phone}: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

function numeric(lhr: Record<string, unknown>, id: string): number {
  const audits = lhr.audits as Record<string, { numericValue?: number }>;
  return audits[id]?.numericValue ?? Number.NaN;
}

async function audit(url: string, port: number, attempt = 1): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Lighthouse's own advice for a failed trace (NO_NAVSTART, NO_FCP) is to run again.
    if (attempt < 2) return audit(url, port, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
  }
  const record = lhr as unknown as Record<string, unknown>;
  const weight = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const bytesOf = (type: string) =>
    weight?.items?.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric(record, 'first-contentful-paint'),
    lcpMs: numeric(record, 'largest-contentful-paint'),
    tbtMs: numeric(record, 'total-blocking-time'),
    cls: numeric(record, 'cumulative-layout-shift'),
    speedIndexMs: numeric(record, 'speed-index'),
    scriptBytes: bytesOf('script'),
    totalBytes: bytesOf('total'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  let server: RunningServer | undefined;
  const baseUrl = process.env.BENCH_URL ?? (server = await startServer()).baseUrl;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // The browser's cookie jar, through the DevTools protocol.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const jar = cdp.contexts()[0]!;
  const results: { target: Target; runs: RunFigures[] }[] = [];
  try {
    for (const target of TARGETS.filter((t) => !ONLY || ONLY.includes(t.path))) {
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // A fresh session each run, in the browser's cookie jar as after signing in (Lighthouse
        // clears storage and cache before a run, not cookies). Lighthouse's extraHeaders would
        // miss the requests a service worker or a web socket makes.
        await jar.clearCookies();
        if (target.as) await jar.addCookies(await sessionCookies(baseUrl, target.as));
        runs.push(await audit(`${baseUrl}${target.path}`, chrome.port));
        process.stdout.write('.');
      }
      results.push({ target, runs });
    }
  } finally {
    await chrome.kill();
    await server?.stop();
  }
  process.stdout.write('\n');

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `Lighthouse ${RUNS} runs each, mobile preset (simulated slow 4G, 4x CPU slowdown); medians\n`,
  );
  console.log(
    '| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | JS KB | total KB | CPU index |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { target, runs } of results) {
    const m = (pick: (r: RunFigures) => number) => median(runs.map(pick));
    console.log(
      `| ${target.name} | ${m((r) => r.performance)} | ${m((r) => r.accessibility)} | ` +
        `${Math.round(m((r) => r.fcpMs))} | ${Math.round(m((r) => r.lcpMs))} | ` +
        `${Math.round(m((r) => r.tbtMs))} | ${m((r) => r.cls).toFixed(3)} | ` +
        `${Math.round(m((r) => r.speedIndexMs))} | ${kb(m((r) => r.scriptBytes))} | ` +
        `${kb(m((r) => r.totalBytes))} | ${Math.round(m((r) => r.benchmarkIndex))} |`,
    );
  }
  console.log(
    '\nEvery run (performance / accessibility): ' +
      results
        .map(
          ({ target, runs }) =>
            `${target.path} ${runs.map((r) => `${r.performance}/${r.accessibility}`).join(', ')}`,
        )
        .join('; '),
  );
  const out = path.join(import.meta.dirname, 'results', 'lighthouse.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify({ at: new Date().toISOString(), runs: RUNS, results }, null, 2),
  );
  console.log(`Figures of every run: ${path.relative(process.cwd(), out)}`);
}

await main();
