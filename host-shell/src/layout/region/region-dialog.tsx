import type { Region } from '@platform/shared-contracts/client';
import { Button, Icon, Modal } from '@platform/shared-ui';
import { useAtom, useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { languageAtom } from '../../store/host-store';
import { useLayoutServices } from '../layout-services';
import { regionRequestAtom } from '../layout-store';
import { countryLabel } from './region-names';
import { keepMerchant, switchRegion } from './region-rules';
import { useRegions } from './use-regions';
import './region.css';

function languagesOf(region: Region): string {
  return region.langList
    .map((code) => LANGUAGE_NAMES[code.toUpperCase() as keyof typeof LANGUAGE_NAMES] ?? code)
    .join(' · ');
}

/** The region modal's dialog, in its own chunk: fetched when a region switch is asked for. */
export default function RegionDialog() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const [request, setRequest] = useAtom(regionRequestAtom);
  const { regions, currentMerchant } = useRegions();
  const { reloadAt } = useLayoutServices();
  // The modal keys this dialog by its request, so a new request starts from its own region; no effect to
  // race the player's first pick.
  const [selected, setSelected] = useState<string | null>(request?.merchantCode ?? null);
  const groupId = useId();

  if (!request) return null;
  const choice = regions.find((region) => region.merchantCode === selected) ?? null;
  const suggested =
    request.reason === 'suggested' ? regions.find((r) => r.merchantCode === request.merchantCode) : null;

  const cancel = () => {
    if (currentMerchant) keepMerchant(currentMerchant);
    setRequest(null);
  };
  const confirm = () => {
    if (choice && choice.merchantCode !== currentMerchant) switchRegion(choice, reloadAt);
  };

  return (
    <Modal
      open
      onClose={cancel}
      title={t('layout.region.title')}
      closeLabel={t('common.close')}
      size="md"
      testId="region-modal"
      footer={
        <div className="region-modal__actions">
          <Button variant="secondary" onClick={cancel} data-testid="region-cancel">
            {t('layout.region.cancel')}
          </Button>
          <Button
            onClick={confirm}
            disabled={!choice || choice.merchantCode === currentMerchant}
            data-testid="region-confirm"
          >
            {t('layout.region.confirm')}
          </Button>
        </div>
      }
    >
      <div className="region-modal">
        {suggested && (
          <p className="region-modal__suggest">
            <Icon name="info" size={18} />
            <span>{t('layout.region.suggest', { country: countryLabel(suggested, language) })}</span>
          </p>
        )}
        <div className="region-modal__list" role="radiogroup" aria-labelledby={groupId}>
          <p id={groupId} className="region-modal__legend">
            {t('layout.region.choose')}
          </p>
          {regions.map((region) => {
            const isCurrent = region.merchantCode === currentMerchant;
            return (
              <label
                key={region.merchantCode}
                className="region-option"
                data-current={isCurrent || undefined}
              >
                <input
                  type="radio"
                  name={`${groupId}-region`}
                  value={region.merchantCode}
                  checked={selected === region.merchantCode}
                  onChange={() => setSelected(region.merchantCode)}
                />
                <span className="region-option__code" aria-hidden="true">
                  {region.country.toUpperCase()}
                </span>
                <span className="region-option__text">
                  <span className="region-option__name">
                    {countryLabel(region, language)}
                    {isCurrent && (
                      <span className="region-option__current">{t('layout.region.current')}</span>
                    )}
                  </span>
                  <span className="region-option__meta">
                    <span className="region-option__currency">{region.currency}</span>
                    <span className="region-option__langs">{languagesOf(region)}</span>
                  </span>
                </span>
                <Icon name="check" size={18} className="region-option__check" />
              </label>
            );
          })}
        </div>
        <p className="region-modal__note">{t('layout.region.note')}</p>
      </div>
    </Modal>
  );
}
