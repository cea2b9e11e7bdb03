import { announcementContentCall, noticeCall, type Popup } from '@platform/shared-contracts/client';
import { assertNoContractViolations, createFakeApi } from '@platform/shared-contracts/testing';
import { Modal } from '@platform/shared-ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMember, renderLayout } from '../layout/test/render-layout';
import { bus } from '../platform/platform';
import { GlobalPopups } from '../popups/global-popups';
import { languageAtom } from '../store/host-store';
import { NoticeMarquee } from './notice-marquee';
import { popupMarkerKey } from './popup-markers';

afterEach(() => assertNoContractViolations());

const notice = (id: number, title: string) => ({
  id,
  title,
  content: `<p>${title} in full</p>`,
  language: 'EN',
  promotionType: 'PL' as const,
  time: '2026-01-01T00:00:00.000Z',
});
const popup = (id: number, execution: Popup['execution']): Popup => ({
  ...notice(id, `Popup ${execution}`),
  promotionType: 'PU',
  execution,
});
const payload = (popups: Popup[]) => ({
  banners: [],
  notices: [notice(1, 'Maintenance Tuesday'), notice(2, 'Play responsibly')],
  popups,
  promotions: [],
});

function fakeApi() {
  const asked: { call: string; input: unknown }[] = [];
  const api = createFakeApi()
    .on(noticeCall, (input) => {
      asked.push({ call: 'notice', input });
      return payload([popup(10, 'B')]);
    })
    .on(announcementContentCall, (input) => {
      asked.push({ call: 'contentV2', input });
      return payload([popup(20, 'A'), popup(21, 'F')]);
    });
  return { api, asked };
}

const page = (
  <>
    <NoticeMarquee />
    <GlobalPopups />
  </>
);

/** A login dialog open from the start, as one a visitor opened before the popups arrived. */
function LoginOpen() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Log in" closeLabel="Close login">
      <input aria-label="Username" />
    </Modal>
  );
}

describe('announcements in the shell', () => {
  it('shows a visitor the notices in the marquee and the B popup until it is closed, then not again', async () => {
    const { api, asked } = fakeApi();
    const first = await renderLayout(page, { services: { api } });
    const dialog = await screen.findByTestId('announcement-popup');
    expect(within(dialog).getByText('Popup B')).toBeTruthy();
    expect(asked).toEqual([{ call: 'notice', input: { types: 'PL,PU', platform: 'W', language: 'EN' } }]);
    const marquee = screen.getByTestId('notice-marquee');
    expect(
      within(marquee)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Maintenance Tuesday', 'Play responsibly']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    expect(sessionStorage.getItem(popupMarkerKey('B'))).toBe('[10]');

    // A reload in the same session: the marker keeps it closed.
    first.unmount();
    await renderLayout(page, { services: { api } });
    await screen.findByTestId('notice-marquee');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });

  it('holds a popup while another dialog is open, and shows it once that dialog closes', async () => {
    const { api } = fakeApi();
    await renderLayout(
      <>
        <LoginOpen />
        {page}
      </>,
      { services: { api } },
    );
    await screen.findByTestId('notice-marquee');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Maintenance Tuesday' })).toHaveLength(1),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close login' }));
    const dialog = await screen.findByTestId('announcement-popup');
    expect(within(dialog).getByText('Popup B')).toBeTruthy();
  });

  it('shows a member the A popup, then the F one on the first login, each closed on its own', async () => {
    const { api, asked } = fakeApi();
    await renderLayout(page, { services: { api }, member: makeMember() });
    const a = await screen.findByTestId('announcement-popup');
    expect(within(a).getByText('Popup A')).toBeTruthy();
    expect(asked[0]).toEqual({ call: 'contentV2', input: { types: 'PL,PU', platform: 'W', language: 'EN' } });
    fireEvent.click(within(a).getByRole('button', { name: 'Close' }));
    const f = await screen.findByText('Popup F');
    fireEvent.click(
      within(screen.getByTestId('announcement-popup')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    expect(f.isConnected).toBe(false);
    expect(sessionStorage.getItem(popupMarkerKey('A'))).toBe('[20]');
    expect(sessionStorage.getItem(popupMarkerKey('F'))).toBe('[21]');
  });

  it('loads again in the new language', async () => {
    const { api, asked } = fakeApi();
    const { store } = await renderLayout(page, { services: { api } });
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => store.set(languageAtom, 'KM'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.input).toMatchObject({ language: 'KM' });
  });

  it('marks an operator’s English text as English on a Khmer page: marquee, notice popup and announcement popup', async () => {
    const { api } = fakeApi();
    const { store } = await renderLayout(page, { services: { api } });
    act(() => store.set(languageAtom, 'KM'));
    const announcement = await screen.findByTestId('announcement-popup');
    expect(within(announcement).getByRole('heading', { name: 'Popup B' }).getAttribute('lang')).toBe('en');
    fireEvent.click(within(announcement).getByRole('button', { name: /^(Confirm|យល់ព្រម)$/ }));
    const marquee = await screen.findByTestId('notice-marquee');
    const title = within(marquee).getByRole('button', { name: 'Maintenance Tuesday' });
    expect(title.getAttribute('lang')).toBe('en');
    // The notice's popup as a title click asks for it (the next test checks the request): its text marked too.
    act(() => bus.emit('popup:show', { title: 'Maintenance Tuesday', html: '<p>In full</p>', lang: 'en' }));
    const notice = await screen.findByRole('dialog', { name: 'Maintenance Tuesday' });
    expect(within(notice).getByRole('heading').getAttribute('lang')).toBe('en');
    await waitFor(() =>
      expect(within(notice).getByText('In full').closest('[lang]')?.getAttribute('lang')).toBe('en'),
    );
  });

  it('opens the notice popup with the notice content when a marquee title is clicked', async () => {
    const { api } = fakeApi();
    const { bus } = await renderLayout(<NoticeMarquee />, { services: { api } });
    const shown: unknown[] = [];
    bus.on('popup:show', (payload) => shown.push(payload));
    // The marquee alone does not load: the shell's popups do. Nothing shows without notices.
    expect(screen.queryByTestId('notice-marquee')).toBeNull();
    await renderLayout(page, { services: { api }, bus });
    const marquee = await screen.findByTestId('notice-marquee');
    fireEvent.click(within(marquee).getByRole('button', { name: 'Play responsibly' }));
    expect(shown).toEqual([
      { title: 'Play responsibly', html: '<p>Play responsibly in full</p>', lang: 'en', coverClose: true },
    ]);
  });

  it('keeps the marquee line while the notices load, and none on a device whose last visit had no notices', async () => {
    const { api } = fakeApi();
    await renderLayout(page, { services: { api } });
    expect(screen.getByTestId('notice-marquee-pending')).toBeTruthy();
    await screen.findByTestId('notice-marquee');
    expect(screen.queryByTestId('notice-marquee-pending')).toBeNull();
    // The device remembers it saw notices once the marquee's effect has run (it may run after the marquee is drawn:
    // a later visit that saw none is set up only after it, or this one's effect would overwrite it).
    await waitFor(() => expect(localStorage.getItem('noticeMarqueeShown')).toBe('1'));

    localStorage.setItem('noticeMarqueeShown', '0');
    const none = createFakeApi().on(noticeCall, () => ({ ...payload([]), notices: [] }));
    const { container } = await renderLayout(<NoticeMarquee />, { services: { api: none } });
    expect(container.querySelector('.notice-marquee')).toBeNull();
  });
});
