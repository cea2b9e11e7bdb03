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
// Khmer pages wait for the font (at most a moment); the others show at once and fetch it for the language switch.
const khmer = khmerFontReady('KM');
if ((query.get('lang') ?? DEFAULT_LANGUAGE).toUpperCase() === 'KM') void khmer.then(() => show(query));
else show(query);
