import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { Link } from 'react-router';
import { PlainResult } from './plain/plain-result.tsx';

type NotFoundResultProps = {
  /** "Team member not found" */
  title: string;
  /** Which record or page was asked for, in a sentence. */
  description: string;
  /** The page to go back to, and its name on the link. */
  back: { to: string; label: string };
};

/** A page or record that does not exist (or a malformed id), shown inside the shell. */
export function NotFoundResult({ title, description, back }: NotFoundResultProps) {
  return (
    <PlainResult
      icon={FileSearchOutlined}
      tone="warning"
      title={title}
      description={description}
      actions={
        <Link className="plain-button plain-button-primary" to={back.to}>
          {back.label}
        </Link>
      }
    />
  );
}
