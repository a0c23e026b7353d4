import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icon.tsx';
import './plain.css';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

type PlainNoticeProps = {
  type: keyof typeof ICONS;
  children: ReactNode;
  /** A way forward under the message, such as a link. */
  action?: ReactNode;
};

/**
 * A message above a form, like antd's Alert, announced as it appears (`alert`): a live region
 * that arrives already filled is often not read out, and every notice here answers an action.
 */
export function PlainNotice({ type, children, action }: PlainNoticeProps) {
  return (
    <div className={`plain-notice plain-notice-${type}`} role="alert">
      <PlainIcon definition={ICONS[type]} />
      <div className="plain-notice-body">
        <div>{children}</div>
        {action && <div className="plain-notice-action">{action}</div>}
      </div>
    </div>
  );
}
