const HELP_TABS = ['guides', 'faq', 'videos', 'support'] as const;
export type HelpTab = (typeof HELP_TABS)[number];

/** The help centre's open tab from its address (`?tab=faq`); the guides when none or unknown. */
export function helpTab(params: URLSearchParams): HelpTab {
  const requested = params.get('tab');
  return HELP_TABS.find((tab) => tab === requested) ?? 'guides';
}
