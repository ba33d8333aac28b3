import type { Preferences } from '@salon/shared';

export interface PreferenceSectionProps {
  value: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
}
