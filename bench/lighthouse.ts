/**
 * Lighthouse (default mobile settings: simulated slow 4G and a mid-range phone CPU) on the home page of the
 * built site, served as `pnpm start` serves it. Prints the performance score, LCP, TBT, CLS, the JavaScript
 * transferred split by host, federation runtime and each remote (gzip KB), and the request count: each of
 * LIGHTHOUSE_RUNS loads (3 unless told) on a line, then the median one in full.
 * Needs `pnpm build` first. Drives the full Chromium, not the tests' headless shell (found or got the same way,
 * decision 137). Not a test.
 *
 * Comparing two builds (decision 164): one load's blocking time moves by hundreds of milliseconds with whatever the
 * machine does, so a change is judged against a reference build in the same run, the two loaded in turn.
 * `LIGHTHOUSE_SAVE=<dir>` copies the built front end into <dir> and stops; after the change and `pnpm build`,
 * `LIGHTHOUSE_COMPARE=<dir>` serves both (the saved one as a second site) and prints, for LIGHTHOUSE_RUNS loads of
 * each, the medians of both and their difference.
 */
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from '@platform/shared-contracts/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../e2e/browser/ensure-chromium';
import { startSite } from '../platform-api/src/start-site';
import { median } from './median';

const BUDGET_KB = 150;

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
  mimeType?: string;
}

/** The host's entry chunk, into which the bundler emits the federation runtime. */
const HOST_ENTRY = /\/static\/main\.[0-9a-f]+\.js$/;

function groupOf(url: string): string {
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  if (remote) return remote[1]!;
  // The federation runtime is emitted into the host's entry chunk by the bundler, so that file is its group.
  if (HOST_ENTRY.test(path)) return 'host entry + federation runtime';
  return 'host';
}

const REPO_ROOT = join(import.meta.dirname, '..');
/** The folders a built front end is made of: the host's and each remote's `dist`. */
const builtFolders = ['host-shell', ...Object.values(REMOTES).map((remote) => remote.folder)];

const saveTo = process.env.LIGHTHOUSE_SAVE;
if (saveTo) {
  for (const folder of builtFolders) {
    const dist = join(REPO_ROOT, folder, 'dist');
    if (existsSync(dist)) cpSync(dist, join(saveTo, folder, 'dist'), { recursive: true });
  }
  console.log(
    `the built front end is saved in ${saveTo}: LIGHTHOUSE_COMPARE=${saveTo} measures a change against it`,
  );
  process.exit(0);
}

