import { Form, Input } from 'antd';
import {
  confirmationProblem,
  NEW_PASSWORD_HELP,
  newPasswordProblem,
} from '@/lib/forms/password-rules.ts';
import { problemRule } from '@/lib/forms/zod-form-rule.ts';

type NewPasswordFieldsProps = {
  /** The form field of the new password; its confirmation is always `confirmPassword`. */
  name: string;
  autoFocus?: boolean;
};

/**
 * "New password" and "Confirm new password", checked as the server will check them (length
 * from the contracts; docs/BEHAVIOUR.md §5 has no composition rules), plus that the two match.
 */
export function NewPasswordFields({ name, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item
        label="New password"
        name={name}
        extra={NEW_PASSWORD_HELP}
        rules={[problemRule(newPasswordProblem)]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirmPassword"
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) =>
            problemRule((value) => confirmationProblem(value, getFieldValue(name) ?? '')),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
