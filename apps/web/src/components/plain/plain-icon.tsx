import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

function renderNode(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(renderNode));
}

/**
 * One of antd's icons drawn from its definition alone: the same shapes as the rest of the
 * console, without the icon components' runtime. Decorative: the text beside it carries the meaning.
 */
export function PlainIcon({ definition }: { definition: IconDefinition }) {
  const { icon } = definition;
  const root = typeof icon === 'function' ? icon('currentColor', 'currentColor') : icon;
  return (
    <svg
      {...root.attrs}
      width="1em"
      height="1em"
      fill="currentColor"
      data-icon={definition.name}
      aria-hidden="true"
      focusable="false"
    >
      {root.children?.map(renderNode)}
    </svg>
  );
}
