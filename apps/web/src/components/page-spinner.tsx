import { Flex, Spin } from 'antd';

/** Shown while a screen's code is on its way, so the page never flashes blank. */
export function PageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <span role="status" aria-label="Loading">
        <Spin size="large" />
      </span>
    </Flex>
  );
}
