import {
  addDays,
  approveWithdrawalCall,
  createApiClient,
  dayInZone,
  merchantWalletCall,
  newIdempotencyKey,
  operatorLoginCall,
  operatorWithdrawalsCall,
  payWithdrawalCall,
} from '@platform/shared-contracts/server';
import type { Locator, Page } from '@playwright/test';
import { DEMO_LOTTERY_MEMBER, DEMO_OPERATOR } from '../../platform-api/src/db/seed';
import { freshOperatorCode } from '../support/operator';
import { DEMO, DESKTOP, expectLoggedIn, forgetAttempts, restoreDemoMember } from '../support/player';
import { expect, type Site, takePicture, test, withoutAnnouncementPopups } from '../support/site';

/**
 * Money through the member centre, against the real server: a deposit paid on the sandbox provider's page, a
 * transfer to a vendor wallet and back (in the Thai region, the demo's one with a vendor wallet), a withdrawal the
 * operator pays and the member confirms as partly received, and the account record of every step. The demo member
 * starts with 10,000.00 KHR. The steps build on each other, so they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP, locale: 'en-US' });

const PAYMENT_PASSWORD = '123456';

test.afterEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoMember(site);
});

async function logIn(page: Page, member: { account: string; password: string } = DEMO) {
  await page.goto('/');
  const header = page.getByTestId('header-login');
  await header.getByRole('textbox', { name: 'Username' }).fill(member.account);
  await header.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page, member.account);
}

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('balance');

/** Opens the member centre from the header and goes to one of its pages through its menu. */
async function openCentre(page: Page, pageName: string): Promise<Locator> {
  const centre = page.getByTestId('member-centre');
  if (!(await centre.isVisible())) await page.getByTestId('account-summary').click();
  await centre
    .getByRole('navigation', { name: 'Member centre pages' })
    .getByRole('button', { name: pageName })
    .click();
  await expect(centre.getByRole('heading', { name: pageName, level: 3 })).toBeVisible();
  return centre;
}

/**
 * The operator API, through the same contract client, as the back office would call it: the demo operator's
 * password and the code its authenticator app would show now, from the published demo secret.
 */
async function operator(site: Site) {
  let token: string | null = null;
  const api = createApiClient({ baseUrl: site.baseURL, getToken: () => token });
  ({ token } = await api.call(operatorLoginCall, {
    username: DEMO_OPERATOR.username,
    password: DEMO_OPERATOR.password,
    code: await freshOperatorCode(site),
  }));
  return api;
}

/**
 * The login password and the code texted to the demo member's bound mobile, which every security-centre change
 * asks for.
 */
async function proveItIsTheMember(form: Locator, site: Site) {
  await form.getByRole('textbox', { name: 'Login password', exact: true }).fill(DEMO.password);
  await form.getByTestId('send-security-code').click();
  await expect(form.getByTestId('send-security-code')).toContainText('Resend in');
  await form
    .getByRole('textbox', { name: 'Security code', exact: true })
    .fill(await site.lastSmsCode(DEMO.phone));
}

test('a deposit paid on the provider page is credited and the header balance follows', async ({ page }) => {
  await logIn(page);
  await expect(headerBalance(page)).toContainText('10,000.00');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByTestId('member-centre');
  await expect(centre.getByRole('heading', { name: 'Deposit', level: 3 })).toBeVisible();
  await centre.getByRole('radio', { name: /Sandbox bank transfer/ }).check();
  await centre.getByRole('textbox', { name: 'Amount' }).fill('500');

  const popupOpened = page.waitForEvent('popup');
  await centre.getByTestId('deposit-submit').click();
  const provider = await popupOpened;
  await expect(centre.getByTestId('deposit-waiting')).toContainText('Waiting for your payment');
  await provider.getByTestId('sandbox-pay').click();

  await expect(centre.getByTestId('deposit-result')).toContainText('Deposit credited');
  await expect(centre.getByTestId('deposit-result')).toContainText('500.00');
  await expect(headerBalance(page)).toContainText('10,500.00');
});

