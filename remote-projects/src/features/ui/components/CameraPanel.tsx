import type { ReactNode } from 'react';

/**
 * A camera that opens on request: the button that opens it, or the scanner with the button
 * that closes it. The screen's typed fallback stays below either way.
 */
export function CameraPanel({
  open,
  onOpenChange,
  openLabel,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  openLabel: string;
  closeLabel: string;
  /** The scanner, shown while open. */
  children: ReactNode;
}) {
  if (open) {
    return (
      <>
        {children}
        <button type="button" className="harmo-button" onClick={() => onOpenChange(false)}>
          {closeLabel}
        </button>
      </>
    );
  }
  return (
    <button
      type="button"
      className="harmo-button harmo-button--primary projects-intake__camera"
      onClick={() => onOpenChange(true)}
    >
      {openLabel}
    </button>
  );
}
