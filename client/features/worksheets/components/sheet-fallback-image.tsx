// The card's picture when a worksheet has no logo (or it fails to load): a sheet with ruled lines,
// a tick and a pencil, drawn for the product.
export function SheetFallbackImage({
  size = 72,
  isAnswerSheet = false,
}: {
  size?: number;
  isAnswerSheet?: boolean;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <rect width="72" height="72" rx="12" fill="#eef0fb" />
      <path
        d="M18 12h26l10 10v38a3 3 0 0 1-3 3H18a3 3 0 0 1-3-3V15a3 3 0 0 1 3-3z"
        fill="#fff"
        stroke="#3142b0"
        strokeWidth="2"
      />
      <path d="M44 12v8a2 2 0 0 0 2 2h8" fill="none" stroke="#3142b0" strokeWidth="2" />
      <g stroke="#b0b9e6" strokeWidth="2" strokeLinecap="round">
        <line x1="22" y1="30" x2="46" y2="30" />
        <line x1="22" y1="37" x2="46" y2="37" />
        <line x1="22" y1="44" x2="40" y2="44" />
        <line x1="22" y1="51" x2="36" y2="51" />
      </g>
      {isAnswerSheet ? (
        <path
          d="M36 48l5 5 10-11"
          fill="none"
          stroke="#2f9e44"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <g transform="rotate(40 50 50)">
          <rect x="46" y="30" width="8" height="26" rx="1.5" fill="#f6850a" />
          <rect x="46" y="30" width="8" height="5" fill="#a95400" />
          <path d="M46 56h8l-4 8z" fill="#fccd9b" />
          <path d="M48.7 61.4 50 64l1.3-2.6z" fill="#1f2a6b" />
        </g>
      )}
    </svg>
  );
}
