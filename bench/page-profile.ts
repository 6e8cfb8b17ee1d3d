/**
 * Where a page's main-thread time goes on a slow phone: Chromium with its CPU slowed 4× (as
 * Lighthouse's mobile preset assumes) loads a page of the built app, cold, and this prints
 *   - every task longer than 50 ms (the ones Total Blocking Time counts), with what it did,
 *   - the script files that ran longest (self time from a sampling CPU profile), and
 *   - the app's functions that ran longest, callees included.
 * The times are observed on this machine, not simulated, so compare pages and builds measured
 * in the same run or the same hour, not with another machine's figures.
 *
 *   npm run build && npm run bench:profile -w @gharseva/bench                   # landing page
 *   npm run bench:profile -w @gharseva/bench -- /user/dashboard user           # signed in
 *   BENCH_URL=http://localhost:3000 npm run bench:profile -w @gharseva/bench   # a running server
 *   PROFILE_OUT=/tmp/page.cpuprofile ...   # also saves the CPU profile (DevTools opens it)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from './web-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const DEMO_PASSWORD = 'Demo@1234';
const DEMO_PHONES = { user: '9876543210', repairer: '9811111111' } as const;
type Role = keyof typeof DEMO_PHONES;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { url: string; functionName: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ms = (microseconds: number) => Math.round(microseconds / 1000);
const fileOf = (url: string) => url.split('/').pop() || url;

type CallFrame = CpuProfile['nodes'][number]['callFrame'];
/** A script function as the tables name it: its name, file and line. */
const functionLabel = ({ url, functionName, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber + 1}`;

/** The `count` largest entries of a tally, largest first. */
const largest = (tally: Map<string, number>, count: number) =>
  [...tally].sort((a, b) => b[1] - a[1]).slice(0, count);

/** Each sample of a CPU profile: its time on the trace's clock, its duration and its frame. */
interface Sample {
  at: number;
  duration: number;
  frame: CallFrame;
}

function samplesOf(profile: CpuProfile): Sample[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = profile.startTime;
  return profile.samples.map((id, i) => {
    const duration = profile.timeDeltas[i] ?? 0;
    at += duration;
    return { at, duration, frame: byNode.get(id)!.callFrame };
  });
}

/** Each long task with its longest inner events, by name (and script file where there is one). */
function longTasks(events: TraceEvent[], samples: Sample[]): string[] {
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inner = new Map<string, number>();
    for (const e of events) {
      if (e.pid !== task.pid || e.tid !== task.tid || e.name === 'RunTask') continue;
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end || (e.dur ?? 0) < 5_000) continue;
      const url = e.args?.data?.url;
      const key = url ? `${e.name} ${fileOf(url)}` : e.name;
      inner.set(key, Math.max(inner.get(key) ?? 0, e.dur!));
    }
    const top = largest(inner, 4).map(([name, dur]) => `${name} ${ms(dur)}`);
    const busiest = busiestFunctions(samples, task.ts, end);
    return `| ${ms(task.ts - start)} | ${ms(task.dur!)} | ${top.join('; ')} | ${busiest.join('; ')} |`;
  });
}

/**
 * The functions with the most self time between two trace timestamps (the profile's clock is
 * the trace's), for what a long task spent its script time on.
 */
function busiestFunctions(samples: Sample[], from: number, to: number): string[] {
  const self = new Map<string, number>();
  for (const { at, duration, frame } of samples) {
    if (at < from || at > to || !frame.url) continue;
    const key = functionLabel(frame);
    self.set(key, (self.get(key) ?? 0) + duration);
  }
  return largest(self, 4).map(([name, time]) => `${name} ${ms(time)}`);
}

/** Self time per script file (and per kind of native work, in parentheses). */
function selfTimeByFile(samples: Sample[]): string[] {
  const byFile = new Map<string, number>();
  for (const { duration, frame } of samples) {
    const native = frame.functionName.startsWith('(')
      ? frame.functionName
      : `(${frame.functionName})`;
    const key = frame.url ? fileOf(frame.url) : native;
    byFile.set(key, (byFile.get(key) ?? 0) + duration);
  }
  return largest(byFile, 12).map(([file, time]) => `| ${file} | ${ms(time)} |`);
}

/**
 * Total time per function, its callees included, for the functions of the app's own scripts
 * (not the browser's). With a build made without minifying (`npx vite build --minify false`
 * served through WEB_DIST_DIR) the names say what ran; minified, they are letters.
 */
function totalTimeByFunction(profile: CpuProfile): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byNode.get(at)!.callFrame;
      if (!frame.url) continue;
      const key = functionLabel(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  });
  return largest(total, 25).map(([name, time]) => `| ${name} | ${ms(time)} |`);
}

async function profilePage(browser: Browser, baseUrl: string, pagePath: string, as?: Role) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  try {
    if (as) {
      const login = await context.request.post(`${baseUrl}/api/${as}/login`, {
        data: { phone: DEMO_PHONES[as], password: DEMO_PASSWORD },
        headers: { origin: baseUrl },
      });
      if (!login.ok()) throw new Error(`login as the demo ${as}: ${login.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const tracePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gs-trace-')), 'trace.json');
    await browser.startTracing(page, {
      path: tracePath,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    if (process.env.PROFILE_OUT) fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(fs.readFileSync(tracePath, 'utf8')) as {
      traceEvents: TraceEvent[];
    };
    fs.rmSync(path.dirname(tracePath), { recursive: true, force: true });
    const samples = samplesOf(profile);
    return {
      tasks: longTasks(traceEvents, samples),
      files: selfTimeByFile(samples),
      functions: totalTimeByFunction(profile),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const [pagePath = '/', role] = process.argv.slice(2);
  if (role !== undefined && !(role in DEMO_PHONES)) throw new Error(`unknown role ${role}`);
  let server: RunningServer | undefined;
  const baseUrl = process.env.BENCH_URL ?? (server = await startServer()).baseUrl;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { tasks, files, functions } = await profilePage(browser, baseUrl, pagePath, role as Role);
    console.log(`\n${pagePath}, CPU slowed ${CPU_SLOWDOWN}×, cold load until the network is idle`);
    console.log(
      '\nTasks over 50 ms\n\n| start ms | ms | longest inner events (ms) | script functions with most self time (ms) |\n|---:|---:|---|---|',
    );
    console.log(tasks.join('\n'));
    console.log('\nSelf time by script\n\n| script | ms |\n|---|---:|');
    console.log(files.join('\n'));
    console.log('\nFunctions that ran longest, callees included\n\n| function | ms |\n|---|---:|');
    console.log(functions.join('\n'));
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
