import { type FullyTranslatedLanguage, isFullyTranslated } from '@platform/shared-contracts/server';
import { languageOf, type RequestContext } from '../../http/request-context';

/** What a text or mail says: the subject is for mail only. */
export interface CodeMessage {
  subject: string;
  text: string;
}

/**
 * A code is sent in the language the visitor reads the site in (the request's), else the region's default; a
 * language the site is not fully translated into gets English, as its screens do.
 */
export function messageLanguage(ctx: Pick<RequestContext, 'language' | 'merchant'>): FullyTranslatedLanguage {
  const language = languageOf(ctx);
  return isFullyTranslated(language) ? language : 'EN';
}

interface Filled {
  code: string;
  minutes: number;
}

interface ToAccount extends Filled {
  account: string;
}

const verificationTexts: Record<FullyTranslatedLanguage, (f: Filled) => CodeMessage> = {
  EN: ({ code, minutes }) => ({
    subject: 'Your verification code',
    text: `Your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  }),
  CN: ({ code, minutes }) => ({
    subject: '您的验证码',
    text: `您的验证码是 ${code}，${minutes} 分钟内有效。请勿将验证码告诉任何人。`,
  }),
  KM: ({ code, minutes }) => ({
    subject: 'លេខកូដផ្ទៀងផ្ទាត់របស់អ្នក',
    // Khmer goes by SMS as UCS-2, 70 characters to a message: this text fits one (the test counts).
    text: `លេខកូដផ្ទៀងផ្ទាត់៖ ${code}។ ប្រើបានក្នុង ${minutes} នាទី។ កុំប្រាប់អ្នកណាឡើយ។`,
  }),
};

const passwordResetTexts: Record<FullyTranslatedLanguage, (f: ToAccount) => CodeMessage> = {
  EN: ({ account, code, minutes }) => ({
    subject: 'Your password reset code',
    text:
      `Hello ${account}, your password reset code is ${code}. It works once, for ${minutes} minutes. ` +
      'If you did not ask for it, ignore this mail: your password stays as it is.',
  }),
  CN: ({ account, code, minutes }) => ({
    subject: '您的密码重置验证码',
    text:
      `${account}，您好！您的密码重置验证码是 ${code}，仅可使用一次，${minutes} 分钟内有效。` +
      '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  }),
  KM: ({ account, code, minutes }) => ({
    subject: 'លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់អ្នក',
    text:
      `សួស្តី ${account}! លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់អ្នកគឺ ${code}។ វាប្រើបានតែម្តង ក្នុងរយៈពេល ${minutes} នាទី។ ` +
      'ប្រសិនបើអ្នកមិនបានស្នើសុំវាទេ សូមកុំខ្វល់នឹងអ៊ីមែលនេះ៖ ពាក្យសម្ងាត់របស់អ្នកនៅដដែល។',
  }),
};

const securityCodeTexts: Record<FullyTranslatedLanguage, (f: ToAccount) => CodeMessage> = {
  EN: ({ account, code, minutes }) => ({
    subject: 'Your security code',
    text:
      `Hello ${account}, your security code is ${code}. It works once, for ${minutes} minutes, to change ` +
      'your security settings. If you did not ask for it, change your password now.',
  }),
  CN: ({ account, code, minutes }) => ({
    subject: '您的安全验证码',
    text:
      `${account}，您好！您的安全验证码是 ${code}，仅可使用一次，${minutes} 分钟内有效，用于修改安全设置。` +
      '如果这不是您本人的操作，请立即修改密码。',
  }),
  KM: ({ account, code, minutes }) => ({
    subject: 'លេខកូដសុវត្ថិភាពរបស់អ្នក',
    text:
      `សួស្តី ${account}! លេខកូដសុវត្ថិភាពរបស់អ្នកគឺ ${code}។ វាប្រើបានតែម្តង ក្នុងរយៈពេល ${minutes} នាទី ` +
      'ដើម្បីប្តូរការកំណត់សុវត្ថិភាពរបស់អ្នក។ ប្រសិនបើអ្នកមិនបានស្នើសុំវាទេ សូមប្តូរពាក្យសម្ងាត់របស់អ្នកឥឡូវនេះ។',
  }),
};

/** A one-time code by SMS or mail: registration, login, reset by phone, a new network, a contact change. */
export function verificationMessage(language: FullyTranslatedLanguage, filled: Filled): CodeMessage {
  return verificationTexts[language](filled);
}

/** Forgot password by email: the code mailed to the account's address. */
export function passwordResetMessage(language: FullyTranslatedLanguage, filled: ToAccount): CodeMessage {
  return passwordResetTexts[language](filled);
}

/** A security-centre change proven by the code mailed to the contact bound before it. */
export function securityCodeMessage(language: FullyTranslatedLanguage, filled: ToAccount): CodeMessage {
  return securityCodeTexts[language](filled);
}
