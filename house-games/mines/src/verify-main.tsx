import '@platform/house-kit/fonts';
import '@platform/house-kit/styles.css';
import './styles.css';
import { khmerFontReady, TextsContext } from '@platform/house-kit';
import { render } from 'preact';
import { translator } from './i18n/texts';
import { VerifyPage } from './verify/verify-page';

const query = new URLSearchParams(location.search);
const texts = translator(query.get('lang'));
document.documentElement.lang = texts.htmlLang;
document.title = texts.t('verifyTitle');

void khmerFontReady(texts.language).then(() => {
  const root = document.getElementById('root');
  if (root)
    render(
      <TextsContext.Provider value={texts}>
        <VerifyPage query={query} />
      </TextsContext.Provider>,
      root,
    );
});
