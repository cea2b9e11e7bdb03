import { TabPanel, Tabs } from '@platform/shared-ui';
import type { ReactNode } from 'react';

export interface MethodTabsProps<Id extends string> {
  /** Whether to offer the choice; without it the content shows alone, with no tab strip or panel. */
  shown: boolean;
  tabs: readonly { id: Id; label: ReactNode }[];
  value: Id;
  onChange: (id: Id) => void;
  ariaLabel: string;
  idPrefix: string;
  /** The active method's form. */
  children: ReactNode;
}

/** An auth modal's choice of method (username or SMS, email or phone, ...): full-width tabs over its panel. */
export function MethodTabs<Id extends string>({
  shown,
  tabs,
  value,
  onChange,
  ariaLabel,
  idPrefix,
  children,
}: MethodTabsProps<Id>) {
  if (!shown) return children;
  return (
    <>
      <Tabs<Id>
        tabs={tabs}
        value={value}
        onChange={onChange}
        ariaLabel={ariaLabel}
        idPrefix={idPrefix}
        layout="fill"
        className="auth-tabs"
      />
      <TabPanel idPrefix={idPrefix} tabId={value}>
        {children}
      </TabPanel>
    </>
  );
}
