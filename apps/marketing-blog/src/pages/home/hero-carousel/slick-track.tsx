import { useEffect, useImperativeHandle, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { TRANSITION_MS } from './hero-slides';

/** How the carousel turns the engine: it fades to the slide and reports it through `onChange`. */
export interface SlickTrackHandle {
  goTo(index: number): void;
}

interface SlickTrackProps {
  ref?: Ref<SlickTrackHandle>;
  children: ReactNode;
  initialSlide: number;
  reducedMotion: boolean;
  onChange: (index: number) => void;
  dot: (index: number) => ReactElement;
  /** The dots list's class, from the carousel's own styles. */
  dotsClass?: string;
  /** Called once the engine's slides and dots are in the page. */
  onReady?: () => void;
}

/**
 * The react-slick engine, in its own chunk: fading slides, dots, no arrows. It never turns on its own
 * (its autoplay would count from when the chunk arrived): the carousel keeps the time and turns it.
 */
export function SlickTrack(props: SlickTrackProps) {
  const { ref, children, initialSlide, reducedMotion, onChange, dot, dotsClass, onReady } = props;
  const slider = useRef<Slider>(null);
  const [startAt] = useState(initialSlide);
  const [ready] = useState(() => onReady);

  useImperativeHandle(ref, () => ({ goTo: (index: number) => slider.current?.slickGoTo(index) }), []);

  useEffect(() => {
    ready?.();
  }, [ready]);

  return (
    <Slider
      ref={slider}
      initialSlide={startAt}
      autoplay={false}
      speed={reducedMotion ? 0 : TRANSITION_MS}
      fade
      infinite
      arrows={false}
      dots
      dotsClass={dotsClass}
      appendDots={(dots) => <ul>{dots}</ul>}
      customPaging={dot}
      pauseOnHover={false}
      pauseOnFocus={false}
      pauseOnDotsHover={false}
      beforeChange={(_from, to) => onChange(to)}
    >
      {children}
    </Slider>
  );
}
