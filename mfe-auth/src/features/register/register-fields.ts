/**
 * Which registration fields a form shows, in what order, and how each is checked: driven by the server's
 * field rules (permission.register.fields, spec section 3) and the white-label switches (section 6).
 */
import {
  checkFieldValue,
  DEFAULT_PASSWORD_RULE,
  type FieldRule,
  isValidPhoneNumber,
  nationalNumber,
  PATTERN,
  type RegisterSettings,
  type RegistrationPayload,
  registrationPayloadSchema,
} from '@platform/shared-contracts/client';
import { fallbackRule } from '../../lib/field-rules';

export type RegisterTab = 'username' | 'mobile';

/** A field of the form: a payload field, plus the confirmation that is only checked here. */
export type RegisterFieldName = Exclude<
  keyof RegistrationPayload,
  | 'captcha'
  | 'captchaId'
  | 'verificationCode'
  | 'countryDialingCode'
  | 'login'
  | 'registerUrl'
  | 'registerMethod'
  | 'domain'
  | 'referralCode'
  | 'firebaseChannel'
  | 'firebaseIdToken'
>;
export type FormFieldName = RegisterFieldName | 'confirmPassword';

/** Payload fields filled by the form itself or by the page, never typed as a field of their own. */
const NOT_TYPED = new Set([
  'captcha',
  'captchaId',
  'verificationCode',
  'countryDialingCode',
  'login',
  'registerUrl',
  'registerMethod',
  'domain',
  'referralCode',
  'firebaseChannel',
  'firebaseIdToken',
  'confirmPassword',
]);

const PAYLOAD_FIELDS = new Set(Object.keys(registrationPayloadSchema.entries));

export function isTypedRegisterField(field: string): field is RegisterFieldName {
  return PAYLOAD_FIELDS.has(field) && !NOT_TYPED.has(field);
}

export interface RegisterField {
  name: FormFieldName;
  rule: FieldRule;
  required: boolean;
  /** How it is typed: a password box, a phone with dialing code, an email, or plain text. */
  kind: 'text' | 'password' | 'mobile' | 'email';
}

const DEFAULT_MOBILE_RULE: FieldRule = {
  field: 'mobileNum',
  enabled: true,
  required: true,
  minLength: null,
  maxLength: null,
  patternId: PATTERN.DIGITS,
  acceptedPattern: null,
  type: 'mobile',
};

function kindOf(rule: FieldRule): RegisterField['kind'] {
  if (rule.field === 'mobileNum' || rule.type === 'mobile') return 'mobile';
  if (rule.type === 'password') return 'password';
  if (rule.type === 'email' || rule.field === 'email') return 'email';
  return 'text';
}

/** A payment password is six digits wherever it is set (the contract), whatever the region's field rule says. */
const PAYMENT_PASSWORD_RULE = {
  minLength: 6,
  maxLength: 6,
  patternId: PATTERN.DIGITS,
  acceptedPattern: null,
};

export interface AffiliateState {
  /** The code from the page address, if any. */
  urlCode: string | null;
  /** The server accepted the address code: it is sent without a field. */
  urlCodeAccepted: boolean;
  /** The server refused the address code: the field is shown so the player can fix it. */
  urlCodeRefused: boolean;
}

/**
 * The fields to render for one tab, in the server's order. Username registration always asks the username;
 * mobile registration always asks the mobile and makes the account name itself; both always ask a password
 * and its confirmation. The affiliate code is asked when the merchant enables it, when DIRECTREG3 is off
 * (it is then required), or when the code from the address was refused.
 */
export function registerFields(
  settings: RegisterSettings,
  tab: RegisterTab,
  switches: { directRegistration: boolean },
  affiliate: AffiliateState,
): RegisterField[] {
  const fields: RegisterField[] = [];
  const add = (rule: FieldRule, required: boolean) => {
    if (!isTypedRegisterField(rule.field)) return;
    const fixed = rule.field === 'paymentPassword' ? PAYMENT_PASSWORD_RULE : {};
    const forced = { ...rule, ...fixed, enabled: true, required };
    fields.push({ name: rule.field, rule: forced, required, kind: kindOf(forced) });
    if (rule.field === 'password') {
      fields.push({
        name: 'confirmPassword',
        rule: { ...forced, field: 'confirmPassword' },
        required: true,
        kind: 'password',
      });
    }
  };

  const rules = [...settings.fields];
  if (!rules.some((r) => r.field === 'password')) {
    const afterUsername = rules.findIndex((r) => r.field === 'username') + 1;
    rules.splice(afterUsername, 0, DEFAULT_PASSWORD_RULE);
  }
  if (tab === 'mobile' && !rules.some((r) => r.field === 'mobileNum')) rules.unshift(DEFAULT_MOBILE_RULE);

  for (const rule of rules) {
    switch (rule.field) {
      case 'username':
        if (tab === 'username') add(rule, true);
        break;
      case 'password':
        add(rule, true);
        break;
      case 'mobileNum':
        if (tab === 'mobile') add(rule, true);
        else if (rule.enabled) add(rule, rule.required);
        break;
      case 'affiliateCode': {
        if (affiliate.urlCodeAccepted) break;
        const required = rule.required || !switches.directRegistration;
        if (rule.enabled || required || affiliate.urlCodeRefused) add(rule, required);
        break;
      }
      default:
        if (rule.enabled) add(rule, rule.required);
    }
  }
  if (tab === 'username' && !fields.some((f) => f.name === 'username')) {
    // A merchant that switched the username rule off still registers by username on this tab.
    fields.unshift({
      name: 'username',
      rule: fallbackRule('username', PATTERN.LETTER_FIRST_ALNUM),
      required: true,
      kind: 'text',
    });
  }
  if (
    !affiliate.urlCodeAccepted &&
    !switches.directRegistration &&
    !fields.some((f) => f.name === 'affiliateCode')
  ) {
    fields.push({
      name: 'affiliateCode',
      rule: fallbackRule('affiliateCode', PATTERN.NO_SPACES),
      required: true,
      kind: 'text',
    });
  }
  return fields;
}

export type FieldProblem =
  | { kind: 'rule'; failure: NonNullable<ReturnType<typeof checkFieldValue>> }
  | { kind: 'phone-format' }
  | { kind: 'mismatch' };

/**
 * Checks one field as the spec's section 5 says: the server rule (required, length, pattern), the phone
 * format for a mobile, and the confirmation against the password. Values are trimmed, except passwords.
 */
export function checkRegisterField(
  field: RegisterField,
  values: Partial<Record<FormFieldName, string>>,
): FieldProblem | null {
  const raw = values[field.name] ?? '';
  if (field.name === 'confirmPassword') {
    if (raw === '')
      return {
        kind: 'rule',
        failure: { reason: 'required', messageKey: 'input_cannot_be_empty', params: [] },
      };
    return raw === (values.password ?? '') ? null : { kind: 'mismatch' };
  }
  const value = field.kind === 'password' ? raw : raw.trim();
  const failure = checkFieldValue(field.rule, value);
  if (failure) return { kind: 'rule', failure };
  if (field.kind === 'mobile' && value !== '' && !isValidPhoneNumber(nationalNumber(value))) {
    return { kind: 'phone-format' };
  }
  return null;
}
