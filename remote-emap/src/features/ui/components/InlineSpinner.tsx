/** A small spinner for a part of the screen that is loading, announced politely. */
export function InlineSpinner({ label }: { label: string }) {
  return (
    <div className="emap-inline-spinner" role="status">
      <span className="harmo-spinner" aria-hidden="true" />
      <span className="harmo-visually-hidden">{label}</span>
    </div>
  );
}
