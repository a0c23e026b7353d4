import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { useCreateReceipt } from '../api/receiving.ts';
import {
  ReceivingForm,
  type ReceivingFormValues,
  showReceivingErrors,
} from '../components/receiving-form.tsx';
import { receivingHeadings } from '../screens.ts';

/** /receiving/new: goods announced by a supplier for a client business; they await counting. */
export function ReceivingCreateRoute() {
  const [form] = Form.useForm<ReceivingFormValues>();
  const create = useCreateReceipt();
  const navigate = useNavigate();
  const notice = useNotice();

  function onFinish(values: ReceivingFormValues) {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: (receipt) => {
        notice.success(`Goods receipt ${receipt.id} is recorded; it awaits approval.`);
        void navigate(paths.receiving.view(receipt.id));
      },
      onError: (error) => showReceivingErrors(form, error),
    });
  }

  return (
    <>
      <ScreenHeader {...receivingHeadings.receivingCreate} />
      <div style={{ maxWidth: 960 }}>
        <ReceivingForm
          form={form}
          onFinish={onFinish}
          error={create.error}
          actions={
            <FormActions
              saveLabel="Record goods receipt"
              saving={create.isPending}
              cancelTo={paths.receiving.list}
            />
          }
        />
      </div>
    </>
  );
}
