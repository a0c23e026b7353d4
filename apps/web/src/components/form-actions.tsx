import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { StandardAction } from './standard-action.tsx';

type FormActionsProps = {
  /** The save button's words when more telling than Save: "Add user", "Send invitation". */
  saveLabel?: string;
  /** Submit where the form sends something off (an invitation) rather than keeping it. */
  saveAction?: 'save' | 'submit';
  saving: boolean;
  /** Where Cancel leads; or `onCancel` for a form in a drawer or panel that closes. */
  cancelTo?: string;
  onCancel?: () => void;
  /** What else the form's foot offers, after Save and Cancel. */
  children?: ReactNode;
};

/**
 * The foot of every form that creates or edits a record, so each screen's look the same and sit
 * in the same place: the save button first, solid green, then Cancel as red text with no
 * border — unlike Delete's outlined red button, it reads as leaving rather than destroying.
 */
export function FormActions({
  saveLabel,
  saveAction = 'save',
  saving,
  cancelTo,
  onCancel,
  children,
}: FormActionsProps) {
  return (
    <Flex gap={8} wrap align="center" className="form-actions">
      <StandardAction
        action={saveAction}
        label={saveLabel}
        editing
        htmlType="submit"
        loading={saving}
      />
      {(cancelTo !== undefined || onCancel) && (
        <StandardAction action="cancel" editing to={cancelTo} onClick={onCancel} />
      )}
      {children}
    </Flex>
  );
}
