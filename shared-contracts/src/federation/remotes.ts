/**
 * The remotes of the platform: federation name, the folder it builds in, and the modules the host mounts.
 * A remote exposes few modules, named for what the host mounts.
 */
export const REMOTES = {
  auth: {
    name: 'mfe_auth',
    folder: 'mfe-auth',
    modules: { AuthModals: './AuthModals', HeaderLogin: './HeaderLogin' },
  },
  lobby: {
    name: 'mfe_lobby',
    folder: 'mfe-lobby',
    modules: {
      HomePage: './HomePage',
      GameList: './GameList',
      GameCentre: './GameCentre',
      GamePage: './GamePage',
    },
  },
  lottery: { name: 'mfe_lottery', folder: 'mfe-lottery', modules: { LotteryLobby: './LotteryLobby' } },
  memberCentre: {
    name: 'mfe_member_centre',
    folder: 'mfe-member-centre',
    modules: { MemberCentre: './MemberCentre' },
  },
  agentCentre: {
    name: 'mfe_agent_centre',
    folder: 'mfe-agent-centre',
    modules: { AgentCentre: './AgentCentre', AgentHome: './AgentHome' },
  },
  promotions: {
    name: 'mfe_promotions',
    folder: 'mfe-promotions',
    modules: { PromotionsPage: './PromotionsPage', ContentPage: './ContentPage' },
  },
} as const;

export type RemoteKey = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteKey]['name'];

/** How a screen is named wherever one is named by text (the registry's `screen`, a screen's first reads). */
export const screenKey = (remoteName: string, module: string) => `${remoteName}:${module}`;
