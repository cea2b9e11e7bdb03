import {
  operatorRegionSettingsCall,
  operatorRegionsCall,
  updateRegionSwitchesCall,
  updateRegisterSettingsCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import {
  regionSettings,
  regionsForOperator,
  updateRegisterSettings,
  updateSwitches,
} from './region-settings-service';

export function regionSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, operatorRegionsCall, (_input, ctx) => regionsForOperator(deps, ctx));
  registerCall(app, deps, operatorRegionSettingsCall, (input, ctx) => regionSettings(deps, ctx, input));
  registerCall(app, deps, updateRegionSwitchesCall, (input, ctx) => updateSwitches(deps, ctx, input));
  registerCall(app, deps, updateRegisterSettingsCall, (input, ctx) =>
    updateRegisterSettings(deps, ctx, input),
  );
}
