import { useEffect } from 'react';
import type { RefObject } from 'react';
import { heroOpacity, scrollProgress } from '@shared/card/presentation';

/**
 * The hero fades with scroll progress (out by 0.2,
 * back by 0.7), and each section fades in as it comes into view. Written to the DOM directly, so
 * scrolling never re-renders the card. Sections start visible in the server's HTML (a guest
 * without JavaScript sees everything); only sections still below the screen are hidden here.
 */
export function useScrollPresentation(root: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const hero = root.current?.querySelector<HTMLElement>('[data-card-hero]');
    if (!enabled || !hero) return;
    const page = document.documentElement;
    let frame = 0;
    const paint = () => {
      frame = 0;
      const progress = scrollProgress(window.scrollY, page.scrollHeight, window.innerHeight);
      hero.style.opacity = heroOpacity(progress).toFixed(3);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(paint);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // At the top the hero is fully shown already: no style work at load.
    if (window.scrollY > 0) paint();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
      hero.style.opacity = '';
    };
  }, [root, enabled]);

  useEffect(() => {
    const container = root.current;
    if (!enabled || !container) return;
    const sections = [...container.querySelectorAll<HTMLElement>('[data-reveal]')];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute('data-reveal', 'shown');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const section of sections) {
      const top = section.getBoundingClientRect().top;
      // Already on screen: stays as painted. Below it: hidden until it scrolls into view.
      if (top < window.innerHeight) continue;
      section.setAttribute('data-reveal', 'waiting');
      observer.observe(section);
    }
    return () => {
      observer.disconnect();
      for (const section of sections) section.setAttribute('data-reveal', 'shown');
    };
  }, [root, enabled]);
}
