import { Button, Flex } from 'antd';
import type { Ref } from 'react';
import { useConfirm } from '@/components/use-confirm.ts';
import {
  getThemeSettings,
  resetThemeSettings,
  updateThemeSettings,
  useThemeSettings,
} from '@/lib/theme/theme-store.ts';
import { useChangeSettings } from '../api/change-settings.ts';
import { usePreferenceDetails } from '../api/get-preference-details.ts';
import { AccessibilitySection } from './accessibility-section.tsx';
import { AppearanceSection, type PreferenceChange } from './appearance-section.tsx';
import { FormatsSection } from './formats-section.tsx';
import { PreviewCard } from './preview-card.tsx';
import { SaveStatus } from './save-status.tsx';
import { SectionHeader } from './section-header.tsx';

/**
 * Every preference of docs/BEHAVIOUR.md §3. A change shows at once across the console (the store applies it)
 * and is saved to the person's account, so it follows them to another browser.
 */
export function PreferencesSection({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const settings = useThemeSettings();
  const save = useChangeSettings();
  const confirm = useConfirm();
  // Brings the server's copy in first when this browser has none (a no-op once synced).
  usePreferenceDetails();

  const onChange: PreferenceChange = (patch, options = { save: true }) => {
    const next = updateThemeSettings(patch);
    if (options.save) save.mutate({ preferences: next });
  };

  function confirmReset() {
    confirm.pop({
      title: 'Reset preferences?',
      content: 'Theme, colour, font, table size, formats and units go back to the defaults.',
      okText: 'Reset',
      onOk: () => save.mutate({ preferences: resetThemeSettings() }),
    });
  }

  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <SectionHeader
          title="Preferences"
          description="Theme, primary colour, table size, date and time formats, currency and units."
          headingRef={headingRef}
        />
        <Button onClick={confirmReset}>Reset to defaults</Button>
      </Flex>
      <SaveStatus
        isPending={save.isPending}
        isSuccess={save.isSuccess}
        error={save.error}
        onRetry={() => save.mutate({ preferences: getThemeSettings() })}
      />
      <AppearanceSection settings={settings} onChange={onChange} />
      <FormatsSection settings={settings} onChange={onChange} />
      <PreviewCard settings={settings} />
      <AccessibilitySection />
    </Flex>
  );
}
