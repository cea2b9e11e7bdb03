import { isAgentType, isTrialType, REMOTES } from '@platform/shared-contracts/client';
import { Modal, PopupDialog } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../app/use-remote-props';
import { RemoteSlot } from '../../federation/remote-slot';
import { loggedInAtom, sessionAtom } from '../../store/host-store';
import { useLayoutServices } from '../layout-services';
import './member-centre-host.css';

/** Default pages (spec section 3, Member-centre state). */
export const DEFAULT_MEMBER_PAGE = 'securityCenter';
export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

type Open =
  | { kind: 'member'; page: string }
  | { kind: 'agent'; page: string }
  | { kind: 'trial' }
  | { kind: 'agentsOnly' }
  | null;

/**
 * Opens the member centre and the agent centre when any part asks on the bus (`member-centre:open`,
 * `agent-centre:open`): a guest gets the login popup, a trial account the "register a real account first"
 * prompt (spec section 6), an agent-centre request from a non-agent a short explanation, everyone else the
 * centre's remote in a modal. The same prompt answers `account:real-required` (a trial account launching a game).
 */
export function MemberCentreHost() {
  const { t } = useTranslation();
  const { bus } = useLayoutServices();
  const loggedIn = useAtomValue(loggedInAtom);
  const { user } = useAtomValue(sessionAtom);
  const props = useRemoteProps('/');
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    const decide = (kind: 'member' | 'agent', page: string | undefined): Open | 'login' => {
      if (!loggedIn) return 'login';
      if (user && isTrialType(user.type)) return { kind: 'trial' };
      if (kind === 'agent') {
        if (!user || !isAgentType(user.type)) return { kind: 'agentsOnly' };
        return { kind: 'agent', page: page || DEFAULT_AGENT_PAGE };
      }
      return { kind: 'member', page: page || DEFAULT_MEMBER_PAGE };
    };
    const handle = (kind: 'member' | 'agent', page: string | undefined) => {
      const next = decide(kind, page);
      if (next === 'login') bus.emit('auth:open', { view: 'login' });
      else setOpen(next);
    };
    const offMember = bus.on('member-centre:open', ({ page }) => handle('member', page));
    const offAgent = bus.on('agent-centre:open', ({ page }) => handle('agent', page));
    const offTrial = bus.on('account:real-required', () => setOpen({ kind: 'trial' }));
    return () => {
      offMember();
      offAgent();
      offTrial();
    };
  }, [bus, loggedIn, user]);

  // Logging out closes whatever centre was open.
  useEffect(() => {
    if (!loggedIn) setOpen(null);
  }, [loggedIn]);

  const close = () => setOpen(null);

  if (open?.kind === 'trial') {
    return (
      <PopupDialog
        open
        icon="info"
        text={t('in_need_true_account')}
        closeLabel={t('common.close')}
        onClose={close}
        testId="trial-register-first"
        buttons={[
          { label: t('common.cancel'), variant: 'secondary', onClick: close },
          {
            label: t('in_increase_submit'),
            variant: 'primary',
            onClick: () => {
              close();
              bus.emit('auth:open', { view: 'register' });
            },
          },
        ]}
      />
    );
  }

  if (open?.kind === 'agentsOnly') {
    return (
      <PopupDialog
        open
        icon="info"
        text={t('layout.centre.agentsOnly')}
        closeLabel={t('common.close')}
        onClose={close}
        coverClose
        buttons={[{ label: t('common.confirm'), variant: 'primary', onClick: close }]}
      />
    );
  }

  if (!open || !props) return null;
  const isAgent = open.kind === 'agent';
  const remote = isAgent ? REMOTES.agentCentre : REMOTES.memberCentre;
  const module = isAgent
    ? REMOTES.agentCentre.modules.AgentCentre
    : REMOTES.memberCentre.modules.MemberCentre;
  const area = t(isAgent ? 'layout.centre.agent' : 'layout.centre.member');
  return (
    <Modal
      open
      onClose={close}
      title={area}
      closeLabel={t('common.close')}
      size="lg"
      className="centre-modal"
      testId={isAgent ? 'agent-centre' : 'member-centre'}
    >
      <RemoteSlot
        key={`${open.kind}`}
        remote={remote}
        module={module}
        props={{ ...props, page: open.page }}
        area={area}
        testId={isAgent ? 'slot-agent-centre' : 'slot-member-centre'}
      />
    </Modal>
  );
}
