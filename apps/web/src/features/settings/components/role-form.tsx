import { roleFieldLabels } from '@depot/contracts/role-fields';
import type { PermissionMatrix as Matrix } from '@depot/contracts/roles';
import { emptyPermissionMatrix, roleInputSchema, roleKeySchema } from '@depot/contracts/roles';
import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions.tsx';
import { Panel } from '@/components/panel.tsx';
import { PermissionMatrix } from '@/components/permission-matrix.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { labelledFieldErrors } from '@/lib/forms/labelled-field-errors.ts';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';
import { roleKeyFromName } from './role-key.ts';

export type RoleFormValues = {
  name: string;
  key?: string;
  description: string;
  permissions: Matrix;
};

type RoleFormProps = {
  /** The key is chosen only when the role is created; it is its address afterwards. */
  mode: 'create' | 'edit';
  initialValues?: RoleFormValues;
  /** Sends the values; rejects with the server's error, whose field problems land on the fields. */
  onSubmit: (values: RoleFormValues) => Promise<unknown>;
  error: Error | null;
  isPending: boolean;
  /** Where Cancel goes. */
  cancelTo: string;
};

// The form's own fields; the permissions are the matrix's.
const fieldLabels = {
  name: roleFieldLabels.name,
  key: roleFieldLabels.key,
  description: roleFieldLabels.description,
};
const FIELD_NAMES = Object.keys(fieldLabels);
const { shape } = roleInputSchema;

/** Name, key (new roles only), description and the permission matrix of a role. */
export function RoleForm({
  mode,
  initialValues,
  onSubmit,
  error,
  isPending,
  cancelTo,
}: RoleFormProps) {
  const [form] = Form.useForm<RoleFormValues>();
  // The key follows the name until the person types a key of their own.
  const [isKeyEdited, setIsKeyEdited] = useState(false);
  const start = initialValues ?? {
    name: '',
    key: '',
    description: '',
    permissions: emptyPermissionMatrix(),
  };

  function onValuesChange(changed: Partial<RoleFormValues>) {
    if (mode !== 'create') return;
    if (changed.key !== undefined) setIsKeyEdited(true);
    if (changed.name !== undefined && !isKeyEdited) {
      form.setFieldValue('key', roleKeyFromName(changed.name));
    }
  }

  function onFinish(values: RoleFormValues) {
    if (isPending) return;
    onSubmit(values).catch((submitError: unknown) =>
      form.setFields(labelledFieldErrors(submitError, fieldLabels)),
    );
  }

  return (
    <Form<RoleFormValues>
      form={form}
      name={`${mode}-role`}
      layout="vertical"
      initialValues={start}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
    >
      <Panel style={{ maxWidth: 640, marginBottom: 16 }}>
        <Form.Item label={fieldLabels.name} name="name" required rules={[zodRule(shape.name)]}>
          <Input autoComplete="off" />
        </Form.Item>
        {mode === 'create' && (
          <Form.Item
            label={fieldLabels.key}
            name="key"
            required
            extra="Used in the role's address. Made from the name; change it if you like."
            rules={[zodRule(roleKeySchema)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          label={fieldLabels.description}
          name="description"
          rules={[zodRule(shape.description)]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Panel>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Permissions
      </Typography.Title>
      <Form.Item name="permissions">
        <PermissionMatrix label="Permissions of this role" />
      </Form.Item>
      <RequestError error={error} fieldNames={FIELD_NAMES} />
      <FormActions saving={isPending} cancelTo={cancelTo} />
    </Form>
  );
}
