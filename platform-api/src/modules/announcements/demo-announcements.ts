import { HOME_BANNER_GROUP } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import { insertAnnouncement, type NewAnnouncement } from './announcements-store';
import { sanitizeContent } from './sanitize-content';

/** The demo's announcements start long ago and never end, so any clock a test or the demo uses sees them live. */
const DEMO_START = new Date('2020-01-01T00:00:00Z');

/** `key` names the item for good (a demo database made earlier is brought up to date by it); `art`, its images. */
const banner = (
  key: string,
  sort: number,
  linkageType: 'INTERNAL' | 'EXTERNAL' | 'NONE',
  linkUrl: string,
  art = key,
) => ({
  key,
  sort,
  linkageType,
  linkUrl,
  imageUrls: {
    EN: `/media/banners/${art}-en.svg`,
    CN: `/media/banners/${art}-cn.svg`,
    KM: `/media/banners/${art}-km.svg`,
  },
});

const BANNERS = [
  {
    ...banner('welcome', 1, 'INTERNAL', '/register'),
    titles: { EN: 'Play in a minute', CN: '一分钟开玩', KM: 'លេងបានក្នុងមួយនាទី' },
  },
  {
    ...banner('slots', 2, 'INTERNAL', '/hot'),
    titles: { EN: 'Temple of Fortune', CN: '财富神殿', KM: 'ប្រាសាទសំណាង' },
  },
  {
    ...banner('cashback', 3, 'INTERNAL', '/rng', 'fair'),
    titles: { EN: 'Provably fair', CN: '可验证公平', KM: 'យុត្តិធម៌ដែលផ្ទៀងផ្ទាត់បាន' },
  },
];

const NOTICES = [
  {
    key: 'notice-maintenance',
    titles: { EN: 'Scheduled maintenance', CN: '系统维护通知', KM: 'ការថែទាំតាមកាលវិភាគ' },
    contents: {
      EN: '<p>Payments pause for 30 minutes on Tuesday at 02:00 for scheduled maintenance. Games stay open.</p>',
      CN: '<p>周二 02:00 支付系统将暂停 30 分钟进行例行维护，游戏照常开放。</p>',
      KM: '<p>ការទូទាត់ប្រាក់នឹងផ្អាក 30 នាទី នៅថ្ងៃអង្គារ ម៉ោង 02:00 សម្រាប់ការថែទាំ។ ហ្គេមនៅតែបើក។</p>',
    },
  },
  {
    key: 'notice-responsible',
    titles: { EN: 'Play responsibly', CN: '理性娱乐', KM: 'លេងដោយទំនួលខុសត្រូវ' },
    contents: {
      EN: '<p>Set a daily limit in the member centre and take breaks. Players must be 18 or older.</p>',
      CN: '<p>请在会员中心设置每日限额并适时休息。玩家须年满 18 岁。</p>',
      KM: '<p>កំណត់ដែនកំណត់ប្រចាំថ្ងៃនៅក្នុងមជ្ឈមណ្ឌលសមាជិក ហើយសម្រាកខ្លះ។ អ្នកលេងត្រូវមានអាយុ 18 ឆ្នាំឡើងទៅ។</p>',
    },
  },
];

const POPUPS = [
  {
    key: 'popup-guest',
    execution: 'B' as const,
    titles: { EN: 'Welcome to the demo', CN: '欢迎体验演示站', KM: 'សូមស្វាគមន៍មកកាន់កំណែសាកល្បង' },
    contents: {
      EN: '<p>This is a demo site: money is play money. Log in as <b>demo01</b> to try deposits and games.</p>',
      CN: '<p>这是演示站，资金均为模拟。使用 <b>demo01</b> 登录即可体验存款和游戏。</p>',
      KM: '<p>នេះជាគេហទំព័រសាកល្បង៖ ប្រាក់ជាប្រាក់លេង។ ចូលជា <b>demo01</b> ដើម្បីសាកល្បងការដាក់ប្រាក់ និងហ្គេម។</p>',
    },
  },
  {
    key: 'popup-member',
    execution: 'A' as const,
    titles: { EN: 'Set your limits', CN: '设定您的限额', KM: 'កំណត់ដែនកំណត់របស់អ្នក' },
    contents: {
      EN: '<p>Daily deposit and loss limits and time-outs are in the member centre, under Responsible gaming.</p>',
      CN: '<p>每日存款和亏损限额以及暂停功能，请在会员中心的“负责任博彩”中设定。</p>',
      KM: '<p>ដែនកំណត់ដាក់ប្រាក់ និងការខាតបង់ប្រចាំថ្ងៃ និងការផ្អាកលេង មាននៅក្នុងមជ្ឈមណ្ឌលសមាជិក ក្រោម ល្បែងប្រកបដោយការទទួលខុសត្រូវ។</p>',
    },
  },
];

function demoItems(merchantCode: string): NewAnnouncement[] {
  const base = {
    merchantCode,
    contents: {},
    execution: null,
    groupName: null,
    imageUrls: {},
    linkageType: null,
    linkUrl: null,
    width: null,
    height: null,
    startAt: DEMO_START,
    endAt: null,
    createdBy: 'demo',
  };
  return [
    ...BANNERS.map((b) => ({
      ...base,
      kind: 'BANNER' as const,
      titles: b.titles,
      groupName: HOME_BANNER_GROUP,
      imageUrls: b.imageUrls,
      linkageType: b.linkageType,
      linkUrl: b.linkUrl,
      width: 1200,
      height: 400,
      sort: b.sort,
      demoKey: b.key,
    })),
    ...NOTICES.map((n, sort) => ({
      ...base,
      kind: 'NOTICE' as const,
      titles: n.titles,
      contents: n.contents,
      sort,
      demoKey: n.key,
    })),
    ...POPUPS.map((p, sort) => ({
      ...base,
      kind: 'POPUP' as const,
      titles: p.titles,
      contents: p.contents,
      execution: p.execution,
      sort,
      demoKey: p.key,
    })),
  ];
}

/**
 * The demo regions' banners, notices and popups, each written once (running the demo seeding again adds none; it
 * brings the ones no operator has changed up to the demo's current content).
 */
export async function seedDemoAnnouncements(db: Queryable, merchantCodes: readonly string[], now: Date) {
  for (const merchantCode of merchantCodes) {
    for (const item of demoItems(merchantCode)) {
      const contents = Object.fromEntries(
        Object.entries(item.contents).map(([l, h]) => [l, sanitizeContent(h)]),
      );
      await insertAnnouncement(db, { ...item, contents }, now);
    }
  }
}
