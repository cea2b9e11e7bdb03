import { memberInfoCall } from '@platform/shared-contracts/client';
import { bankAccountsCall } from '@platform/shared-contracts/payment-calls';
import { useEffect, useState } from 'react';
import type { MemberKey } from '../../i18n/member-i18n';
import { useRead } from '../../lib/use-call';
import { type SecurityItem, securityFocusAtom, useCentreAtom } from '../../store';

/**
 * The security centre's state: the member's profile and security facts, which item is open (one at a time; the
 * withdraw page or the bank accounts' panel may ask for one), and the last change made.
 */
export function useSecurityCenter() {
  const member = useRead(memberInfoCall, {});
  const banks = useRead(bankAccountsCall, {});
  const [focus, setFocus] = useCentreAtom(securityFocusAtom);
  const [open, setOpen] = useState<SecurityItem | null>(focus);
  // An item another page or panel asked for: its form is brought into view with the focus in it.
  const [askedFor, setAskedFor] = useState<SecurityItem | null>(focus);
  const [done, setDone] = useState<{ item: SecurityItem; message: MemberKey } | null>(null);

  const reveal = (item: SecurityItem) => {
    setOpen(item);
    setAskedFor(item);
    setDone(null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reveal only sets state
  useEffect(() => {
    if (!focus) return;
    reveal(focus);
    setFocus(null);
  }, [focus, setFocus]);

  const toggle = (item: SecurityItem) => {
    setOpen((now) => (now === item ? null : item));
    setAskedFor(null);
    setDone(null);
  };

  /** An item's form went through: close it, say so, and read what changed. */
  const finished = (item: SecurityItem, message: MemberKey) => {
    setOpen(null);
    setAskedFor(null);
    setDone({ item, message });
    if (item === 'mobile' || item === 'email') member.reload();
    if (item === 'paymentPassword' || item === 'bankAccounts') banks.reload();
  };

  return { member, banks, open, askedFor, done, toggle, reveal, finished };
}
