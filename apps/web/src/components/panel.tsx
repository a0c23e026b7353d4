import type { CSSProperties, ReactNode } from 'react';
import './panel.css';

type PanelProps = {
  /** The panel's title bar; none when omitted. */
  title?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * antd's Card in look (a bordered surface with an optional title bar), in plain elements: antd's
 * Card brings its tabs with it (some 10 KB) for a tab bar no screen uses.
 */
export function Panel({ title, style, children }: PanelProps) {
  return (
    <div className="panel" style={style}>
      {title !== undefined && <div className="panel-head">{title}</div>}
      <div className="panel-body">{children}</div>
    </div>
  );
}
