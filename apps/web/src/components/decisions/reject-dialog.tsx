import { Form, Input, Modal, Typography } from 'antd';
import type { z } from 'zod';
import { RequestError } from '@/components/request-error.tsx';
import { zodRule } from '@/lib/forms/zod-form-rule.ts';

const COMMENT_MAX = 500;

type RejectDialogProps = {
  /** "2 goods receipts", "GRN-000012". */
  subject: string;
  /** The contract's rule for the comment. */
  commentSchema: z.ZodType;
  /** Who learns of it, said above the comment. */
  told: string;
  loading: boolean;
  /** The last attempt's failure, said inside the dialog so the comment is not lost. */
  error: Error | null;
  /** Called with the comment once it passes the contract's check. */
  onReject: (comment: string) => void;
  onClose: () => void;
};

/**
 * Asks why records are rejected: the comment is required, checked with the contract's own
 * schema, and goes to the people who raised them.
 */
export function RejectDialog(props: RejectDialogProps) {
  const { subject, commentSchema, told, loading, error, onReject, onClose } = props;
  const [form] = Form.useForm<{ comment: string }>();
  return (
    <Modal
      open
      title={`Reject ${subject}`}
      okText="Reject"
      okButtonProps={{ danger: true, loading }}
      cancelText="Cancel"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="reject"
        onFinish={(values) => onReject(values.comment.trim())}
      >
        <Typography.Paragraph type="secondary">{told}</Typography.Paragraph>
        <Form.Item name="comment" label="Comment" required rules={[zodRule(commentSchema)]}>
          <Input.TextArea rows={3} maxLength={COMMENT_MAX} showCount autoFocus />
        </Form.Item>
        <RequestError error={error} />
      </Form>
    </Modal>
  );
}
