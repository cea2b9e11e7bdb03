import {
  announcementContentCall,
  createAnnouncementCall,
  endAnnouncementCall,
  listAnnouncementsCall,
  noticeCall,
  operatorAnnouncementsCall,
  updateAnnouncementCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import {
  createAnnouncement,
  endAnnouncement,
  listAnnouncements,
  memberAnnouncements,
  operatorAnnouncements,
  updateAnnouncement,
  visitorAnnouncements,
} from './announcements-service';

/** Banners, notices, popups and promotions for players; writing them for operators. */
export function announcementsRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, noticeCall, (input, ctx) => visitorAnnouncements(deps, ctx, input));
  registerCall(app, deps, announcementContentCall, (input, ctx) => memberAnnouncements(deps, ctx, input));
  registerCall(app, deps, listAnnouncementsCall, (input, ctx) => listAnnouncements(deps, ctx, input));
  registerCall(app, deps, createAnnouncementCall, (input, ctx) => createAnnouncement(deps, ctx, input));
  registerCall(app, deps, updateAnnouncementCall, (input, ctx) => updateAnnouncement(deps, ctx, input));
  registerCall(app, deps, endAnnouncementCall, (input, ctx) => endAnnouncement(deps, ctx, input));
  registerCall(app, deps, operatorAnnouncementsCall, (input, ctx) =>
    operatorAnnouncements(deps, ctx, input.merchantCode),
  );
}
