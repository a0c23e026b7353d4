import { forgotPasswordBodySchema, OTP_LENGTH } from '@depot/contracts/auth';
import { type FieldRule, required } from '@/components/plain/use-plain-form.ts';
import { currentPasswordProblem } from '@/lib/forms/password-rules.ts';

const emailSchema = forgotPasswordBodySchema.shape.email;
const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const emailRules: FieldRule<unknown>[] = [
  required('Enter your email address.'),
  // The contract's own email check, so the form accepts exactly what the server does.
  (value) =>
    emailSchema.safeParse(value).success
      ? undefined
      : 'Enter an email address like name@company.com.',
];

export const currentPasswordRules: FieldRule<unknown>[] = [
  (value) => currentPasswordProblem(value, 'Enter your password.'),
];

export const otpCodeRules: FieldRule<unknown>[] = [
  required(`Enter the ${OTP_LENGTH}-digit code from the email.`),
  (value) => (CODE_PATTERN.test(value) ? undefined : `The code is ${OTP_LENGTH} digits.`),
];
