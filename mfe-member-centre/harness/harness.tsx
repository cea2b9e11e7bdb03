/**
 * Runs the member-centre remote alone against the real platform-api (`pnpm --filter @platform/mfe-member-centre
 * dev`, with the API on :8080): a small login (the host's part), buttons that open the centre on each page in the
 * host's modal, and a log of what the remote emits (shared-ui's harness pieces).
 */
// As the host does: the Khmer face (system fonts rarely have it) and the theme tokens.
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@platform/shared-ui/theme.css';
import { MEMBER_CENTRE_PAGES } from '@platform/shared-contracts/client';
import { Button, Field, Modal, Spinner, TextInput } from '@platform/shared-ui';
import {
  createHarnessPlatform,
  HarnessSettings,
  mountHarness,
  useEventLog,
  useHarnessMember,
} from '@platform/shared-ui/harness';
import { type FormEvent, useState } from 'react';

import MemberCentre from '../src/expose/member-centre';

const platform = createHarnessPlatform({ defaultLanguage: 'KM' });

function Login({ logIn }: { logIn: (username: string, password: string) => Promise<string | null> }) {
  const [username, setUsername] = useState('demo01');
  const [password, setPassword] = useState('demo1234');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    logIn(username, password).then(setFailure);
  };
  return (
    <form className="harness-bar" onSubmit={submit}>
      <Field label="Username" htmlFor="h-user">
        <TextInput id="h-user" value={username} onChange={(e) => setUsername(e.target.value)} />
      </Field>
      <Field label="Password" htmlFor="h-pass">
        <TextInput
          id="h-pass"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Button type="submit">Log in</Button>
      {failure && <p className="harness-error">{failure}</p>}
    </form>
  );
}

function Harness() {
  const member = useHarnessMember(platform);
  const log = useEventLog(platform.bus, ['wallet:changed', 'popup:show']);
  const [page, setPage] = useState<string | null>(null);

  if (!member.permission) return <Spinner label="Loading permission" />;
  const props = {
    basePath: '/',
    language: platform.language,
    theme: platform.theme,
    session: member.session,
    permission: member.permission,
    api: platform.api,
    bus: platform.bus,
    navigate: (to: string) => platform.bus.emit('navigate', { to }),
    query: {},
  };

  return (
    <main className="harness-main">
      <section className="harness-panel">
        <h2>SEA Gaming · mfe-member-centre</h2>
        {member.user ? (
          <div className="harness-bar">
            {MEMBER_CENTRE_PAGES.map((name) => (
              <Button key={name} size="sm" variant="secondary" onClick={() => setPage(name)}>
                {name}
              </Button>
            ))}
          </div>
        ) : (
          <Login logIn={member.logIn} />
        )}
        <div className="harness-bar">
          <HarnessSettings platform={platform} />
        </div>
      </section>
      <section className="harness-panel">
        <h2>Events</h2>
        <ol className="harness-log">
          {log.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      {/* As the host does: the centre in a large modal, the page passed as a prop. */}
      <Modal
        open={page !== null}
        onClose={() => setPage(null)}
        title="Member centre"
        closeLabel="Close"
        size="lg"
      >
        {page && <MemberCentre {...props} page={page} />}
      </Modal>
    </main>
  );
}

mountHarness(platform, <Harness />);
