import { PopupDialog, type PopupIcon } from '@platform/shared-ui';
import { type ReactNode, useState } from 'react';
import { useAuthText } from '../i18n/auth-i18n';

export interface PopupMessage {
  icon: PopupIcon;
  title?: string;
  text: string;
}

/**
 * A message popup owned by one component (spec section 2: the generic popup dialog) with a single
 * confirm button, e.g. an SMS send failure (section 8). Answers the element to render and `show`.
 */
export function useMessagePopup(testId = 'auth-popup'): {
  element: ReactNode;
  show: (message: PopupMessage) => void;
} {
  const { t } = useAuthText();
  const [message, setMessage] = useState<PopupMessage | null>(null);
  const element = (
    <PopupDialog
      open={message !== null}
      icon={message?.icon}
      title={message?.title}
      text={message?.text}
      buttons={[{ label: t('confirm'), variant: 'primary' }]}
      onClose={() => setMessage(null)}
      closeLabel={t('close')}
      testId={testId}
    />
  );
  return { element, show: setMessage };
}
