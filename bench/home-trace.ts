/**
 * Where the home page's main thread goes at a phone's pace (decision 164). Loads the built home page HOME_TRACE_RUNS
 * times (3 unless told) in Chromium with the CPU slowed HOME_TRACE_CPU times (4, as Lighthouse's mobile run). For each
 * load it prints the blocking time after the first paint, then every long task (over 50 ms) with what filled it:
 * - the trace's own events by self time (script evaluation, microtasks, style, layout, paint);
 * - from a CPU profile of the same load, the source files whose code ran longest in it.
 * Source files need a build with source maps (`SOURCE_MAPS=1 pnpm build`); without them the script files are named.
 * The blocking time is observed under a real slowdown, not simulated as Lighthouse does: compare tasks, not scores.
 * Not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { ensureChromium } from '../e2e/browser/ensure-chromium';
import { startSite } from '../platform-api/src/start-site';

const RUNS = Math.max(1, Number(process.env.HOME_TRACE_RUNS ?? 3));
const CPU_RATE = Number(process.env.HOME_TRACE_CPU ?? 4);
/** A task over this many milliseconds blocks input (the long-task threshold TBT counts from). */
const LONG_TASK_MS = 50;
/** The page has settled well before this (its last long task comes within 4 s, decision 154). */
const SETTLE_MS = 6_000;
const REPO_ROOT = join(import.meta.dirname, '..');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}
type Timed = TraceEvent & { dur: number };

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The built file a script URL of the site is served from: the host's `dist`, or a remote's `dist/<version>`. */
function builtFileOf(url: string): string | null {
  if (!url.startsWith('http')) return null;
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
  return remote
    ? join(REPO_ROOT, remote[1]!, 'dist', remote[2]!)
    : join(REPO_ROOT, 'host-shell', 'dist', path);
}

const sourceMaps = new Map<string, SourceMapConsumer | null>();
function sourceMapOf(file: string): SourceMapConsumer | null {
  if (!sourceMaps.has(file)) {
    const map = `${file}.map`;
    sourceMaps.set(
      file,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(file) ?? null;
}

/** A profile frame's source: a package (`pkg:name`), a file of ours, the script's name, or the engine's own label. */
function sourceOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(native)';
  const file = builtFileOf(frame.url);
  const map = file ? sourceMapOf(file) : null;
  if (!map) return frame.url.split('/').pop() ?? frame.url;
  const source = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return `${frame.url.split('/').pop()} (unmapped: ${frame.functionName || 'anonymous'})`;
  // The federation plugin's generated set-up is a module whose name is its whole source, a URL-encoded page long.
  if (source.startsWith('data:')) {
    return source.includes('module_federation') ? 'federation set-up (generated)' : 'generated module';
  }
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? `pkg:${inPackage[1]}` : source.replace(/^webpack:\/\/[^/]*\//, '');
}

/** Each event's own time (its duration less its children's), summed by name, over the events inside a task. */
function selfTimeByName(task: Timed, events: readonly Timed[]): Map<string, number> {
  const inside = events
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map<Timed, number>();
  const open: Timed[] = [];
  for (const event of inside) {
    while (open.length > 0 && open[open.length - 1]!.ts + open[open.length - 1]!.dur <= event.ts) open.pop();
    const parent = open[open.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - event.dur);
    self.set(event, self.get(event) ?? event.dur);
    open.push(event);
  }
  const byName = new Map<string, number>();
  for (const [event, us] of self) byName.set(event.name, (byName.get(event.name) ?? 0) + us / 1000);
  return byName;
}

interface Sample {
  /** In the trace's clock, µs. */
  time: number;
  source: string;
  /** Until the next sample. */
  ms: number;
}

/** The profile's samples, each with the source of the frame it caught running. */
function samplesOf(profile: CpuProfile): Sample[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const samples: Sample[] = [];
  let time = profile.startTime;
  profile.samples.forEach((id, n) => {
    time += profile.timeDeltas[n] ?? 0;
    const frame = frames.get(id);
    const ms = (profile.timeDeltas[n + 1] ?? 0) / 1000;
    if (frame && frame.functionName !== '(idle)') samples.push({ time, source: sourceOf(frame), ms });
  });
  return samples;
}

const top = (counts: Map<string, number>, count: number, unit: string) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => `${name} ${Math.round(value)}${unit}`)
    .join(', ');

const site = await startSite({ database: 'memory://', port: 0, demo: true });
if (site.remotes.length === 0)
  throw new Error('Build the front end first: pnpm build (SOURCE_MAPS=1 for sources)');
const browser = await chromium.launch({
  executablePath: ensureChromium('bench').path,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  console.log(`the home page at ${CPU_RATE}x CPU, ${RUNS} loads (times from the first paint)\n`);
  for (let run = 1; run <= RUNS; run++) {
    // A phone's screen, as Lighthouse's mobile run emulates.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    });
    await cdp.send('Profiler.start');
    await page.goto(`${site.url}/`);
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();

    const all = trace.traceEvents;
    // The page's main thread: the renderer thread that ran the site's scripts.
    const main = all.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        all.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'EvaluateScript'),
    );
    if (!main) throw new Error('the trace has no renderer thread that ran a script');
    const events = all.filter(
      (e): e is Timed => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined,
    );
    const firstPaint = all.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
    if (firstPaint === undefined) throw new Error('the load has no first contentful paint');
    const samples = samplesOf(profile);
    const long = events.filter(
      (e) => e.name === 'RunTask' && e.dur > LONG_TASK_MS * 1000 && e.ts >= firstPaint,
    );
    const blocking = long.reduce((sum, task) => sum + task.dur / 1000 - LONG_TASK_MS, 0);
    console.log(
      `load ${run}: ${long.length} long tasks after the first paint, blocking ${Math.round(blocking)} ms`,
    );
    for (const task of long) {
      const sources = new Map<string, number>();
      for (const { time, source, ms } of samples)
        if (time >= task.ts && time <= task.ts + task.dur)
          sources.set(source, (sources.get(source) ?? 0) + ms);
      const at = Math.round((task.ts - firstPaint) / 1000);
      console.log(
        `  at ${at} ms, ${Math.round(task.dur / 1000)} ms: ${top(selfTimeByName(task, events), 5, ' ms')}`,
      );
      if (sources.size > 0) console.log(`    code: ${top(sources, 6, ' ms')}`);
    }
  }
} finally {
  await browser.close();
  await site.close();
}
