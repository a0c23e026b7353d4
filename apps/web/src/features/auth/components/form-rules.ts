import { forgotPasswordBodySchema, OTP_LENGTH, PASSWORD_MAX_LENGTH } from '@depot/contracts/auth';
import type { FormRule } from 'antd';

const emailSchema = forgotPasswordBodySchema.shape.email;

export const emailRules: FormRule[] = [
  { required: true, message: 'Enter your email address.' },
  {
    // The contract's own email check, so the form accepts exactly what the server does.
    validator: async (_, value: unknown) => {
      if (value && !emailSchema.safeParse(value).success) {
        throw new Error('Enter an email address like name@company.com.');
      }
    },
  },
];

export const currentPasswordRules: FormRule[] = [
  { required: true, message: 'Enter your password.' },
  { max: PASSWORD_MAX_LENGTH, message: `Passwords are at most ${PASSWORD_MAX_LENGTH} characters.` },
];

export const otpCodeRules: FormRule[] = [
  { required: true, message: `Enter the ${OTP_LENGTH}-digit code from the email.` },
  { pattern: new RegExp(`^\\d{${OTP_LENGTH}}$`), message: `The code is ${OTP_LENGTH} digits.` },
];
