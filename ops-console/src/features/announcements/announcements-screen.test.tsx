import {
  createAnnouncementCall,
  endAnnouncementCall,
  type OperatorAnnouncement,
  operatorAnnouncementsCall,
  updateAnnouncementCall,
} from '@platform/shared-contracts/operator';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console';

const HOUR = 3_600_000;
const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

const item = (id: number, extra: Partial<OperatorAnnouncement>): OperatorAnnouncement => ({
  id,
  kind: 'NOTICE',
  merchantCode: 'DEMOKH',
  titles: { EN: `Notice ${id}` },
  contents: { EN: '<p>x</p>' },
  execution: null,
  groupName: null,
  imageUrls: {},
  linkageType: null,
  linkUrl: null,
  sort: 0,
  startAt: iso(-HOUR),
  endAt: null,
  state: 'LIVE',
  ...extra,
});

let api: FakeApi;
let stored: OperatorAnnouncement[];
beforeEach(() => {
  stored = [
    item(3, { titles: { EN: 'Maintenance tonight', KM: 'ការថែទាំយប់នេះ' } }),
    item(2, {
      kind: 'POPUP',
      execution: 'B',
      titles: { EN: 'Welcome' },
      startAt: iso(24 * HOUR),
      state: 'SCHEDULED',
    }),
    // The server says which state each is in, on its clock: the screen shows it whatever the laptop's clock says.
    item(1, { titles: { EN: 'Old news' }, startAt: iso(-48 * HOUR), endAt: iso(24 * HOUR), state: 'ENDED' }),
  ];
  api = createFakeApi()
    .on(operatorAnnouncementsCall, () => stored)
    .on(endAnnouncementCall, (input) => {
      stored = stored.map((a) => (a.id === input.id ? { ...a, endAt: iso(60_000), state: 'ENDED' } : a));
      return stored.find((a) => a.id === input.id) as OperatorAnnouncement;
    })
    .on(updateAnnouncementCall, (input) => {
      stored = stored.map((a) =>
        a.id === input.id
          ? {
              ...a,
              titles: input.titles ?? a.titles,
              endAt: input.endAt === undefined ? a.endAt : input.endAt,
            }
          : a,
      );
      return stored.find((a) => a.id === input.id) as OperatorAnnouncement;
    })
    .on(createAnnouncementCall, (input) => {
      const created = item(4, { titles: input.titles, kind: input.kind, startAt: input.startAt });
      stored = [created, ...stored];
      return created;
    });
});

const row = (id: number) => screen.getByTestId(`announcement-${id}`);
const dialog = () => screen.getByTestId('action-dialog');

