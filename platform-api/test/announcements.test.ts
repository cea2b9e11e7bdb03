import {
  announcementContentCall,
  createAnnouncementCall,
  endAnnouncementCall,
  firstLoginCall,
  listAnnouncementsCall,
  loginCall,
  noticeCall,
  operatorAnnouncementsCall,
  updateAnnouncementCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoAnnouncements } from '../src/modules/announcements/demo-announcements';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';
import { refusal } from './refusal';

let server: TestServer;
let guest: TestClient;
let member: TestClient;
let ops: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  guest = server.client({ merchant: 'DEMOKH' });
});
// Tests move the clock by days: sessions would expire, so each test logs in afresh.
beforeEach(async () => {
  member = server.client({ merchant: 'DEMOKH' });
  await member.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
  ops = await server.operatorClient();
});
afterAll(() => server.close());

const iso = (ms: number) => new Date(server.deps.now().getTime() + ms).toISOString();
const HOUR = 3_600_000;

describe('what visitors and members see', () => {
  it('gives a visitor the demo banners, notices and the B popup only', async () => {
    const seen = await guest.call(noticeCall, {
      types: 'B,PL,PU,PR',
      platform: 'W',
      execution: 'B',
      language: 'EN',
    });
    expect(seen.banners.map((b) => b.title)).toEqual([
      'Play in a minute',
      'Temple of Fortune',
      'Provably fair',
    ]);
    expect(seen.banners[0]).toMatchObject({
      groupName: 'w_home',
      url: '/media/banners/welcome-en.svg',
      linkageType: 'INTERNAL',
      linkUrl: '/register',
      width: 1200,
      height: 400,
    });
    expect(seen.notices).toHaveLength(2);
    expect(seen.popups.map((p) => p.execution)).toEqual(['B']);
    expect(seen.promotions).toEqual([]);
  });

  it('gives a logged-in member the A popup and, until the first login is done, the F one', async () => {
    const first = await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'POPUP',
      merchantCode: 'DEMOKH',
      execution: 'F',
      titles: { EN: 'First time here' },
      contents: { EN: '<p>Hello</p>' },
      startAt: iso(-HOUR),
    });
    const before = await member.call(announcementContentCall, { types: 'PU' });
    expect(before.popups.map((p) => p.execution).sort()).toEqual(['A', 'F']);
    expect(before.banners).toEqual([]);
    await member.call(firstLoginCall, {});
    const after = await member.call(announcementContentCall, { types: 'B,PL,PU,PR,H', platform: 'W' });
    expect(after.popups.map((p) => p.execution)).toEqual(['A']);
    expect(after.banners).toHaveLength(3);
    await ops.call(endAnnouncementCall, { reason: 'operator test', id: first.id });
  });

  it('serves the language asked, else the request header, else English', async () => {
    const km = await guest.call(noticeCall, { language: 'KM' });
    expect(km.banners[0]).toMatchObject({ title: 'លេងបានក្នុងមួយនាទី', url: '/media/banners/welcome-km.svg' });
    const created = await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'NOTICE',
      merchantCode: 'DEMOKH',
      titles: { EN: 'English only', KM: '' },
      contents: { EN: '<p>Only in English</p>' },
      startAt: iso(-HOUR),
    });
    const th = await guest.call(noticeCall, { types: 'PL', language: 'TH' });
    expect(th.notices.find((n) => n.id === created.id)).toMatchObject({
      title: 'English only',
      content: '<p>Only in English</p>',
      // Said, so the page marks the English text as English inside a page of another language.
      language: 'EN',
      promotionType: 'PL',
    });
    const kmNotice = (await guest.call(noticeCall, { types: 'PL', language: 'KM' })).notices;
    expect(kmNotice.find((n) => n.id === created.id)).toMatchObject({
      title: 'English only',
      language: 'EN',
    });
    const both = await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'NOTICE',
      merchantCode: 'DEMOKH',
      titles: { EN: 'News', KM: 'ដំណឹង' },
      contents: { EN: '<p>English</p>', KM: '<p>ខ្មែរ</p>' },
      startAt: iso(-HOUR),
    });
    const inKhmer = (await guest.call(noticeCall, { types: 'PL', language: 'KM' })).notices;
    expect(inKhmer.find((n) => n.id === both.id)).toMatchObject({
      title: 'ដំណឹង',
      content: '<p>ខ្មែរ</p>',
      language: 'KM',
    });
    const inThai = (await guest.call(noticeCall, { types: 'PL', language: 'TH' })).notices;
    expect(inThai.find((n) => n.id === both.id)).toMatchObject({ title: 'News', language: 'EN' });
    await ops.call(endAnnouncementCall, { reason: 'operator test', id: created.id });
    await ops.call(endAnnouncementCall, { reason: 'operator test', id: both.id });
  });

  it('serves only what is live at the request time, on the server clock', async () => {
    const later = await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'PROMOTION',
      merchantCode: 'DEMOKH',
      titles: { EN: 'Tomorrow only' },
      contents: { EN: '<p>Soon</p>' },
      startAt: iso(24 * HOUR),
      endAt: iso(48 * HOUR),
    });
    const ids = async () => (await guest.call(noticeCall, { types: 'PR' })).promotions.map((p) => p.id);
    // What support reads of it follows the same clock as what players get (signed in afresh: a day has passed).
    const stateOfLater = async () => {
      const support = await server.operatorClient();
      const listed = await support.call(operatorAnnouncementsCall, { merchantCode: 'DEMOKH' });
      return listed.find((a) => a.id === later.id)?.state;
    };
    expect(later.state).toBe('SCHEDULED');
    expect(await ids()).not.toContain(later.id);
    server.advance(25 * HOUR);
    expect(await ids()).toContain(later.id);
    expect(await stateOfLater()).toBe('LIVE');
    const again = server.client({ merchant: 'DEMOKH' });
    await again.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
    expect((await again.call(listAnnouncementsCall, {})).content.map((n) => n.id)).toContain(later.id);
    server.advance(24 * HOUR);
    expect(await ids()).not.toContain(later.id);
    expect(await stateOfLater()).toBe('ENDED');
  });

  it('keeps a region to itself', async () => {
    await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'NOTICE',
      merchantCode: 'DEMOTH',
      titles: { EN: 'Thai only' },
      contents: { EN: '<p>TH</p>' },
      startAt: iso(-HOUR),
    });
    const kh = await guest.call(noticeCall, { types: 'PL' });
    expect(kh.notices.map((n) => n.title)).not.toContain('Thai only');
    const th = await server.client({ merchant: 'DEMOTH' }).call(noticeCall, { types: 'PL' });
    expect(th.notices.map((n) => n.title)).toContain('Thai only');
  });

  it('pages the member list six at a time, newest first', async () => {
    for (let i = 0; i < 6; i += 1)
      await ops.call(createAnnouncementCall, {
        reason: 'operator test',
        kind: 'NOTICE',
        merchantCode: 'DEMOKH',
        titles: { EN: `Paged ${i}` },
        contents: { EN: '<p>x</p>' },
        startAt: iso(-HOUR + i * 1000),
      });
    const first = await member.call(listAnnouncementsCall, { pageNo: '1' });
    expect(first.content).toHaveLength(6);
    expect(first.content[0]!.title).toBe('Paged 5');
    expect(first.totalPages).toBe(Math.ceil(first.total / 6));
    expect(await refusal(guest.call(listAnnouncementsCall, {}))).toBe('NOT_LOGGED_IN');
  });
});

