import { describe, expect, it } from 'vitest';
import { game, vendorCard } from '../test/fixtures';
import { decideGameLaunch, decideVendorLaunch, gamePagePath, vendorListPath } from './launch-rules';

const guest = { loggedIn: false, isTrial: false };
const realMember = { loggedIn: true, isTrial: false };
const trial = { loggedIn: true, isTrial: true };

describe('game launch rules', () => {
  it('ask a guest to log in and stop', () => {
    expect(decideGameLaunch(game(), guest)).toEqual({ kind: 'login' });
  });

  it('stop a trial account at a game open to real accounts only, and let it play a TRIAL game', () => {
    expect(decideGameLaunch(game({ accountTypes: ['REAL'] }), trial)).toEqual({ kind: 'trial' });
    expect(decideGameLaunch(game({ accountTypes: ['REAL', 'TRIAL'] }), trial)).toEqual({
      kind: 'navigate',
      to: '/seamless?vendor=HOUSE&nodeId=1',
    });
  });

  it('say a vendor in maintenance is in maintenance, even for a demo', () => {
    expect(decideGameLaunch(game({ maintenance: true }), realMember)).toEqual({ kind: 'maintenance' });
    expect(decideGameLaunch(game({ maintenance: true }), guest, true)).toEqual({ kind: 'maintenance' });
  });

  it('open a free demo for anyone when supportPlay is 0, and never when it is 1', () => {
    expect(decideGameLaunch(game({ supportPlay: 0 }), guest, true)).toEqual({
      kind: 'navigate',
      to: '/seamless?vendor=HOUSE&nodeId=1&demo=1',
    });
    expect(decideGameLaunch(game({ supportPlay: 1 }), guest, true)).toEqual({ kind: 'login' });
  });

  it('open lottery games on their lottery page with the game code', () => {
    const lotto = game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_NORTH' });
    expect(decideGameLaunch(lotto, realMember)).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=VN_NORTH',
    });
    expect(decideGameLaunch({ ...lotto, vassalage: 'TCG_SEA' }, realMember)).toMatchObject({
      to: '/seaLottery?gameCode=VN_NORTH',
    });
    expect(decideGameLaunch({ ...lotto, vassalage: 'ELOTT' }, realMember)).toMatchObject({
      to: '/lottery?gameCode=VN_NORTH',
    });
  });
});

describe('vendor launch rules', () => {
  it('send the list entry of a listed type to its list page, params lower-cased', () => {
    expect(decideVendorLaunch(vendorCard({ vassalage: 'PG' }), guest, 'list')).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=pg&gameType=rng',
    });
    expect(vendorListPath(vendorCard({ vassalage: 'S128', gameType: 'SPORTS', cockfight: true }))).toBe(
      '/cockfight?vassalage=s128&gameType=cockfight',
    );
  });

  it('open the popup game list of a VASSALAGE vendor, for guests too', () => {
    const card = vendorCard({ vassalage: 'JILI', name: 'JILI', isGame: 'VASSALAGE' });
    expect(decideVendorLaunch(card, guest, 'direct')).toEqual({
      kind: 'vendorPopup',
      vendor: { vassalage: 'JILI', gameType: 'RNG', name: 'JILI' },
    });
  });

  it('start a GAME vendor directly for a real member, and apply the guest, trial and maintenance rules', () => {
    const sports = vendorCard({ vassalage: 'SBO', gameType: 'SPORTS' });
    expect(decideVendorLaunch(sports, realMember, 'direct')).toEqual({
      kind: 'navigate',
      to: gamePagePath({ vendor: 'SBO' }),
    });
    expect(decideVendorLaunch(sports, guest, 'direct')).toEqual({ kind: 'login' });
    expect(decideVendorLaunch(sports, trial, 'direct')).toEqual({ kind: 'trial' });
    expect(decideVendorLaunch({ ...sports, maintenance: true }, realMember, 'list')).toEqual({
      kind: 'maintenance',
    });
  });
});
