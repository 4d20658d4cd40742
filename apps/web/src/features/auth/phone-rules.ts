import { useCallback, useState } from 'react';

import type * as Phone from './phone';

/** The phone rules (phone.ts), with the full metadata they check numbers against. */
export type PhoneRules = typeof Phone;

let loaded: PhoneRules | null = null;
let loading: Promise<PhoneRules> | null = null;

/**
 * The rules load when she starts on her number, not with the page (decision 0065): the metadata is the
 * largest part of the login's code, and a visitor who only looks never needs it.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone').then((rules) => (loaded = rules));
  return loading;
}

/** The rules once loaded (null before), and how to ask for them. */
export function usePhoneRules(): { rules: PhoneRules | null; load: () => Promise<PhoneRules> } {
  const [rules, setRules] = useState<PhoneRules | null>(loaded);
  const load = useCallback(
    () =>
      loadPhoneRules().then((ready) => {
        setRules(ready);
        return ready;
      }),
    [],
  );
  return { rules, load };
}
