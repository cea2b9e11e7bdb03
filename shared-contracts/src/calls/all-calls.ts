import * as announcement from './announcement-calls';
import * as announcementOperator from './announcement-operator-calls';
import * as auth from './auth-calls';
import * as baccarat from './baccarat-calls';
import * as betRecord from './bet-record-calls';
import * as crash from './crash-calls';
import type { CallDeclaration } from './define-call';
import * as game from './game-calls';
import * as gameOperator from './game-operator-calls';
import * as jackpot from './jackpot-calls';
import * as lottery from './lottery-calls';
import * as lotteryChase from './lottery-chase-calls';
import * as lotteryLobby from './lottery-lobby-calls';
import * as member from './member-calls';
import * as memberOperator from './member-operator-calls';
import * as mines from './mines-calls';
import * as operator from './operator-calls';
import * as payment from './payment-calls';
import * as regionOperator from './region-operator-calls';
import * as release from './release-calls';
import * as releaseOperator from './release-operator-calls';
import * as responsibleGaming from './responsible-gaming-calls';
import * as responsibleGamingOperator from './responsible-gaming-operator-calls';
import * as studio from './studio-calls';
import * as studioPlinko from './studio-plinko-calls';
import * as system from './system-calls';
import * as vendorWallet from './vendor-wallet-calls';
import * as wallet from './wallet-calls';

function declarations(module: Record<string, unknown>): CallDeclaration[] {
  return Object.values(module).filter(
    (x): x is CallDeclaration => typeof x === 'object' && x !== null && 'path' in x && 'method' in x,
  );
}

/** Every call the platform serves; the server registers exactly these. */
export const allCalls: readonly CallDeclaration[] = [
  ...declarations(system),
  ...declarations(auth),
  ...declarations(member),
  ...declarations(wallet),
  ...declarations(payment),
  ...declarations(game),
  ...declarations(operator),
  ...declarations(studio),
  ...declarations(baccarat),
  ...declarations(studioPlinko),
  ...declarations(gameOperator),
  ...declarations(betRecord),
  ...declarations(vendorWallet),
  ...declarations(lottery),
  ...declarations(lotteryChase),
  ...declarations(lotteryLobby),
  ...declarations(announcement),
  ...declarations(announcementOperator),
  ...declarations(release),
  ...declarations(releaseOperator),
  ...declarations(memberOperator),
  ...declarations(regionOperator),
  ...declarations(mines),
  ...declarations(crash),
  ...declarations(responsibleGaming),
  ...declarations(responsibleGamingOperator),
  ...declarations(jackpot),
];
