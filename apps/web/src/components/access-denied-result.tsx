import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { PlainResult } from './plain/plain-result.tsx';

/** Shown inside the shell instead of a screen the person's role does not open. */
export function AccessDeniedResult() {
  return (
    <PlainResult
      icon={StopOutlined}
      tone="warning"
      title="You don't have access to this page"
      description="Your role does not include this. Ask an administrator if you need it."
      actions={
        <Link className="plain-button plain-button-primary" to={paths.dashboard}>
          Back to dashboard
        </Link>
      }
    />
  );
}
