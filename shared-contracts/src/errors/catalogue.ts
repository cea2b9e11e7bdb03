/**
 * The error catalogue of spec section 8 plus the few codes the platform needs to say why input was refused.
 * `code` is the stable machine value sent in the envelope; `i18nKey` is what the UI translates;
 * `status` is the HTTP status the server answers with; `message` is the English fallback text.
 */
export const errorCatalogue = {
  // Phone verification
  PHONE_FORMAT_INVALID: {
    status: 400,
    i18nKey: 'err_phone_format_invalid',
    message: 'Invalid phone number format',
  },
  PHONE_MISSING: { status: 400, i18nKey: 'err_phone_missing', message: 'Missing phone number' },
  SMS_TOO_MANY_REQUESTS: {
    status: 429,
    i18nKey: 'err_sms_too_many_requests',
    message: 'Too many requests, please try again after 5 minutes',
  },
  PHONE_UNKNOWN_ERROR: { status: 502, i18nKey: 'err_phone_unknown', message: 'Unknown error' },
  VERIFICATION_CODE_INVALID: {
    status: 400,
    i18nKey: 'err_code_invalid',
    message: 'Invalid verification code',
  },
  VERIFICATION_CODE_MISSING: {
    status: 400,
    i18nKey: 'err_code_missing',
    message: 'Missing verification code',
  },
  CAPTCHA_CHECK_FAILED: { status: 400, i18nKey: 'err_captcha_failed', message: 'Captcha check failed' },
  SMS_QUOTA_EXCEEDED: {
    status: 429,
    i18nKey: 'err_sms_quota_exceeded',
    message: 'Quota insufficient or exceeded, please contact customer service',
  },
  OPERATION_NOT_ENABLED: {
    status: 403,
    i18nKey: 'err_operation_not_enabled',
    message: 'Operation not enabled or allowed, please contact customer service',
  },
  VERIFICATION_CODE_EXPIRED: {
    status: 400,
    i18nKey: 'err_code_expired',
    message: 'Verification code expired, please send again',
  },
  POPUP_CLOSED_BY_USER: {
    status: 400,
    i18nKey: 'err_popup_closed',
    message: 'Popup closed by user: login failed, please try again',
  },

  // Login and account
  WRONG_CREDENTIALS: { status: 401, i18nKey: 'in_incorrect_password', message: 'Wrong account or password' },
  CREDENTIAL_FORMAT_INCORRECT: {
    status: 400,
    i18nKey: 'err_credential_format',
    message: 'Account, password or email format incorrect',
  },
  PASSWORDS_DIFFER: { status: 400, i18nKey: 'err_passwords_differ', message: 'The two passwords differ' },
  ACCOUNT_OR_EMAIL_NOT_FOUND: {
    status: 404,
    i18nKey: 'err_account_or_email_not_found',
    message: 'Username or email does not exist',
  },
  NOT_A_MEMBER: { status: 403, i18nKey: 'err_not_a_member', message: 'Non-member account unable to login' },
  NOT_AN_AGENT: { status: 403, i18nKey: 'err_not_an_agent', message: 'Non-agents cannot log in' },
  NOT_LOGGED_IN: { status: 401, i18nKey: 'err_not_logged_in', message: 'Not logged in, please log in' },
  POPUP_BLOCKED: { status: 400, i18nKey: 'err_popup_blocked', message: 'Popup blocked, please allow popups' },
  VERIFICATION_REQUIRED: {
    status: 403,
    i18nKey: 'err_verification_required',
    message: 'Please complete verification first',
  },
  SYSTEM_ERROR: { status: 500, i18nKey: 'err_system', message: 'System error' },

  // Network and access
  NETWORK_ABNORMAL: {
    status: 0,
    i18nKey: 'err_network_abnormal',
    message: 'Network link abnormal, please try again',
  },
  TIMEOUT: { status: 0, i18nKey: 'err_timeout', message: 'The page took too long, please check the network' },
  DOMAIN_CHECK_FAILED: {
    status: 400,
    i18nKey: 'err_domain_check_failed',
    message: 'Domain check failed or invalid URL, please contact customer service',
  },
  ACCESS_RESTRICTED: { status: 403, i18nKey: 'blocked_ip', message: 'Access restricted by IP or location' },
  SYSTEM_MAINTENANCE: { status: 503, i18nKey: 'info_maintenance', message: 'System maintenance' },

  // Platform codes for refused input and conflicts
  BAD_REQUEST: { status: 400, i18nKey: 'err_bad_request', message: 'The request is invalid' },
  ENCRYPTION_REQUIRED: {
    status: 400,
    i18nKey: 'err_encryption_required',
    message: 'This call needs an encrypted payload',
  },
  INVALID_AFFILIATE_CODE: {
    status: 400,
    i18nKey: 'invitation_code_error',
    message: 'Invalid invitation code',
  },
  ACCOUNT_EXISTS: { status: 409, i18nKey: 'err_account_exists', message: 'This username is already taken' },
  MOBILE_EXISTS: {
    status: 409,
    i18nKey: 'err_mobile_exists',
    message: 'This mobile number is already registered',
  },
  MOBILE_NOT_FOUND: {
    status: 404,
    i18nKey: 'err_mobile_not_found',
    message: 'No account uses this mobile number',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    i18nKey: 'err_too_many_attempts',
    message: 'Too many attempts, please wait and try again',
  },
  ACCOUNT_LOCKED: {
    status: 403,
    i18nKey: 'err_account_locked',
    message: 'This account is locked, please contact customer service',
  },
  OLD_PASSWORD_WRONG: {
    status: 400,
    i18nKey: 'err_old_password_wrong',
    message: 'The old password is incorrect',
  },
  TRIAL_ACCOUNT_NOT_ALLOWED: {
    status: 403,
    i18nKey: 'in_need_true_account',
    message: 'Please register a real account first',
  },
  NOT_FOUND: { status: 404, i18nKey: 'err_not_found', message: 'Not found' },

  // Games
  GAME_MAINTENANCE: {
    status: 503,
    i18nKey: 'game_maintenance',
    message: 'This game is under maintenance, please try again later',
  },
  DEMO_NOT_ALLOWED: {
    status: 403,
    i18nKey: 'err_demo_not_allowed',
    message: 'This game has no free demo',
  },

  // Back office
  OPERATOR_ROLE_REQUIRED: {
    status: 403,
    i18nKey: 'err_operator_role_required',
    message: 'Your operator role does not allow this',
  },
  RELEASE_INCOMPATIBLE: {
    status: 422,
    i18nKey: 'err_release_incompatible',
    message: 'The release does not fit what the host provides',
  },
  RELEASE_EXISTS: {
    status: 409,
    i18nKey: 'err_release_exists',
    message: 'This version of the remote was already published with other content',
  },
  RELEASE_NO_PREVIOUS: {
    status: 409,
    i18nKey: 'err_release_no_previous',
    message: 'There is no earlier default release to roll back to',
  },

  // Lottery
  LOTTERY_ISSUE_CLOSED: {
    status: 409,
    i18nKey: 'err_lottery_issue_closed',
    message: 'Betting on this draw has closed',
  },
  LOTTERY_BET_TYPE_UNKNOWN: {
    status: 400,
    i18nKey: 'err_lottery_bet_type_unknown',
    message: 'This game has no such bet type',
  },
  LOTTERY_SELECTION_INVALID: {
    status: 400,
    i18nKey: 'err_lottery_selection_invalid',
    message: 'The numbers picked do not fit this bet type',
  },
  LOTTERY_STAKE_OUT_OF_RANGE: {
    status: 400,
    i18nKey: 'err_lottery_stake_out_of_range',
    message: "The stake is outside this game's limits",
  },
  LOTTERY_NOT_CANCELLABLE: {
    status: 409,
    i18nKey: 'err_lottery_not_cancellable',
    message: 'This bet can no longer be cancelled',
  },

  // Money
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    i18nKey: 'err_idempotency_conflict',
    message: 'This request key was already used for a different request',
  },
  INSUFFICIENT_BALANCE: { status: 409, i18nKey: 'err_insufficient_balance', message: 'Insufficient balance' },
  AMOUNT_OUT_OF_RANGE: {
    status: 400,
    i18nKey: 'err_amount_out_of_range',
    message: 'The amount is outside the allowed range',
  },
  PAYMENT_PASSWORD_NOT_SET: {
    status: 400,
    i18nKey: 'err_payment_password_not_set',
    message: 'Please set a payment password first',
  },
  PAYMENT_PASSWORD_WRONG: {
    status: 400,
    i18nKey: 'err_payment_password_wrong',
    message: 'The payment password is incorrect',
  },
  BANK_ACCOUNT_LIMIT: {
    status: 409,
    i18nKey: 'err_bank_account_limit',
    message: 'No more bank accounts can be bound',
  },
  WITHDRAWAL_HELD: {
    status: 403,
    i18nKey: 'err_withdrawal_held',
    message: 'Withdrawals are paused for a while after a change to your security settings',
  },
  WITHDRAWAL_STATE_INVALID: {
    status: 409,
    i18nKey: 'err_withdrawal_state',
    message: 'This withdrawal cannot be changed in its current state',
  },
  SECOND_OPERATOR_REQUIRED: {
    status: 403,
    i18nKey: 'err_second_operator_required',
    message: 'Another operator must approve this: the one who asked cannot',
  },
  CONFIRMATION_CLOSED: {
    status: 409,
    i18nKey: 'err_confirmation_closed',
    message: 'The confirmation period has ended and the payout counts as received',
  },
  PROOF_REQUIRED: {
    status: 400,
    i18nKey: 'err_proof_required',
    message: 'Please upload proof of non-receipt',
  },
  UPLOAD_INVALID: {
    status: 400,
    i18nKey: 'err_upload_invalid',
    message: 'Images must be png or jpg, at most 5MB each, at most 3',
  },
  UPLOAD_TOO_LARGE: {
    status: 413,
    i18nKey: 'err_upload_too_large',
    message: 'An image is at most 5MB',
  },
  CALLBACK_SIGNATURE_INVALID: {
    status: 401,
    i18nKey: 'err_callback_signature',
    message: 'The payment notification signature is invalid',
  },
  CALLBACK_AMOUNT_MISMATCH: {
    status: 409,
    i18nKey: 'err_callback_amount',
    message: 'The payment notification does not match the order',
  },
  VENDOR_SIGNATURE_INVALID: {
    status: 401,
    i18nKey: 'err_vendor_signature',
    message: 'The vendor request is not signed by a known vendor, or its timestamp is too far off',
  },

  // In-house games (studio)
  GAME_LAUNCH_INVALID: {
    status: 410,
    i18nKey: 'err_game_launch_invalid',
    message: 'This game link has expired or was already used; open the game again from the lobby',
  },
  GAME_SESSION_EXPIRED: {
    status: 401,
    i18nKey: 'err_game_session_expired',
    message: 'The game session has ended; open the game again from the lobby',
  },
  MINES_ROUND_OPEN: {
    status: 409,
    i18nKey: 'err_mines_round_open',
    message: 'Finish the Mines round you have open first',
  },
  MINES_ROUND_ENDED: {
    status: 409,
    i18nKey: 'err_mines_round_ended',
    message: 'This Mines round has already ended',
  },
  MINES_NOTHING_TO_CASH_OUT: {
    status: 409,
    i18nKey: 'err_mines_nothing_to_cash_out',
    message: 'Open at least one tile before cashing out',
  },

  // Crash (decision 106)
  CRASH_BETTING_CLOSED: {
    status: 409,
    i18nKey: 'err_crash_betting_closed',
    message: 'Bets for this round have closed; wait for the next round',
  },
  CRASH_ALREADY_BET: {
    status: 409,
    i18nKey: 'err_crash_already_bet',
    message: 'You already have a bet in this round',
  },
  CRASH_NOTHING_TO_CASH_OUT: {
    status: 409,
    i18nKey: 'err_crash_nothing_to_cash_out',
    message: 'There is no open bet to cash out: the round has not started or has already crashed',
  },

  // Responsible gaming (decisions 104, 105)
  LIMIT_REACHED: {
    status: 403,
    i18nKey: 'err_limit_reached',
    message: 'This bet would go over a limit you set (loss or wager); it was not placed',
  },
  PLAY_TIME_REACHED: {
    status: 403,
    i18nKey: 'err_play_time_reached',
    message: 'You have reached the daily play time you set; you can play again tomorrow',
  },
  DEPOSIT_LIMIT_REACHED: {
    status: 403,
    i18nKey: 'err_deposit_limit_reached',
    message: 'This deposit would go over the deposit limit you set',
  },
  ACCOUNT_COOLING_OFF: {
    status: 403,
    i18nKey: 'err_account_cooling_off',
    message: 'This account is in a cooling-off period you chose; it cannot sign in or play until it ends',
  },
  ACCOUNT_SELF_EXCLUDED: {
    status: 403,
    i18nKey: 'err_account_self_excluded',
    message: 'This account is self-excluded; it cannot sign in or play until the exclusion ends',
  },
} as const satisfies Record<string, { status: number; i18nKey: string; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
}

/** An error as a value: a catalogue code, optional data for the UI, optional field reasons. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;
  readonly details: { field: string; reason: string }[] | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      value?: unknown;
      details?: { field: string; reason: string }[];
      status?: number;
    } = {},
  ) {
    super(options.message ?? errorCatalogue[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? errorCatalogue[code].status;
    this.value = options.value;
    this.details = options.details;
  }

  get i18nKey(): string {
    return errorCatalogue[this.code].i18nKey;
  }
}
