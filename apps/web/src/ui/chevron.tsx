/**
 * The chevron of a control that opens what it names (a menu's group, an accordion's list): turned
 * while open; `data-open-mark` lets a behaviour turn it (light/disclosure.ts, light/accordion.ts).
 */
export function Chevron({ open, className }: { open: boolean; className?: string | undefined }) {
  return (
    <svg
      className={className}
      data-open={open || undefined}
      data-open-mark
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
    >
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
