import { OutlineIcon, type NavigationIcon as IconName } from '@harmo/shared';

/** Outline drawings (24 × 24, stroked with the text colour) for the entries' icons. */
const PATHS: Record<IconName, string> = {
  pharmacy: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-14v5m-2.5-2.5h5',
  prescription: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  notebook: 'M6 3h11a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6zM9 3v18M12 8h3M12 12h3',
  checkup: 'M3 12h4l2-5 4 10 2-5h6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  partner: 'M9 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12 10a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM8 9l8 6',
  project: 'M4 5h16v14H4zM4 9h16M9 9v10',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0',
  family:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 1a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM3 20a6 6 0 0 1 12 0m1-5a5 5 0 0 1 5 5',
  document: 'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h3',
};

export function NavigationIcon({ name }: { name: IconName }) {
  return <OutlineIcon path={PATHS[name]} className="harmo-nav-icon" name={name} />;
}
