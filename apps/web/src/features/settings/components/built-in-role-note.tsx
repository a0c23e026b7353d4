import { Alert } from 'antd';

/** Why the built-in role offers neither Edit nor Delete. */
export function BuiltInRoleNote({ name }: { name: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`${name} is built in`}
      description="It holds every permission, so the console always has someone who can manage it. It cannot be edited or deleted."
      style={{ marginBottom: 16 }}
    />
  );
}
