import {
  minesCashOutCall,
  minesOpenRoundCall,
  minesRecallCall,
  minesRevealCall,
  minesStartCall,
  studioClientSeedCall,
  studioOpenCall,
  studioPlinkoDropCall,
  studioPlinkoRoundsCall,
  studioPlinkoRulesCall,
  studioRecallCall,
  studioRotateSeedCall,
  studioSeedsCall,
  studioSpinCall,
  studioVerifyInfoCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { baccaratRoutes } from './baccarat/baccarat-routes';
import { crashRoutes } from './crash/crash-routes';
import { openGame } from './launch-service';
import { cashOutMines, minesRecall, openMinesRound, revealMines, startMines } from './mines-service';
import { drop, plinkoRounds, plinkoRules } from './plinko-service';
import { recall, verifyInfo } from './recall-service';
import { chooseClientSeed, rotateSeed, seeds } from './seed-service';
import { spin } from './spin-service';

/** The in-house studio's calls (`/studio/v1/...`), authenticated by the game session (auth 'game'). */
export function studioRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, studioOpenCall, (input) => openGame(deps, input.launchToken));
  registerCall(app, deps, studioSpinCall, (input, ctx) => spin(deps, ctx.gameSession, input));
  registerCall(app, deps, studioSeedsCall, (_input, ctx) => seeds(deps, ctx.gameSession));
  registerCall(app, deps, studioClientSeedCall, (input, ctx) =>
    chooseClientSeed(deps, ctx.gameSession, input.clientSeed),
  );
  registerCall(app, deps, studioRotateSeedCall, (_input, ctx) => rotateSeed(deps, ctx.gameSession));
  registerCall(app, deps, studioRecallCall, (_input, ctx) => recall(deps, ctx.gameSession));
  registerCall(app, deps, studioVerifyInfoCall, async (input) => verifyInfo(input.gameCode));
  crashRoutes(app, deps);
  baccaratRoutes(app, deps);
  registerCall(app, deps, minesStartCall, (input, ctx) => startMines(deps, ctx.gameSession, input));
  registerCall(app, deps, minesRevealCall, (input, ctx) => revealMines(deps, ctx.gameSession, input));
  registerCall(app, deps, minesCashOutCall, (input, ctx) => cashOutMines(deps, ctx.gameSession, input));
  registerCall(app, deps, minesOpenRoundCall, (_input, ctx) => openMinesRound(deps, ctx.gameSession));
  registerCall(app, deps, minesRecallCall, (_input, ctx) => minesRecall(deps, ctx.gameSession));
  registerCall(app, deps, studioPlinkoRulesCall, async (input) => plinkoRules(input.gameCode));
  registerCall(app, deps, studioPlinkoDropCall, (input, ctx) => drop(deps, ctx.gameSession, input));
  registerCall(app, deps, studioPlinkoRoundsCall, (_input, ctx) => plinkoRounds(deps, ctx.gameSession));
}
