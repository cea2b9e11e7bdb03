import { type ApiClient, countryCodeCall } from '@platform/shared-contracts/client';
import { useEffect, useState } from 'react';
import { useRemote } from '../app/remote-context';

export interface DialingCode {
  countryCode: string;
  countryDialingCode: string;
}

/** One request per client for the page's life: the list changes only with the merchant. */
const cache = new WeakMap<ApiClient, Promise<DialingCode[]>>();

function load(api: ApiClient): Promise<DialingCode[]> {
  let pending = cache.get(api);
  if (!pending) {
    pending = api.call(countryCodeCall, {});
    pending.catch(() => cache.delete(api));
    cache.set(api, pending);
  }
  return pending;
}

/** The merchant's dialing codes (its own country first, as the server orders them). */
export function useCountryCodes(): DialingCode[] {
  const { api } = useRemote();
  const [codes, setCodes] = useState<DialingCode[]>([]);
  useEffect(() => {
    let live = true;
    load(api).then(
      (list) => {
        if (live) setCodes(list);
      },
      () => {
        if (live) setCodes([]);
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  return codes;
}
