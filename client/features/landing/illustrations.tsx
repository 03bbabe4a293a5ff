// Illustrations drawn for the product (DESIGN.md: simple SVG, no remote images).

export function PaperStackIllustration() {
  return (
    <svg viewBox="0 0 420 320" role="img" aria-label="A printed exam paper with a pencil">
      <ellipse cx="210" cy="296" rx="170" ry="14" fill="#dfe3f4" />
      <rect x="96" y="46" width="210" height="240" rx="8" fill="#c9d1f5" transform="rotate(-6 200 166)" />
      <rect x="112" y="34" width="210" height="250" rx="8" fill="#ffffff" stroke="#b0b9e6" strokeWidth="2" />
      <rect x="132" y="54" width="170" height="44" rx="4" fill="#eef0fb" stroke="#3142b0" strokeWidth="1.5" />
      <rect x="172" y="64" width="90" height="8" rx="4" fill="#2b3a8c" />
      <rect x="188" y="80" width="58" height="6" rx="3" fill="#8592da" />
      <rect x="132" y="112" width="100" height="8" rx="4" fill="#2b3a8c" />
      <rect x="262" y="112" width="40" height="8" rx="4" fill="#f79b38" />
      {[132, 154, 176].map((y) => (
        <g key={y}>
          <circle cx="138" cy={y + 4} r="4" fill="#8592da" />
          <rect x="150" y={y} width="140" height="7" rx="3.5" fill="#d9ddf3" />
        </g>
      ))}
      <rect x="132" y="204" width="100" height="8" rx="4" fill="#2b3a8c" />
      {[224, 244, 264].map((y) => (
        <rect key={y} x="132" y={y} width="170" height="6" rx="3" fill="#d9ddf3" />
      ))}
      <g transform="rotate(38 330 190)">
        <rect x="318" y="90" width="22" height="170" rx="3" fill="#f6850a" />
        <rect x="318" y="90" width="22" height="18" fill="#f9b265" />
        <polygon points="318,260 340,260 329,290" fill="#fccd9b" />
        <polygon points="325,280 333,280 329,290" fill="#1f2a6b" />
      </g>
      <circle cx="78" cy="80" r="26" fill="#fff4e2" />
      <path
        d="M66 80l8 8 16-18"
        stroke="#db7200"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SchoolIllustration() {
  return (
    <svg viewBox="0 0 420 320" role="img" aria-label="A school with papers in three scripts">
      <ellipse cx="210" cy="296" rx="180" ry="14" fill="#dfe3f4" />
      <rect x="70" y="150" width="280" height="140" rx="6" fill="#ffffff" stroke="#b0b9e6" strokeWidth="2" />
      <polygon points="60,156 210,70 360,156" fill="#2b3a8c" />
      <rect x="196" y="40" width="4" height="40" fill="#1f2a6b" />
      <path d="M200 42h34l-8 9 8 9h-34z" fill="#f6850a" />
      <circle cx="210" cy="124" r="16" fill="#fff4e2" stroke="#f79b38" strokeWidth="3" />
      <rect x="186" y="220" width="48" height="70" rx="4" fill="#3142b0" />
      {[96, 146, 252, 302].map((x) => (
        <rect key={x} x={x} y="180" width="30" height="30" rx="3" fill="#c9d1f5" stroke="#8592da" />
      ))}
      {[96, 302].map((x) => (
        <rect key={x} x={x} y="236" width="30" height="30" rx="3" fill="#c9d1f5" stroke="#8592da" />
      ))}
      <g fontFamily="Noto Sans, Noto Sans Devanagari, Noto Sans Gujarati, sans-serif" fontWeight="700">
        <rect x="14" y="40" width="92" height="52" rx="10" fill="#ffffff" stroke="#b0b9e6" strokeWidth="2" />
        <text x="60" y="74" textAnchor="middle" fontSize="22" fill="#2b3a8c">
          ABC
        </text>
        <rect x="310" y="30" width="96" height="52" rx="10" fill="#ffffff" stroke="#b0b9e6" strokeWidth="2" />
        <text x="358" y="64" textAnchor="middle" fontSize="22" fill="#db7200">
          प्रश्न
        </text>
        <rect x="320" y="96" width="92" height="48" rx="10" fill="#ffffff" stroke="#b0b9e6" strokeWidth="2" />
        <text x="366" y="127" textAnchor="middle" fontSize="20" fill="#3142b0">
          પ્રશ્ન
        </text>
      </g>
    </svg>
  );
}
