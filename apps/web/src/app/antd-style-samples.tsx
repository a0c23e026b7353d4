import {
  Alert,
  App,
  AutoComplete,
  Badge,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Layout,
  Modal,
  Progress,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tag,
  Timeline,
  Tooltip,
  Tree,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';

/**
 * One sample of each antd component the app uses, in the variants it uses, for the build to
 * write their styles into a stylesheet (see prerender.tsx's renderAntdStyles). Rendering one is
 * what makes antd register a component's styles, closed or open. A component left out here still
 * works: antd then writes its styles at run time, as it does in development.
 */
export const antdStyleSamples: Record<string, () => ReactNode> = {
  Alert: () => <Alert title="Sample" />,
  App: () => <App />,
  AutoComplete: () => <AutoComplete />,
  Badge: () => <Badge count={1} />,
  Button: () => <Button>Sample</Button>,
  Checkbox: () => <Checkbox />,
  Col: () => <Col />,
  DatePicker: () => <DatePicker />,
  Descriptions: () => <Descriptions items={[{ key: 'sample', label: 'Sample', children: 1 }]} />,
  Drawer: () => <Drawer />,
  Empty: () => <Empty />,
  Flex: () => <Flex />,
  Form: () => (
    <Form>
      <Form.Item label="Sample" help="Sample">
        <Input />
      </Form.Item>
    </Form>
  ),
  Input: () => (
    <>
      <Input />
      <Input.Password />
      <Input.TextArea />
      <Input.Search />
    </>
  ),
  InputNumber: () => <InputNumber />,
  Layout: () => (
    <Layout>
      <Layout.Header />
      <Layout.Sider />
      <Layout.Content />
    </Layout>
  ),
  Modal: () => <Modal />,
  Progress: () => <Progress percent={1} />,
  Radio: () => (
    <Radio.Group>
      <Radio />
      <Radio.Button />
    </Radio.Group>
  ),
  Row: () => <Row />,
  Select: () => <Select />,
  Skeleton: () => <Skeleton />,
  Space: () => (
    <Space>
      <Space.Compact />
    </Space>
  ),
  Spin: () => <Spin />,
  Switch: () => <Switch />,
  // A preset colour and a status colour: each kind has rules of its own.
  Tag: () => (
    <>
      <Tag color="blue">Sample</Tag>
      <Tag color="success">Sample</Tag>
    </>
  ),
  Timeline: () => <Timeline items={[{ content: 'Sample' }]} />,
  // Not imported by the app itself: Typography's copy and ellipsis show one.
  Tree: () => <Tree treeData={[{ key: 'area', title: 'Area', children: [] }]} />,
  Tooltip: () => (
    <Tooltip title="Sample">
      <span />
    </Tooltip>
  ),
  Typography: () => (
    <Typography>
      <Typography.Title />
      <Typography.Paragraph />
      <Typography.Text />
    </Typography>
  ),
};

/** Every sample at once. */
export function AntdStyleSamples() {
  return Object.entries(antdStyleSamples).map(([name, sample]) => <div key={name}>{sample()}</div>);
}
