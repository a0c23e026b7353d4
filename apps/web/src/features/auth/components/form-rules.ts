import type { FormRule } from 'antd';

export const emailRules: FormRule[] = [
  { required: true, message: 'Enter your email address.' },
  { type: 'email', message: 'Enter an email address like name@company.com.' },
];
