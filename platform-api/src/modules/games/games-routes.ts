import {
  addFavouriteCall,
  favouriteGamesCall,
  favouriteListCall,
  gameLaunchFbCall,
  gameMenusCall,
  gamesListCall,
  gameVendorsCall,
  gcsGameListCall,
  hotGamesCall,
  launchGameCall,
  operatorGameVendorsCall,
  popularGamesCall,
  recentGameCall,
  recentGameListCall,
  removeFavouriteCall,
  roomListCall,
  vassGameTypeCall,
  vendorMaintenanceCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import {
  gameMenus,
  gameVendors,
  hotGames,
  listGames,
  listMemberGames,
  popularGames,
  roomList,
  vassGameTypes,
} from './catalogue-service';
import { launchFreeGame, launchGame } from './launch-service';
import {
  addFavourite,
  favouriteIds,
  favouriteList,
  recentGameList,
  recentGames,
  removeFavourite,
} from './member-games-service';
import { setVendorMaintenance, vendorsForOperator } from './vendor-operator-service';

/**
 * The game catalogue of the request's region: lists, vendors, menus, launch, favourites and recent games; and the
 * operators' vendor maintenance switch.
 */
export function gamesRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, gamesListCall, (input, ctx) => listGames(deps, ctx, input));
  registerCall(app, deps, gcsGameListCall, (input, ctx) => listMemberGames(deps, ctx, input));
  registerCall(app, deps, hotGamesCall, (input, ctx) => hotGames(deps, ctx, input));
  registerCall(app, deps, popularGamesCall, (input, ctx) => popularGames(deps, ctx, input));
  registerCall(app, deps, vassGameTypeCall, (_input, ctx) => vassGameTypes(deps, ctx));
  registerCall(app, deps, gameVendorsCall, (input, ctx) => gameVendors(deps, ctx, input));
  registerCall(app, deps, gameMenusCall, (input, ctx) => gameMenus(deps, ctx, input));
  registerCall(app, deps, launchGameCall, (input, ctx) => launchGame(deps, ctx, input));
  registerCall(app, deps, gameLaunchFbCall, (input, ctx) => launchFreeGame(deps, ctx, input));
  registerCall(app, deps, favouriteGamesCall, (_input, ctx) => favouriteIds(deps, ctx));
  registerCall(app, deps, favouriteListCall, (input, ctx) => favouriteList(deps, ctx, input));
  registerCall(app, deps, addFavouriteCall, (input, ctx) => addFavourite(deps, ctx, input));
  registerCall(app, deps, removeFavouriteCall, (input, ctx) => removeFavourite(deps, ctx, input));
  registerCall(app, deps, recentGameCall, (input, ctx) => recentGames(deps, ctx, input));
  registerCall(app, deps, recentGameListCall, (input, ctx) => recentGameList(deps, ctx, input));
  registerCall(app, deps, roomListCall, (input, ctx) => roomList(deps, ctx, input));
  registerCall(app, deps, operatorGameVendorsCall, (input, ctx) => vendorsForOperator(deps, ctx, input));
  registerCall(app, deps, vendorMaintenanceCall, (input, ctx) => setVendorMaintenance(deps, ctx, input));
}
