import '@platform/house-kit/fonts';
import '@platform/house-kit/styles.css';
import './styles.css';
import './verify/verify.css';
import { khmerFontReady } from '@platform/house-kit';
import { createApiClient, studioVerifyInfoCall } from '@platform/shared-contracts/studio';
import { render } from 'preact';
import { translator } from './i18n/texts';
import { TextsContext } from './i18n/texts-context';
import { type PublishedRules, VerifyPage } from './verify/verify-page';

const query = new URLSearchParams(location.search);
const texts = translator(query.get('lang'));
document.documentElement.lang = texts.htmlLang;
document.title = texts.t('verifyTitle');
const gameCode = query.get('game') ?? 'HOUSE_SLOT_TEMPLE';

function show(rules: PublishedRules | null, failed: boolean) {
  const root = document.getElementById('root');
  if (!root) return;
  render(
    <TextsContext.Provider value={texts}>
      <VerifyPage rules={rules} failed={failed} query={query} />
    </TextsContext.Provider>,
    root,
  );
}

const rules = createApiClient({ baseUrl: '' }).call(studioVerifyInfoCall, { gameCode });
void khmerFontReady(texts.language).then(() => {
  show(null, false);
  rules.then(
    (published) => show(published, false),
    () => show(null, true),
  );
});
