import '@platform/house-kit/fonts';
import '@platform/house-kit/styles.css';
import './verifier.css';
import { createStudioClient, khmerFontReady } from '@platform/house-kit';
import { render } from 'preact';
import { DEFAULT_LANGUAGE } from './i18n/texts';
import { VerifierPage } from './page/verifier-page';
import { VERIFIERS } from './verifiers';

/** Only public calls: the verifier has no game session. */
const api = createStudioClient(() => null, 'EN');

function show(query: URLSearchParams) {
  const root = document.getElementById('root');
  if (!root) return;
  render(<VerifierPage verifiers={VERIFIERS} query={query} navigate={navigate} api={api} />, root);
}

function navigate(query: URLSearchParams) {
  history.pushState(null, '', `?${query}`);
  show(query);
}

window.addEventListener('popstate', () => show(new URLSearchParams(location.search)));
const query = new URLSearchParams(location.search);
void khmerFontReady((query.get('lang') ?? DEFAULT_LANGUAGE).toUpperCase()).then(() => show(query));