describe('the announcements screen', () => {
  it('lists the region’s announcements as live, scheduled or ended, and ends one with the reason', async () => {
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/announcements' });
    await screen.findByTestId('announcement-3');
    expect(within(row(3)).getByText('Live')).toBeTruthy();
    expect(row(3).textContent).toContain('ការថែទាំយប់នេះ');
    expect(within(row(2)).getByText('Scheduled')).toBeTruthy();
    expect(row(2).textContent).toContain('Visitors not logged in');
    expect(within(row(1)).getByText('Ended')).toBeTruthy();
    expect(within(row(1)).queryByRole('button', { name: 'End now' })).toBeNull();

    fireEvent.click(within(row(3)).getByRole('button', { name: 'End now' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'End now' }));
    expect(errorOf(/Reason/, dialog())).toBe('This field cannot be empty');
    type(/Reason/, 'maintenance done', dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'End now' }));
    await waitFor(() => expect(within(row(3)).getByText('Ended')).toBeTruthy());
    expect(api.inputsOf(endAnnouncementCall)).toEqual([{ id: 3, reason: 'maintenance done' }]);
  });

  it('writes a popup: English required, the other languages only when written, times in UTC', async () => {
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/announcements' });
    await screen.findByTestId('announcement-3');
    fireEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Kind/), { target: { value: 'POPUP' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Shown to/), { target: { value: 'F' } });
    type(/Reason/, 'welcome new members', dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish' }));
    // Nothing is sent while the English title and content are missing.
    expect(within(dialog()).getAllByText('This field cannot be empty')).toHaveLength(2);
    expect(api.inputsOf(createAnnouncementCall)).toEqual([]);

    const [enTitle, , kmTitle] = within(dialog()).getAllByLabelText(/^Title/);
    const [enContent] = within(dialog()).getAllByLabelText(/^Content/);
    fireEvent.change(enTitle!, { target: { value: 'Welcome!' } });
    fireEvent.change(kmTitle!, { target: { value: 'សូមស្វាគមន៍!' } });
    fireEvent.change(enContent!, { target: { value: '<p>Your first deposit is doubled.</p>' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Starts/), { target: { value: '2026-12-24T17:00' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Ends/), { target: { value: '2026-12-26T17:00' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
    expect(api.inputsOf(createAnnouncementCall)).toEqual([
      {
        kind: 'POPUP',
        merchantCode: 'DEMOKH',
        execution: 'F',
        titles: { EN: 'Welcome!', KM: 'សូមស្វាគមន៍!' },
        contents: { EN: '<p>Your first deposit is doubled.</p>' },
        startAt: '2026-12-24T17:00:00Z',
        endAt: '2026-12-26T17:00:00Z',
        reason: 'welcome new members',
      },
    ]);
    expect(await screen.findByTestId('announcement-4')).toBeTruthy();
  });

  it('edits a notice in place: its texts and times filled in, its kind fixed, every field sent with the reason', async () => {
    stored[0] = item(3, {
      titles: { EN: 'Maintenace tonight', KM: 'ការថែទាំយប់នេះ' },
      contents: { EN: '<p>From 02:00</p>', KM: '<p>ពីម៉ោង 02:00</p>' },
      startAt: '2026-12-07T09:30:00.000Z',
      endAt: '2026-12-08T09:30:00.000Z',
    });
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/announcements' });
    await screen.findByTestId('announcement-3');
    // Ended ones and banners are not edited here.
    expect(within(row(1)).queryByRole('button', { name: 'Edit' })).toBeNull();

    fireEvent.click(within(row(3)).getByRole('button', { name: 'Edit' }));
    const kind = within(dialog()).getByLabelText(/^Kind/) as HTMLSelectElement;
    expect([kind.value, kind.disabled]).toEqual(['NOTICE', true]);
    const [enTitle, , kmTitle] = within(dialog()).getAllByLabelText(/^Title/) as HTMLInputElement[];
    expect([enTitle!.value, kmTitle!.value]).toEqual(['Maintenace tonight', 'ការថែទាំយប់នេះ']);
    expect((within(dialog()).getByLabelText(/^Starts/) as HTMLInputElement).value).toBe('2026-12-07T09:30');
    expect((within(dialog()).getByLabelText(/^Ends/) as HTMLInputElement).value).toBe('2026-12-08T09:30');

    fireEvent.change(enTitle!, { target: { value: 'Maintenance tonight' } });
    fireEvent.change(kmTitle!, { target: { value: '' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Ends/), { target: { value: '' } });
    type(/Reason/, 'typo in the title', dialog());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
    expect(api.inputsOf(updateAnnouncementCall)).toEqual([
      {
        id: 3,
        titles: { EN: 'Maintenance tonight' },
        contents: { EN: '<p>From 02:00</p>', KM: '<p>ពីម៉ោង 02:00</p>' },
        startAt: '2026-12-07T09:30:00Z',
        endAt: null,
        reason: 'typo in the title',
      },
    ]);
    await waitFor(() => expect(row(3).textContent).toContain('Maintenance tonight'));
    expect(row(3).textContent).toContain('until ended');
  });

  it('says when the region has none', async () => {
    stored = [];
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/announcements' });
    expect(await screen.findByText('This region has no announcement yet.')).toBeTruthy();
  });
});
