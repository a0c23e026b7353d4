import { Typography, theme } from 'antd';

type ScreenHeaderProps = {
  title: string;
  description: string;
};

/** The heading every screen starts with: its title and one line on what it is for. */
export function ScreenHeader({ title, description }: ScreenHeaderProps) {
  const { token } = theme.useToken();
  // The screen's title is the page's one h1, sized down: the shell around it is the larger frame.
  return (
    <header>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading2 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
    </header>
  );
}
