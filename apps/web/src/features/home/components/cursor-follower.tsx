import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A soft saffron dot trailing the mouse over the hero. Desktop pointers only; nothing at all when
 * the visitor prefers reduced motion.
 */
export function CursorFollower({ areaRef }: { areaRef: RefObject<HTMLElement | null> }) {
  const dotRef = useRef<HTMLDivElement>(null);
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(
      '(pointer: fine) and (min-width: 768px) and (prefers-reduced-motion: no-preference)',
    );
    const update = () => setEnabled(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const area = areaRef.current;
    const dot = dotRef.current;
    if (!enabled || !area || !dot) return;
    let frame = 0;
    let targetX = 0;
    let targetY = 0;
    let x = 0;
    let y = 0;
    let visible = false;

    const tick = () => {
      x += (targetX - x) * 0.18;
      y += (targetY - y) * 0.18;
      dot.style.transform = `translate3d(${x}px, ${y}px, 0) translate(-50%, -50%)`;
      if (Math.abs(targetX - x) > 0.3 || Math.abs(targetY - y) > 0.3)
        frame = requestAnimationFrame(tick);
      else frame = 0;
    };
    const onMove = (event: PointerEvent) => {
      const rect = area.getBoundingClientRect();
      targetX = event.clientX - rect.left;
      targetY = event.clientY - rect.top;
      if (!visible) {
        x = targetX;
        y = targetY;
        visible = true;
        dot.style.opacity = '1';
      }
      if (!frame) frame = requestAnimationFrame(tick);
    };
    const onLeave = () => {
      visible = false;
      dot.style.opacity = '0';
    };
    area.addEventListener('pointermove', onMove);
    area.addEventListener('pointerleave', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', onLeave);
    };
  }, [enabled, areaRef]);

  if (!enabled) return null;
  return (
    <div
      ref={dotRef}
      aria-hidden="true"
      data-testid="cursor-follower"
      className="pointer-events-none absolute top-0 left-0 z-10 size-5 rounded-full bg-saffron-500 opacity-0 mix-blend-screen shadow-[0_0_24px_6px_rgb(249_115_22/0.45)] transition-opacity duration-300"
    />
  );
}
