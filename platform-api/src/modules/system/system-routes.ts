import {
  captchaCall,
  countryCodeCall,
  devOutboxCall,
  domainRouteCall,
  permissionCall,
  publicKeyCall,
  registerSettingsCall,
  regValidataCall,
  systemStatusCall,
  updateLanguageCall,
  whitelabelCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { refuseUnlessLoopback } from '../../http/loopback-only';
import { registerCall } from '../../http/register-call';
import { readOutbox } from '../../providers/outbox-writer';
import { createCaptcha } from '../captcha/captcha-service';
import { checkLanguage, registerSettings, systemStatus } from './system-service';
import {
  listCountryCodes,
  listCustomerService,
  listFieldRules,
  listRegions,
  listResources,
  updateMemberLanguage,
} from './system-store';

export function systemRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, systemStatusCall, async (_input, ctx) => {
    const { maintenance: _m, restricted: _r, ...status } = systemStatus(deps, ctx);
    return status;
  });

  registerCall(app, deps, whitelabelCall, async (_input, ctx) => ctx.merchant.switches);

  registerCall(app, deps, registerSettingsCall, async (_input, ctx) => registerSettings(deps, ctx.merchant));

  registerCall(app, deps, regValidataCall, async (_input, ctx) => {
    const rules = await listFieldRules(deps.db, ctx.merchant.merchantCode);
    return Object.fromEntries(rules.map((rule) => [rule.field, rule]));
  });

  registerCall(app, deps, permissionCall, async (_input, ctx) => {
    const { merchant } = ctx;
    const status = systemStatus(deps, ctx);
    return {
      domainRoute: await listRegions(deps.db, merchant.brandId),
      resources: await listResources(deps.db, merchant.merchantCode),
      whitelabelVal: merchant.switches,
      register: await registerSettings(deps, merchant),
      mainDomain: merchant.mainDomain,
      analytics: merchant.analytics,
      imageCDNs: merchant.imageCdns,
      launchGameCDNs: merchant.launchGameCdns,
      customerService: await listCustomerService(deps.db, merchant.merchantCode),
      location: { ip: ctx.ip, country: ctx.country },
      maintenance: status.maintenance,
      regionRestriction: status.restricted,
      timeZone: merchant.timeZone,
    };
  });

  registerCall(app, deps, domainRouteCall, async (_input, ctx) => listRegions(deps.db, ctx.merchant.brandId));

  registerCall(app, deps, countryCodeCall, async (_input, ctx) =>
    listCountryCodes(deps.db, ctx.merchant.merchantCode),
  );

  registerCall(app, deps, publicKeyCall, async () => ({
    kid: deps.serverKey.kid,
    spki: deps.serverKey.publicSpki,
  }));

  registerCall(app, deps, captchaCall, async (_input, ctx) => createCaptcha(deps, ctx.ip));

  registerCall(app, deps, updateLanguageCall, async ({ language }, ctx) => {
    await updateMemberLanguage(deps.db, ctx.session.memberId, checkLanguage(ctx.merchant, language));
    return { language };
  });

  // Development only (config.exposeOutbox) and only to a caller on this machine: it reads out reset codes.
  if (deps.config.exposeOutbox) {
    app.register(async (loopbackOnly) => {
      loopbackOnly.addHook('onRequest', refuseUnlessLoopback);
      registerCall(loopbackOnly, deps, devOutboxCall, async ({ channel, to }) =>
        readOutbox(deps.db, channel, to.toLowerCase()),
      );
    });
  }
}