test('a transfer to a vendor wallet and back moves the money both ways', async ({ browser, site }) => {
  // DEMOKH plays everything from the main wallet; the Thai demo region keeps the lottery's money apart (decision 190).
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', baseURL: site.baseURL });
  await context.addInitScript((merchant) => {
    localStorage.setItem('merchantCode', merchant);
    localStorage.setItem('language', 'EN');
  }, DEMO_LOTTERY_MEMBER.merchantCode);
  await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  try {
    await logIn(page, DEMO_LOTTERY_MEMBER);
    const centre = await openCentre(page, 'Wallet transfer');
    const form = centre.getByTestId('transfer-form');
    await expect(centre.getByTestId('wallet-MAIN')).toContainText('1,000.00');
    await takePicture(page, 'centre-transferFund-thai-1440-light-EN', { fullPage: false });

    await form.getByRole('combobox', { name: 'To' }).selectOption({ label: 'Lottery' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('200');
    await form.getByTestId('transfer-submit').click();
    await expect(form.getByRole('status')).toContainText('200.00 moved to Lottery');
    await expect(centre.getByTestId('wallet-LOTTERY')).toContainText('200.00');
    await expect(centre.getByTestId('wallet-MAIN')).toContainText('800.00');
    await expect(headerBalance(page)).toContainText('800.00');

    await form.getByTestId('transfer-swap').click();
    await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('LOTTERY');
    await form.getByTestId('transfer-all').click();
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('200.00');
    await form.getByTestId('transfer-submit').click();
    await expect(form.getByRole('status')).toContainText('200.00 moved to Main wallet');
    await expect(centre.getByTestId('wallet-LOTTERY')).toContainText('0.00');
    await expect(headerBalance(page)).toContainText('1,000.00');
  } finally {
    await context.close();
  }
});

test('a member of a region with one wallet is offered no wallet transfer', async ({ page }) => {
  const walletRead = page.waitForResponse((response) => response.url().includes(merchantWalletCall.path));
  await logIn(page);
  await walletRead;
  const account = page.getByRole('region', { name: 'My account' });
  await expect(account.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Wallet transfer' })).toHaveCount(0);
  const centre = await openCentre(page, 'Deposit');
  const menu = centre.getByRole('navigation', { name: 'Member centre pages' });
  await expect(menu.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Wallet transfer' })).toHaveCount(0);
});

test('a withdrawal paid by the operator is confirmed as partly received', async ({ page, site }) => {
  test.setTimeout(120_000);
  await logIn(page);
  let centre = await openCentre(page, 'Withdraw');

  // First the payment password, through the prompt that sends the member to the security centre.
  await centre.getByTestId('withdraw-needs-paymentPassword').getByRole('button').click();
  const passwordForm = centre.getByTestId('payment-password-form');
  await passwordForm.getByRole('textbox', { name: 'Payment password', exact: true }).fill(PAYMENT_PASSWORD);
  await passwordForm
    .getByRole('textbox', { name: 'Confirm payment password', exact: true })
    .fill(PAYMENT_PASSWORD);
  await proveItIsTheMember(passwordForm, site);
  await passwordForm.getByRole('button', { name: 'Save' }).click();
  await expect(centre.getByTestId('security-paymentPassword')).toContainText(
    'Your payment password has been saved',
  );

  // Then a bank account.
  await centre.getByTestId('security-bankAccounts').getByRole('button', { name: 'Manage' }).click();
  const bankForm = centre.getByTestId('bind-bank-form');
  await bankForm.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('ABA Bank');
  await bankForm.getByRole('textbox', { name: 'Account holder name', exact: true }).fill('Demo Player');
  await bankForm.getByRole('textbox', { name: 'Account number', exact: true }).fill('0012345678');
  await bankForm.getByRole('textbox', { name: 'Payment password', exact: true }).fill(PAYMENT_PASSWORD);
  // A fresh SMS send window for the demo member's mobile.
  await forgetAttempts(site);
  await proveItIsTheMember(bankForm, site);
  await bankForm.getByRole('button', { name: 'Bind bank account' }).click();
  await expect(centre.getByTestId('security-bankAccounts')).toContainText('The bank account has been bound');
  await expect(centre.getByTestId('security-bankAccounts')).toContainText('1 of 3 bound');

  // The request: the amount is held from the main wallet at once.
  centre = await openCentre(page, 'Withdraw');
  const form = centre.getByTestId('withdraw-form');
  await expect(form.getByRole('combobox', { name: 'Bank account' })).toContainText('ABA Bank ****5678');
  await form.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await form.getByRole('textbox', { name: 'Payment password', exact: true }).fill(PAYMENT_PASSWORD);
  // The security changes just made pause withdrawals for the region's 24 hours.
  await expect(form.getByTestId('withdraw-held')).toContainText('Withdrawals are paused until');
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert')).toContainText('Withdrawals are paused for a while');
  await expect(headerBalance(page)).toContainText('10,500.00');
  // The member comes back after the hold: the changes are moved back past it.
  await site.sql(
    "update members set security_changed_at = security_changed_at - interval '24 hours' where account = $1",
    [DEMO.account],
  );
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('status')).toContainText('Withdrawal request for ៛1,000.00 sent');
  await expect(headerBalance(page)).toContainText('9,500.00');
  const list = centre.getByTestId('withdrawal-list');
  await expect(list.getByTestId('withdrawal-status').first()).toHaveText('In process');

  // The operator approves and pays it out.
  const ops = await operator(site);
  const pending = await ops.call(operatorWithdrawalsCall, { status: 'PENDING' });
  const request = pending.content.find((w) => w.memberAccount === DEMO.account && w.amount === '1000.00');
  expect(request).toBeDefined();
  await ops.call(approveWithdrawalCall, { withdrawalId: request!.id });
  await ops.call(payWithdrawalCall, {
    withdrawalId: request!.id,
    payoutReference: `E2E-${request!.id}`,
    idempotencyKey: newIdempotencyKey(),
  });

  // The member sees the payout (the page reads the list again when opened) and confirms 600 of 1000 arrived.
  await openCentre(page, 'Account record');
  centre = await openCentre(page, 'Withdraw');
  const item = centre.getByTestId(`withdrawal-${request!.id}`);
  await expect(item.getByTestId('withdrawal-status')).toHaveText('Approved');
  await expect(item.getByTestId('confirm-by')).toContainText(
    /Please confirm by \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
  );
  await item.getByTestId('confirm-receipt-open').click();
  await item.getByRole('radio', { name: 'Partly received' }).check();
  await item.getByRole('textbox', { name: 'Amount received' }).fill('600');
  await expect(item.getByTestId('confirm-remainder')).toHaveText('Not received: ៛400.00');
  await item.getByRole('textbox', { name: /Remark/ }).fill('Only 600 arrived');
  await item.getByTestId('confirm-submit').click();
  await expect(item.getByTestId('withdrawal-status')).toHaveText('Arrived');
  await expect(item).toContainText('Received ៛600.00 · Not received ៛400.00');

  const [stored] = await site.sql<{ status: string; amount_received: string }>(
    'select status, amount_received::text from withdrawals where id = $1',
    [request!.id],
  );
  expect(stored).toEqual({ status: 'PARTIAL', amount_received: '60000' });
});

/**
 * Today in the demo region (DEMOKH keeps Phnom Penh time) by the server's clock: the day the server filed the steps
 * above on (the site's clock may run ahead of the real one, lottery.spec moves it).
 */
const regionToday = (site: Site) => dayInZone(site.deps.now(), 'Asia/Phnom_Penh');

/**
 * The browser's clock on that same region day at two hours when a device in New York is on another calendar day:
 * 18:30 UTC (the region is already on the next day) and 02:00 UTC (New York is still on the evening before). The
 * account record's default range must be the region's days, whatever the device's clock zone and the hour.
 */
const BROWSER_TIMES = [
  { at: '18:30 UTC', time: (site: Site) => `${addDays(regionToday(site), -1)}T18:30:00Z` },
  { at: '02:00 UTC', time: (site: Site) => `${regionToday(site)}T02:00:00Z` },
];

for (const { at, time } of BROWSER_TIMES) {
  test.describe(`on a phone in New York at ${at}`, () => {
    test.use({ timezoneId: 'America/New_York' });

    test('the account record lists every step', async ({ page, site }) => {
      await page.clock.install({ time: new Date(time(site)) });
      await logIn(page);
      const centre = await openCentre(page, 'Account record');
      const rows = centre.getByTestId('history-row');
      await expect(rows.first()).toBeVisible();
      // Other suites' rounds can push the opening balance past the first page: read to the end of the record.
      const loadMore = centre.getByRole('button', { name: 'Load more' });
      while (await loadMore.isVisible()) {
        const shown = await rows.count();
        await loadMore.click();
        await expect.poll(() => rows.count()).toBeGreaterThan(shown);
      }
      await expect(centre.getByText('No more records')).toBeVisible();
      const all = await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-kind')));
      // Other suites' lottery bets and game rounds share the demo member's record; the money steps are this test's.
      const kinds = all.filter((kind) => !kind?.startsWith('LOTTERY_') && !kind?.startsWith('GAME_'));
      // Newest first: the payout, the hold, the deposit, the opening balance.
      expect(kinds).toEqual(['WITHDRAWAL_PAID', 'WITHDRAWAL_HOLD', 'DEPOSIT', 'ADJUSTMENT']);
      // Other suites' rounds may land between the steps (two workers): read the money steps among the rows.
      const steps = centre.locator(
        '[data-testid="history-row"]:not([data-kind^="LOTTERY_"]):not([data-kind^="GAME_"])',
      );
      await expect(steps.nth(1)).toContainText('Withdrawal request');
      await expect(steps.nth(1)).toContainText('-៛1,000.00');
      await expect(steps.nth(2)).toContainText('+៛500.00');
      await expect(steps.nth(2)).toContainText('Balance ៛10,500.00');

      await centre.getByRole('combobox', { name: 'Type' }).selectOption('DEPOSIT');
      await expect(rows).toHaveCount(1);
    });
  });
}
