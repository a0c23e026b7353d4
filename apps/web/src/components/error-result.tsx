import { Button, Result } from 'antd';

type ErrorResultProps = {
  /** What went wrong, when it is worth telling; the generic sentence otherwise. */
  detail?: string;
  homeHref: string;
};

/** The friendly face of an unexpected error: offers a reload and a way back to a known page. */
export function ErrorResult({ detail, homeHref }: ErrorResultProps) {
  return (
    <Result
      status="error"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>Something went wrong</h1>}
      subTitle={detail ?? 'This page hit an unexpected problem. Reloading usually helps.'}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>,
        // A plain link, not the router's: the router itself may be what failed.
        <Button key="home" href={homeHref}>
          Back to dashboard
        </Button>,
      ]}
    />
  );
}
