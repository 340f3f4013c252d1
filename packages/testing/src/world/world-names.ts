// Word lists the world draws names from: plain ASCII, plus a few characters Go's encoder
// escapes (<, >, &) so every run exercises the platform's encoding.

export const FIRST_NAMES = [
  'Ada',
  'Sam',
  'Noor',
  'Kenji',
  'Lucía',
  'Tomás',
  'Priya',
  'Ola',
  'Mei',
  'Jonas',
];
export const LAST_NAMES = [
  'Example',
  'Sample',
  'Okafor',
  'Tanaka',
  'Ferrer',
  'Novak',
  'Iyer',
  'Berg',
];

export const PROJECT_ADJECTIVES = [
  'Brand',
  'Mobile',
  'Web',
  'Marketing',
  'Design',
  'Onboarding',
  'Checkout',
  'Admin',
];
export const PROJECT_NOUNS = [
  'Icons',
  'System',
  'Kit',
  'Redesign',
  'Library',
  'Flows',
  'Screens',
  'Styles',
];
export const PROJECT_COLORS = [
  '#000',
  '#2f80ed',
  '#eb5757',
  '#27ae60',
  '#f2994a',
  '#9b51e0',
  '#56ccf2',
];

export const BRANCH_VERBS = ['refresh', 'update', 'fix', 'explore', 'tweak', 'rework', 'add'];
export const BRANCH_TOPICS = [
  'icons',
  'header',
  'buttons',
  'colors',
  'typography',
  'nav',
  'cards',
  'empty-states',
];

export const COMMIT_TITLES = [
  'Adjusted spacing on the header',
  'Replaced the search icon',
  'Updated button states',
  'New color tokens',
  'Cleaned up unused layers',
  'Tweaked <Card> shadows & borders',
];

export const COMMENT_BODIES = [
  'Can we try a lighter stroke on the search icon?',
  'Looks good to me.',
  'Done, pushed a new version.',
  'The contrast on the secondary button is too low.',
  'Use <Icon> here & keep the 24px grid?',
  'Approved, ship it.',
];
