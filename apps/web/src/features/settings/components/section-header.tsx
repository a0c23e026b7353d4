import { Typography } from 'antd';
import type { Ref } from 'react';

type SectionHeaderProps = {
  title: string;
  description: string;
  /** Lets the screen bring the section into view and move focus to it on arrival. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A part of a screen under its one h1: an h2 and one line on what the part holds. */
export function SectionHeader({ title, description, headingRef }: SectionHeaderProps) {
  return (
    <header>
      <Typography.Title
        level={2}
        ref={headingRef}
        // Focusable from script only, so a link to the section can land keyboard users on it.
        tabIndex={headingRef ? -1 : undefined}
        // Room above the heading when it is scrolled to the top of the window.
        style={{ marginTop: 0, fontSize: 18, scrollMarginTop: 24 }}
      >
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {description}
      </Typography.Paragraph>
    </header>
  );
}
