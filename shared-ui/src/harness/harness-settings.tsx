import { Select } from '../select/select';
import { type HarnessPlatform, reloadHarnessWith } from './harness-platform';

/** Region, language and theme pickers; a change loads the harness again with it, as the host's switches do. */
export function HarnessSettings({ platform }: { platform: HarnessPlatform }) {
  return (
    <>
      <Select
        aria-label="Language"
        value={platform.language}
        onChange={(e) => reloadHarnessWith({ language: e.target.value })}
        options={['KM', 'EN', 'CN', 'TH'].map((code) => ({ value: code, label: code }))}
      />
      <Select
        aria-label="Merchant"
        value={platform.merchant}
        onChange={(e) => reloadHarnessWith({ merchant: e.target.value })}
        options={['DEMOKH', 'DEMOVN', 'DEMOTH'].map((code) => ({ value: code, label: code }))}
      />
      <Select
        aria-label="Theme"
        value={platform.theme}
        onChange={(e) => reloadHarnessWith({ theme: e.target.value })}
        options={['light', 'dark'].map((value) => ({ value, label: value }))}
      />
    </>
  );
}
