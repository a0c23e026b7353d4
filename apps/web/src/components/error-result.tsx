import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { PlainButton } from './plain/plain-button.tsx';
import { PlainResult } from './plain/plain-result.tsx';

type ErrorResultProps = {
  /** What went wrong, when it is worth telling; the generic sentence otherwise. */
  detail?: string;
  homeHref: string;
};

/**
 * The friendly face of an unexpected error: offers a reload and a way back to a known page.
 * Plain, without antd: it must show even when the failure is antd's, or a screen's code that
 * never arrived.
 */
export function ErrorResult({ detail, homeHref }: ErrorResultProps) {
  return (
    <div className="plain-page">
      <PlainResult
        icon={CloseCircleFilled}
        tone="error"
        title="Something went wrong"
        description={detail ?? 'This page hit an unexpected problem. Reloading usually helps.'}
        actions={
          <>
            <PlainButton variant="primary" onClick={() => window.location.reload()}>
              Reload
            </PlainButton>
            {/* A plain link, not the router's: the router itself may be what failed. */}
            <a className="plain-button" href={homeHref}>
              Back to dashboard
            </a>
          </>
        }
      />
    </div>
  );
}
