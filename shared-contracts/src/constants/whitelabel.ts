/**
 * White-label feature switches (spec section 6), set per merchant. FREEPLAY3 and PASSEXPIRY3 are a decision:
 * the spec gates free play and the forced change of an expired password but does not name their switches.
 */
export const WHITELABEL_SWITCHES = [
  /** Registration with a username. */
  'USERNAMEREG3',
  /** Registration with a mobile number. */
  'MOBILENUMREG3',
  /** Login with a mobile number and an SMS code. */
  'MOBILEVERCODELOGIN3',
  /** Phone (communication) verification at registration. */
  'COMM3',
  /** An SMS code is required for mobile registration. */
  'REGMOBVERF3',
  /** Registration with a mobile number and a password. */
  'MOBILENUMPASSREG3',
  /** Password change and reset by phone, verified with an SMS code. */
  'CHNGPASSVERIF3',
  /** Registration without an affiliate code. */
  'DIRECTREG3',
  /** The agent policy and the consolidated data fetched for non-trial users. */
  'AGENTPOLICY3',
  /** Free play with a trial account. */
  'FREEPLAY3',
  /** The forced password change at login when the password has expired. */
  'PASSEXPIRY3',
] as const;

export type WhitelabelSwitch = (typeof WHITELABEL_SWITCHES)[number];

export type WhitelabelValues = Record<WhitelabelSwitch, boolean>;