describe('sanitised HTML', () => {
  it('strips scripts and event handlers when written and again when served', async () => {
    const created = await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'POPUP',
      merchantCode: 'DEMOKH',
      execution: 'B',
      titles: { EN: 'Bad' },
      contents: {
        EN: '<p onclick="x()">Hi<script>alert(1)</script><img src="https://img.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.com" target="_blank">ok</a></p>',
      },
      startAt: iso(-HOUR),
    });
    expect(created.contents.EN).toBe(
      '<p>Hi<img src="https://img.example/a.png" /><a>x</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    // A row written around the service (by hand, or before a stricter rule) is cleaned on the way out too.
    await server.sql(`update announcements set contents = $1 where id = $2`, [
      JSON.stringify({ EN: '<p>Sneaky<img src=x onerror="alert(1)"><script>steal()</script></p>' }),
      created.id,
    ]);
    const served = (await guest.call(noticeCall, { types: 'PU' })).popups.find((p) => p.id === created.id);
    expect(served?.content).toBe('<p>Sneaky<img src="x" /></p>');
    await ops.call(endAnnouncementCall, { reason: 'operator test', id: created.id });
  });
});

describe('bad input', () => {
  it('answers 400 with the envelope and writes nothing', async () => {
    const count = async () =>
      (await server.sql<{ n: number }>('select count(*)::int as n from announcements'))[0]!.n;
    const before = await count();
    const bad = [
      { kind: 'POPUP', merchantCode: 'DEMOKH', titles: { EN: 'x' }, contents: { EN: 'x' }, startAt: iso(0) },
      { kind: 'NOTICE', merchantCode: 'DEMOKH', titles: { EN: '' }, contents: { EN: 'x' }, startAt: iso(0) },
      {
        kind: 'NOTICE',
        merchantCode: 'DEMOKH',
        titles: { EN: 'x' },
        contents: { EN: 'x' },
        startAt: 'tomorrow',
      },
      {
        kind: 'NOTICE',
        merchantCode: 'DEMOKH',
        titles: { EN: 'x' },
        contents: { EN: 'x' },
        startAt: iso(HOUR),
        endAt: iso(0),
      },
      {
        kind: 'BANNER',
        merchantCode: 'DEMOKH',
        titles: { EN: 'x' },
        groupName: 'w_home',
        imageUrls: { EN: 'https://elsewhere.example/a.png' },
        linkageType: 'NONE',
        width: 10,
        height: 10,
        startAt: iso(0),
      },
      {
        kind: 'BANNER',
        merchantCode: 'DEMOKH',
        titles: { EN: 'x' },
        groupName: 'w_home',
        imageUrls: { EN: '/media/a.svg' },
        linkageType: 'EXTERNAL',
        linkUrl: 'javascript:alert(1)',
        width: 10,
        height: 10,
        startAt: iso(0),
      },
      { kind: 'TICKER', merchantCode: 'DEMOKH', titles: { EN: 'x' }, startAt: iso(0) },
    ];
    const token = ops.token ?? '';
    for (const body of bad) {
      const answer = await server.raw('POST', '/ops/announcements', {
        body,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    for (const query of [
      'types=B,XX',
      'platform=M',
      'execution=A',
      'language=english',
      'groupName=W%20HOME',
      'page=2',
    ])
      expect((await server.raw('GET', `/wps/announcement/notice?${query}`)).status, query).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses a popup field on a banner when updating', async () => {
    const [banner] = (await ops.call(operatorAnnouncementsCall, { merchantCode: 'DEMOKH' })).filter(
      (a) => a.kind === 'BANNER',
    );
    expect(
      await refusal(
        ops.call(updateAnnouncementCall, { reason: 'operator test', id: banner!.id, execution: 'A' }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await refusal(ops.call(updateAnnouncementCall, { reason: 'operator test', id: 999_999, sort: 1 })),
    ).toBe('NOT_FOUND');
  });
});

describe('operators', () => {
  it('create, update and end a banner; ending takes it off the home page at once', async () => {
    const banner = await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'BANNER',
      merchantCode: 'DEMOKH',
      titles: { EN: 'Cup final', CN: '决赛' },
      groupName: 'w_home',
      imageUrls: { EN: '/media/banners/slots-en.svg' },
      linkageType: 'EXTERNAL',
      linkUrl: 'https://sports.example/final',
      width: 1200,
      height: 400,
      sort: 0,
      startAt: iso(-HOUR),
    });
    const home = async () =>
      (await guest.call(noticeCall, { types: 'B', groupName: 'w_home', language: 'CN' })).banners;
    expect((await home())[0]).toMatchObject({
      id: banner.id,
      title: '决赛',
      url: '/media/banners/slots-en.svg',
    });
    const updated = await ops.call(updateAnnouncementCall, {
      reason: 'operator test',
      id: banner.id,
      linkageType: 'INTERNAL',
      linkUrl: '/hot',
      sort: 9,
    });
    expect(updated).toMatchObject({ linkageType: 'INTERNAL', linkUrl: '/hot', sort: 9 });
    expect((await home()).at(-1)?.id).toBe(banner.id);
    const before = server.deps.now().getTime();
    const ended = await ops.call(endAnnouncementCall, { reason: 'operator test', id: banner.id });
    expect(Date.parse(ended.endAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(ended.endAt ?? '')).toBeLessThanOrEqual(server.deps.now().getTime());
    expect((await home()).map((b) => b.id)).not.toContain(banner.id);
    expect((await ops.call(endAnnouncementCall, { reason: 'operator test', id: banner.id })).endAt).toBe(
      ended.endAt,
    );
  });

  it('moves an end, or takes it away so the notice runs until ended; a missing end leaves it as it was', async () => {
    const notice = await ops.call(createAnnouncementCall, {
      reason: 'operator test',
      kind: 'NOTICE',
      merchantCode: 'DEMOKH',
      titles: { EN: 'Deposit bonus week' },
      contents: { EN: '<p>All week</p>' },
      startAt: iso(-HOUR),
      endAt: iso(HOUR),
    });
    const shown = async () => (await guest.call(noticeCall, { types: 'PL' })).notices.map((n) => n.id);
    const later = iso(72 * HOUR);
    const moved = await ops.call(updateAnnouncementCall, { reason: 'extended', id: notice.id, endAt: later });
    expect(moved.endAt).toBe(later);
    const titled = await ops.call(updateAnnouncementCall, {
      reason: 'typo',
      id: notice.id,
      titles: { EN: 'Deposit week' },
    });
    expect(titled).toMatchObject({ endAt: later, titles: { EN: 'Deposit week' } });
    const open = await ops.call(updateAnnouncementCall, { reason: 'runs on', id: notice.id, endAt: null });
    expect(open).toMatchObject({ endAt: null, state: 'LIVE' });
    server.advance(96 * HOUR);
    expect(await shown()).toContain(notice.id);
    // Signed in afresh: four days have passed.
    const support = await server.operatorClient();
    await support.call(endAnnouncementCall, { reason: 'operator test', id: notice.id });
    expect(await shown()).not.toContain(notice.id);
  });

  it('needs an operator session, and a region the operator may see', async () => {
    const body = {
      kind: 'NOTICE' as const,
      merchantCode: 'DEMOKH',
      titles: { EN: 'x' },
      contents: { EN: 'x' },
      startAt: iso(0),
      reason: 'operator test',
    };
    expect(await refusal(guest.call(createAnnouncementCall, body))).toBe('NOT_LOGGED_IN');
    const asMember = await server.raw('POST', '/ops/announcements', {
      body,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(asMember.body.code).toBe('NOT_LOGGED_IN');
    const thai = await server.operatorClient(await server.createOperator('ops-th-ann', ['DEMOTH']));
    expect(await refusal(thai.call(createAnnouncementCall, body))).toBe('NOT_FOUND');
    expect(await refusal(thai.call(operatorAnnouncementsCall, { merchantCode: 'DEMOKH' }))).toBe('NOT_FOUND');
    expect(await refusal(ops.call(createAnnouncementCall, { ...body, merchantCode: 'NOPE' }))).toBe(
      'NOT_FOUND',
    );
    const [kh] = await ops.call(operatorAnnouncementsCall, { merchantCode: 'DEMOKH' });
    expect(await refusal(thai.call(endAnnouncementCall, { reason: 'operator test', id: kh!.id }))).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps each write in the audit with who, what and why; a refused one leaves nothing', async () => {
    const audit = () =>
      server.sql<{ action: string; subject: string; reason: string; merchant_code: string }>(
        "select action, subject, reason, merchant_code from operator_audit where area = 'announcements' order by id",
      );
    const before = (await audit()).length;
    const notice = await ops.call(createAnnouncementCall, {
      kind: 'NOTICE',
      merchantCode: 'DEMOKH',
      titles: { EN: 'Bank holiday' },
      contents: { EN: '<p>Deposits by bank transfer arrive on Tuesday.</p>' },
      startAt: iso(-HOUR),
      reason: 'bank holiday on Monday',
    });
    expect(notice.state).toBe('LIVE');
    await ops.call(updateAnnouncementCall, { id: notice.id, sort: 5, reason: 'show it first' });
    expect((await ops.call(endAnnouncementCall, { id: notice.id, reason: 'holiday over' })).state).toBe(
      'ENDED',
    );
    // Ending what has ended changes nothing, and records nothing.
    await ops.call(endAnnouncementCall, { id: notice.id, reason: 'again' });
    const thai = await server.operatorClient(await server.createOperator('ops-th-audit', ['DEMOTH']));
    expect(await refusal(thai.call(endAnnouncementCall, { id: notice.id, reason: 'not mine' }))).toBe(
      'NOT_FOUND',
    );
    const subject = `NOTICE:${notice.id}`;
    expect((await audit()).slice(before)).toEqual([
      { action: 'ANNOUNCEMENT_CREATED', subject, reason: 'bank holiday on Monday', merchant_code: 'DEMOKH' },
      { action: 'ANNOUNCEMENT_UPDATED', subject, reason: 'show it first', merchant_code: 'DEMOKH' },
      { action: 'ANNOUNCEMENT_ENDED', subject, reason: 'holiday over', merchant_code: 'DEMOKH' },
    ]);
  });

  it('serves the banner art as images of the site', async () => {
    const response = await fetch(`${server.baseUrl}/media/banners/welcome-en.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('PLAY IN A MINUTE');
  });
});

describe('the demo announcements of a database made earlier', () => {
  const titleOf = async (key: string) =>
    (
      await server.sql<{ title: string }>(
        "select titles->>'EN' as title from announcements where merchant_code = 'DEMOKH' and demo_key = $1",
        [key],
      )
    ).map((row) => row.title);

  it("take the demo's current content unless an operator changed them, and none is added twice", async () => {
    const count = () => server.sql('select count(*)::int as n from announcements where demo_key is not null');
    const before = await count();
    // As an earlier demo wrote them: one untouched, one an operator has since edited.
    await server.sql(
      `update announcements set titles = '{"EN":"Welcome bonus"}', image_urls = '{"EN":"/media/banners/gone.svg"}'
        where demo_key = 'welcome'`,
    );
    await server.sql(
      `update announcements set titles = '{"EN":"Our own slot week"}', updated_at = updated_at + interval '1 minute'
        where merchant_code = 'DEMOKH' and demo_key = 'slots'`,
    );

    await seedDemoAnnouncements(server.db, ['DEMOKH', 'DEMOVN', 'DEMOTH'], new Date());

    expect(await titleOf('welcome')).toEqual(['Play in a minute']);
    expect(await titleOf('slots')).toEqual(['Our own slot week']);
    expect(await count()).toEqual(before);
    const [welcome] = await server.sql<{ url: string }>(
      "select image_urls->>'EN' as url from announcements where merchant_code = 'DEMOKH' and demo_key = 'welcome'",
    );
    expect(welcome?.url).toBe('/media/banners/welcome-en.svg');
  });
});
