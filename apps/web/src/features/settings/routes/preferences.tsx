import { ScreenHeader } from '@/components/screen-header.tsx';

/** Serves both /setting and /setting/preferences (SPEC §2: the settings index is the preferences). */
export function PreferencesRoute() {
  return (
    <ScreenHeader
      title="Preferences"
      description="Theme, primary colour, table size, date and time formats, currency and units."
    />
  );
}
