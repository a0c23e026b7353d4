import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type TabItem, Tabs } from '@/components/tabs/tabs.tsx';
import { type MemberSection, memberSectionLabels, memberSections } from './member-sections.ts';

type MemberTabsProps = {
  section: MemberSection;
  /** The path of each section, so the open tab is part of the URL. */
  pathOf: (section: MemberSection) => string;
  content: Record<MemberSection, ReactNode>;
  /** Keep every section mounted (the edit form spans them). */
  renderAll?: boolean;
};

/** The member's sections as tabs whose key is the URL's {section}. */
export function MemberTabs({ section, pathOf, content, renderAll = false }: MemberTabsProps) {
  const navigate = useNavigate();
  const items: TabItem[] = memberSections.map((key) => ({
    key,
    label: memberSectionLabels[key],
    children: content[key],
    forceRender: renderAll,
  }));
  return (
    <Tabs
      activeKey={section}
      items={items}
      onChange={(key) => {
        const next = memberSections.find((candidate) => candidate === key);
        if (next) void navigate(pathOf(next));
      }}
    />
  );
}
