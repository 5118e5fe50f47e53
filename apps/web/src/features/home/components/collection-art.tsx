import type { ShopCollection } from '@campus-threads/contract';

/** Flat illustrations for the collection tiles, drawn inline (no external images). */
export function CollectionArt({ collection }: { collection: ShopCollection }) {
  switch (collection) {
    case 'casual':
      return (
        <svg viewBox="0 0 200 160" className="h-full w-full" aria-hidden="true">
          <circle cx="150" cy="40" r="26" fill="#fdba74" opacity=".7" />
          <path
            d="M72 28 40 44 26 78l24 10 7-15v67h86V73l7 15 24-10-14-34-32-16c-4 10-14 16-28 16s-24-6-28-16z"
            fill="#fff"
          />
          <path
            d="M82 86c10 12 26 12 36 0"
            stroke="#f97316"
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="86" cy="74" r="4" fill="#12141c" />
          <circle cx="114" cy="74" r="4" fill="#12141c" />
        </svg>
      );
    case 'hostel':
      return (
        <svg viewBox="0 0 200 160" className="h-full w-full" aria-hidden="true">
          <path d="M40 150V62l60-34 60 34v88z" fill="#fff" />
          <path
            d="M30 66 100 26l70 40"
            stroke="#fde68a"
            strokeWidth="8"
            fill="none"
            strokeLinejoin="round"
          />
          {[0, 1, 2].map((row) =>
            [0, 1, 2].map((col) => (
              <rect
                key={`${row}-${col}`}
                x={58 + col * 30}
                y={72 + row * 24}
                width="18"
                height="14"
                rx="2"
                fill={(row + col) % 2 ? '#1e3a8a' : '#fbbf24'}
              />
            )),
          )}
          <rect x="88" y="130" width="24" height="20" rx="3" fill="#1e3a8a" />
          <circle cx="160" cy="30" r="10" fill="#fef3c7" />
        </svg>
      );
    case 'university':
      return (
        <svg viewBox="0 0 200 160" className="h-full w-full" aria-hidden="true">
          <path d="M100 30 20 64l80 34 80-34z" fill="#fff" />
          <path d="M50 78v34c0 12 22 22 50 22s50-10 50-22V78l-50 22z" fill="#d1fae5" />
          <path d="M170 68v44" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
          <circle cx="170" cy="116" r="7" fill="#fbbf24" />
        </svg>
      );
    case 'event':
      return (
        <svg viewBox="0 0 200 160" className="h-full w-full" aria-hidden="true">
          <path d="M40 140 70 40l90 80z" fill="#fff" />
          <path d="M55 90l42 36M63 63l62 54" stroke="#f472b6" strokeWidth="7" />
          {[
            [150, 30, '#fde047'],
            [170, 70, '#fff'],
            [120, 20, '#a5f3fc'],
            [30, 40, '#fde047'],
            [160, 140, '#a5f3fc'],
          ].map(([cx, cy, fill]) => (
            <circle
              key={`${cx}-${cy}`}
              cx={cx as number}
              cy={cy as number}
              r="6"
              fill={fill as string}
            />
          ))}
          <path
            d="M110 50c10-20 30-10 40-30M140 90c20 0 24-18 44-16"
            stroke="#fff"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      );
    case 'accessories':
      return (
        <svg viewBox="0 0 200 160" className="h-full w-full" aria-hidden="true">
          <path d="M52 60h76l-8 84H60z" fill="#fff" />
          <path d="M70 60c0-24 40-24 40 0" stroke="#fff" strokeWidth="7" fill="none" />
          <rect x="132" y="70" width="34" height="50" rx="8" fill="#fde68a" />
          <path d="M166 84h8a10 10 0 0 1 0 20h-8" stroke="#fde68a" strokeWidth="6" fill="none" />
          <circle cx="90" cy="100" r="12" fill="#7c3aed" />
          <path d="M150 30l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#fff" />
        </svg>
      );
  }
}
