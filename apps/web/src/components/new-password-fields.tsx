import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@depot/contracts/auth';
import { Form, Input } from 'antd';

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
        extra={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well.`}
        rules={[
          { required: true, message: 'Choose a new password.' },
          { min: PASSWORD_MIN_LENGTH, message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` },
          { max: PASSWORD_MAX_LENGTH, message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirmPassword"
        dependencies={[name]}
        rules={[
          { required: true, message: 'Type the new password again.' },
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              if (value && value !== getFieldValue(name)) {
                throw new Error('The two passwords differ.');
              }
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/**
 * The account's email as a hidden username field, placed before the password fields, so a
 * password manager files the new password under the right account.
 */
export function AccountUsernameField({ email }: { email: string }) {
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}
