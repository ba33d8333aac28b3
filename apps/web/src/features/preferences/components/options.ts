import { PREFERENCE_OPTION_LABELS } from '@salon/shared';

type Labelled = keyof typeof PREFERENCE_OPTION_LABELS;

/** Select / radio options of a preference from its shared labels. */
export function optionsOf<K extends Labelled>(key: K) {
  const labels = PREFERENCE_OPTION_LABELS[key] as Record<string, string>;
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