const { path: chromePath } = ensureChromium('bench');
const site = await startSite({ database: 'memory://', port: 0, demo: true });
if (site.remotes.length === 0) throw new Error('Build the front end first: pnpm build');
const compareWith = process.env.LIGHTHOUSE_COMPARE;
const reference = compareWith
  ? await startSite({
      database: 'memory://',
      port: 0,
      demo: true,
      repoRoot: compareWith,
      siteDir: join(compareWith, 'host-shell', 'dist'),
    })
  : null;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const url = `${site.url}/`;
  const audit = async (page = url) => {
    const result = await lighthouse(page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The home page keeps its jackpot stream open, so the network is never quiet and Lighthouse would wait its full
      // 45 s for it every run; the page has long settled by 15 s (its last long task is within the first 4).
      maxWaitForLoad: 15_000,
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    return result.lhr;
  };
  // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then) scores 0 without measuring anything: it
  // runs once more, and a second failure stops the bench instead of printing zeros.
  const measured = async (page = url) => {
    const first = await audit(page);
    if (!first.runtimeError) return first;
    console.log(`Lighthouse could not measure (${first.runtimeError.code}): running again`);
    const again = await audit(page);
    if (again.runtimeError) throw new Error(`Lighthouse: ${again.runtimeError.message}`);
    return again;
  };
  // One load's score moves by several points with whatever else the machine does: the report is the median of
  // LIGHTHOUSE_RUNS loads (3 unless told), each printed on its own line first.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  type Report = Awaited<ReturnType<typeof measured>>;
  const scoreOf = (report: Report) => Math.round((report.categories.performance?.score ?? 0) * 100);
  const msOf = (report: Report, id: string) => `${Math.round(report.audits[id]?.numericValue ?? 0)} ms`;
  // The long tasks' blocking after the first paint and before the host's entry first ran: the document's parsing, the
  // loading cover's layout and paint, and the browser's own start-up work (decision 149), none of it the site's scripts.
  const blockingBeforeEntry = (report: Report) => {
    const fcp = report.audits['first-contentful-paint']?.numericValue ?? 0;
    const tasks = (
      (
        report.audits['long-tasks']?.details as
          | { items?: { url?: string; startTime: number; duration: number }[] }
          | undefined
      )?.items ?? []
    ).sort((a, b) => a.startTime - b.startTime);
    const entry = tasks.findIndex((task) => HOST_ENTRY.test(task.url ?? ''));
    const before = entry < 0 ? tasks : tasks.slice(0, entry);
    return Math.round(
      before.filter((task) => task.startTime >= fcp).reduce((sum, task) => sum + task.duration - 50, 0),
    );
  };
  const line = (result: Report) =>
    `score ${scoreOf(result)}, LCP ${msOf(result, 'largest-contentful-paint')}, ` +
    `TBT ${msOf(result, 'total-blocking-time')} (${blockingBeforeEntry(result)} ms before the host's entry ran), ` +
    `CPU index ${Math.round(result.environment.benchmarkIndex)}`;
  const results: Report[] = [];
  const references: Report[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measured();
    console.log(`run ${run}: ${line(result)}`);
    results.push(result);
    if (reference) {
      const saved = await measured(`${reference.url}/`);
      console.log(`run ${run} of the saved build: ${line(saved)}`);
      references.push(saved);
    }
  }
  const numberOf = (report: Report, id: string) => report.audits[id]?.numericValue ?? 0;
  if (reference) {
    console.log(
      `\nmedians of ${runs} loads each, loaded in turn (this build, the saved one, the difference):`,
    );
    const compared: [string, (report: Report) => number][] = [
      ['score', scoreOf],
      ['TBT ms', (report) => numberOf(report, 'total-blocking-time')],
      ['LCP ms', (report) => numberOf(report, 'largest-contentful-paint')],
    ];
    for (const [label, of] of compared) {
      const now = median(results.map(of));
      const before = median(references.map(of));
      console.log(
        `  ${label.padEnd(8)} ${String(Math.round(now)).padStart(6)} ${String(Math.round(before)).padStart(6)} ${String(Math.round(now - before)).padStart(6)}`,
      );
    }
  }
  const lhr = [...results].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor((runs - 1) / 2)]!;
  // LIGHTHOUSE_JSON=<file> keeps the whole report, to see where the main thread's time goes.
  if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(lhr));
  const auditOf = (id: string) => lhr.audits[id];
  const items = (
    (auditOf('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((item) => item.url.startsWith(site.url));

  const scripts = items.filter(
    (item) => item.resourceType === 'Script' || /javascript/.test(item.mimeType ?? ''),
  );
  // LIGHTHOUSE_FILES=1 lists every script with its gzip size, to see what a group is made of.
  const listFiles = process.env.LIGHTHOUSE_FILES === '1';
  const gzipByGroup = new Map<string, number>();
  const wireByGroup = new Map<string, number>();
  for (const script of scripts) {
    const body = Buffer.from(
      await (await fetch(script.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const group = groupOf(script.url);
    const gzipped = gzipSync(body, { level: 9 }).length;
    if (listFiles)
      console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${new URL(script.url).pathname}`);
    gzipByGroup.set(group, (gzipByGroup.get(group) ?? 0) + gzipped);
    wireByGroup.set(group, (wireByGroup.get(group) ?? 0) + (script.transferSize ?? 0));
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  const ms = (id: string) => msOf(lhr, id);

  console.log(
    `\nLighthouse ${lhr.lighthouseVersion} on ${url} (mobile, simulated throttling), the median of ${runs} runs\n`,
  );
  console.log(`performance score   ${scoreOf(lhr)}`);
  // Lighthouse times the page on this machine and scales the times to a phone: a slower machine scores lower for the
  // same page, so figures from different machines are compared by this index too (decision 164).
  console.log(
    `CPU index           ${Math.round(median(results.map((result) => result.environment.benchmarkIndex)))} ` +
      "(Lighthouse's benchmarkIndex of this machine, the median of the runs)",
  );
  console.log(`LCP                 ${ms('largest-contentful-paint')}`);
  console.log(`FCP                 ${ms('first-contentful-paint')}`);
  console.log(`TBT                 ${ms('total-blocking-time')}`);
  console.log(`CLS                 ${(auditOf('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)}`);
  console.log(`requests            ${items.length}`);
  // Which element the largest paint was, and where its time went: a later, identical element taking the paint (as the
  // lobby's banner did from the shell's stand-in, decision 143) shows here and nowhere else.
  const lcpDetails = auditOf('largest-contentful-paint-element')?.details as
    | { items?: { items?: { node?: { selector?: string }; phase?: string; timing?: number }[] }[] }
    | undefined;
  const [element, phases] = lcpDetails?.items ?? [];
  console.log(`largest paint       ${element?.items?.[0]?.node?.selector ?? 'not reported'}`);
  if (phases?.items?.length)
    console.log(
      `  ${phases.items.map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(', ')}`,
    );
  console.log(`\n${'JavaScript'.padEnd(34)} gzip KB   on the wire KB (as served)`);
  let total = 0;
  for (const [group, bytes] of [...gzipByGroup].sort(([a], [b]) => a.localeCompare(b))) {
    total += bytes;
    console.log(`  ${group.padEnd(32)} ${kb(bytes)}   ${kb(wireByGroup.get(group) ?? 0)}`);
  }
  console.log(`  ${'total'.padEnd(32)} ${kb(total)}   (budget for host + first remote: ${BUDGET_KB} KB)`);
} finally {
  await chrome.kill();
  await site.close();
  await reference?.close();
}
