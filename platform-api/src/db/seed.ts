import { join } from 'node:path';
import { OPERATOR_ROLES } from '@platform/shared-contracts/operator';
import { DEVELOPMENT_TOTP_KEY } from '../config';
import { seedDemoAnnouncements } from '../modules/announcements/demo-announcements';
import { enrolOperatorTotp } from '../modules/operator/operator-service';
import {
  applyProvisioning,
  PROVISIONING_LOCK,
  readProvisioningFile,
} from '../modules/provisioning/provisioning-service';
import { hashPassword } from '../modules/security/password-hash';
import { grantOpeningBalance } from '../modules/wallet/opening-balance';
import type { Database } from './database';

export const DEMO_MEMBER = {
  account: 'demo01',
  password: 'demo1234',
  mobile: '12345678',
  dialingCode: '855',
};
/**
 * A member of DEMOTH, the demo region whose lottery stakes from its own LOTTERY wallet (decisions 080, 097): the
 * member moves money into it with the ordinary wallet transfer before betting.
 */
export const DEMO_LOTTERY_MEMBER = {
  account: 'demoth01',
  password: 'demo1234',
  merchantCode: 'DEMOTH',
  currency: 'THB',
  openingBalanceMinor: 100_000n,
};
export const DEMO_AGENT = { account: 'agent01', password: 'agent1234', affiliateCode: 'AGENT01' };
/** The TOTP secret is published with the demo: tests and the demo banner compute codes from it. */
export const DEMO_OPERATOR = {
  username: 'ops01',
  password: 'ops-demo-1234',
  totpSecret: 'DEMOOPSDEMOOPSDEMOOPSDEMOOPSDEMO',
};
/** The demo member starts with this much in the main wallet (minor units), so the site can be tried at once. */
export const DEMO_OPENING_BALANCE_MINOR = 1_000_000n;
/** The demo's brand and its three regions, which differ on purpose so every switch and setting is exercised. */
export const DEMO_PROVISIONING_FILE = join(import.meta.dirname, '..', '..', 'provisioning', 'demo.json');

/**
 * The demo, only when asked for (never in production): the demo regions from `provisioning/demo.json` (applied again
 * on every call, like any provisioning file), and once the demo member, agent, operator and the member's opening
 * balance. Answers the credentials when it created the people now, or null when they were already there.
 */
export async function seedDemoData(db: Database, totpKey: Buffer | null = DEVELOPMENT_TOTP_KEY) {
  // The demo lists the vendors of its file that this build can launch (a real file naming another is refused).
  const { regions } = await applyProvisioning(db, await readProvisioningFile(DEMO_PROVISIONING_FILE), {
    unlaunchable: 'skip',
  });
  await seedDemoAnnouncements(db, regions, new Date());
  const people = await seedDemoPeople(db, totpKey);
  // Its own step: a demo database made before this member existed gets it on its next start.
  await seedDemoLotteryMember(db);
  return people ? { ...people, lotteryMember: DEMO_LOTTERY_MEMBER } : null;
}

async function seedDemoLotteryMember(db: Database) {
  const { account, password, merchantCode, currency, openingBalanceMinor } = DEMO_LOTTERY_MEMBER;
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [PROVISIONING_LOCK]);
    const [member] = await tx.query<{ id: number }>(
      `insert into members (merchant_code, account, password_hash, type, nickname, first_time_login)
       select $1, $2, $3, 0, 'Demo Lottery Player', false
        where not exists (select 1 from members where merchant_code = $1 and lower(account) = $2)
       returning id`,
      [merchantCode, account, hash],
    );
    if (!member) return;
    await grantOpeningBalance(tx, {
      merchantCode,
      memberId: member.id,
      currency,
      amount: openingBalanceMinor,
      createdAt: new Date(),
    });
  });
}

async function seedDemoPeople(db: Database, totpKey: Buffer | null) {
  const memberHash = await hashPassword(DEMO_MEMBER.password);
  const agentHash = await hashPassword(DEMO_AGENT.password);
  const operatorHash = await hashPassword(DEMO_OPERATOR.password);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [PROVISIONING_LOCK]);
    const [existing] = await tx.query<{ n: number }>(
      `select count(*)::int as n from members where merchant_code = 'DEMOKH' and lower(account) = $1`,
      [DEMO_MEMBER.account],
    );
    if ((existing?.n ?? 0) > 0) return null;
    const [agent] = await tx.query<{ id: number }>(
      `insert into members (merchant_code, account, password_hash, type, nickname, affiliate_code, referral_code,
         first_time_login, email) values ('DEMOKH', $1, $2, 1, 'Demo Agent', $3, 'AGREF001', false, 'agent01@example.com')
       returning id`,
      [DEMO_AGENT.account, agentHash, DEMO_AGENT.affiliateCode],
    );
    const [member] = await tx.query<{ id: number }>(
      `insert into members (merchant_code, account, password_hash, type, nickname, dialing_code, mobile_num, email,
         payee_name, parent_id, referral_code, first_time_login)
       values ('DEMOKH', $1, $2, 0, 'Demo Player', $3, $4, 'demo01@example.com', 'Demo Player', $5, 'DEMOREF1', true)
       returning id`,
      [DEMO_MEMBER.account, memberHash, DEMO_MEMBER.dialingCode, DEMO_MEMBER.mobile, agent!.id],
    );
    await grantOpeningBalance(tx, {
      merchantCode: 'DEMOKH',
      memberId: member!.id,
      currency: 'KHR',
      amount: DEMO_OPENING_BALANCE_MINOR,
      createdAt: new Date(),
    });
    await tx.query(
      'insert into operators (username, password_hash, roles) values ($1, $2, $3) on conflict do nothing',
      [DEMO_OPERATOR.username, operatorHash, OPERATOR_ROLES],
    );
    if (totpKey)
      await enrolOperatorTotp(
        { db: tx, config: { operatorTotpKey: totpKey } },
        DEMO_OPERATOR.username,
        DEMO_OPERATOR.totpSecret,
      );
    return { member: DEMO_MEMBER, agent: DEMO_AGENT, operator: DEMO_OPERATOR };
  });
}
