import { SHOP_FACTS } from '@campus-threads/contract';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CursorFollower } from './cursor-follower';

function HeroTee() {
  return (
    <svg
      viewBox="0 0 320 300"
      className="h-auto w-full max-w-sm drop-shadow-[0_30px_60px_rgb(0_0_0/0.45)]"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id="tee" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#ea580c" />
        </linearGradient>
      </defs>
      <path
        d="M110 20 48 52 20 118l46 20 14-30v172h160V108l14 30 46-20-28-66-62-32c-8 18-26 30-50 30s-42-12-50-30z"
        fill="url(#tee)"
      />
      <path
        d="M110 20c8 18 26 30 50 30s42-12 50-30"
        fill="none"
        stroke="#fff"
        strokeOpacity=".35"
        strokeWidth="4"
      />
      <text
        x="160"
        y="150"
        textAnchor="middle"
        fontFamily="Inter Variable, sans-serif"
        fontWeight="900"
        fontSize="26"
        fill="#12141c"
      >
        CLASS OF
      </text>
      <text
        x="160"
        y="196"
        textAnchor="middle"
        fontFamily="Inter Variable, sans-serif"
        fontWeight="900"
        fontSize="46"
        fill="#fff"
      >
        ’27
      </text>
      <path d="M118 222h84" stroke="#12141c" strokeWidth="5" strokeLinecap="round" />
      <circle cx="160" cy="246" r="6" fill="#12141c" />
    </svg>
  );
}

export function Hero() {
  const areaRef = useRef<HTMLElement>(null);
  return (
    <section
      ref={areaRef}
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ink-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(249_115_22/0.25),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(249_115_22/0.12),transparent_50%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:linear-gradient(rgb(255_255_255)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255)_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <CursorFollower areaRef={areaRef} />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 pt-14 pb-20 sm:px-6 md:grid-cols-[1.2fr_1fr] md:pt-20 md:pb-28 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-wide text-saffron-300">
            <span className="size-1.5 rounded-full bg-saffron-400" aria-hidden="true" />
            Designed by students · Printed in India
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Wear your campus. <span className="text-saffron-400">Own your story.</span>
          </h1>
          <p className="mt-5 max-w-xl text-base text-zinc-300 sm:text-lg">
            T-shirts and accessories for your hostel, university and fest, made by students like
            you. Shop the drops, or upload your own design and earn from every sale.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/category/casual" className={buttonClasses('primary', 'lg')}>
              Shop casual tees
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link to="/dashboard/upload" className={buttonClasses('outline_light', 'lg')}>
              Sell your design
            </Link>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 text-sm">
            {[
              [SHOP_FACTS.customizationFee, 'custom name print'],
              [SHOP_FACTS.advanceShare, 'advance, rest on delivery'],
              ['100%', 'student-made designs'],
            ].map(([value, label]) => (
              <div key={label}>
                <dt className="sr-only">{label}</dt>
                <dd className="text-xl font-bold text-white">{value}</dd>
                <dd className="mt-0.5 text-xs text-zinc-400">{label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="hidden justify-center md:flex">
          <HeroTee />
        </div>
      </div>
      <a
        href="#collections"
        className="absolute bottom-4 left-1/2 flex -translate-x-1/2 flex-col items-center text-xs font-medium text-zinc-400 hover:text-white"
      >
        Scroll to explore
        <ChevronDown className="mt-1 size-5 animate-bounce-slow" aria-hidden="true" />
      </a>
    </section>
  );
}
