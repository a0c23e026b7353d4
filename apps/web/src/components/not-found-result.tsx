import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

type NotFoundResultProps = {
  /** "Team member not found" */
  title: string;
  /** Which record was asked for, in a sentence. */
  description: string;
  /** The list to go back to, and its name on the button. */
  back: { to: string; label: string };
};

/** A record that does not exist (or a malformed id), shown inside the shell like any screen. */
export function NotFoundResult({ title, description, back }: NotFoundResultProps) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle={description}
      extra={
        <Button type="primary" onClick={() => navigate(back.to)}>
          {back.label}
        </Button>
      }
    />
  );
}
