import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icon.tsx';
import './plain.css';

type PlainResultProps = {
  icon: IconDefinition;
  /** The icon's colour: an error, or a stop that is no fault of the person's. */
  tone: 'error' | 'warning';
  /** The screen's one h1. */
  title: string;
  description: ReactNode;
  /** The ways forward: links to known pages, a reload. */
  actions: ReactNode;
};

/**
 * antd's Result in shape, drawn in plain elements: the error page, the 403 and the 404 screens
 * show it. A screen that only a few people ever see should not add antd's Result (and its
 * illustrations) to every console screen's download.
 */
export function PlainResult({ icon, tone, title, description, actions }: PlainResultProps) {
  return (
    <div className="plain-scope plain-result" data-tone={tone}>
      <PlainIcon definition={icon} />
      <h1 className="plain-title">{title}</h1>
      <p className="plain-description">{description}</p>
      <div className="plain-result-actions">{actions}</div>
    </div>
  );
}
