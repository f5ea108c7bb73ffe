export type MessageIconType = 'warning' | 'info' | 'success' | 'error';

const PATHS: Record<MessageIconType, string> = {
  // Outlined glyphs, drawn on a 24×24 grid.
  warning: 'M12 3 2 21h20L12 3Zm0 6v6m0 2.5v.5',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-11v6m0-9.5V7',
  success: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-4.5-10 3 3 6-6',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM8.5 8.5l7 7m0-7-7 7',
};

/** A decorative status icon; the message next to it carries the meaning. */
export function MessageIcon({ type, size = 56 }: { type: MessageIconType; size?: number }) {
  return (
    <OutlineIcon
      path={PATHS[type]}
      size={size}
      className={`harmo-icon harmo-icon--${type}`}
      name={type}
    />
  );
}

/** A decorative outlined glyph on a 24×24 grid, stroked in the text colour. */
export function OutlineIcon(props: {
  path: string;
  size?: number;
  className?: string;
  name?: string;
}) {
  const { path, size = 24, className, name } = props;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
