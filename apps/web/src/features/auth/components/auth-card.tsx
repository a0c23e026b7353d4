import { Card, Flex, Layout, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/config/constants.ts';

type AuthCardProps = {
  title: string;
  description: string;
  children: ReactNode;
};

/** The centred card every signed-out screen sits in. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex component="main" align="center" justify="center" style={{ flex: 1, padding: 24 }}>
        <Card style={{ width: '100%', maxWidth: 400 }}>
          <Typography.Text strong type="secondary">
            {PRODUCT_NAME}
          </Typography.Text>
          <Typography.Title level={1} style={{ marginTop: 8, fontSize: token.fontSizeHeading3 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
          {children}
        </Card>
      </Flex>
    </Layout>
  );
}
