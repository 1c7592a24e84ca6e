import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { registerNamespace } from '@echowatch/remote-kit';
import { commonTexts } from '../../../i18n/common-texts';
import { homeSlideTexts } from '../../../i18n/home-slide-texts';
import { NAMESPACE } from '../../../i18n/namespace';
import { AUTOPLAY_MS, TRANSITION_MS } from './hero-slides';

// The later slides only ever show through the engine, so their texts come with it.
registerNamespace(NAMESPACE, commonTexts);
registerNamespace(NAMESPACE, homeSlideTexts);

interface SlickTrackProps {
  children: ReactNode;
  initialSlide: number;
  rotating: boolean;
  reducedMotion: boolean;
  onChange: (index: number) => void;
  dot: (index: number) => ReactElement;
  /** The dots list's class, from the carousel's own styles. */
  dotsClass?: string;
  /** Called once the engine's slides and dots are in the page. */
  onReady?: () => void;
}

/**
 * The react-slick engine, in its own chunk: fading slides, dots, no arrows. Rotation is started
 * and stopped from outside (pause button, hover, focus), never by slick's own hover handling.
 */
export function SlickTrack(props: SlickTrackProps) {
  const { children, initialSlide, rotating, reducedMotion, onChange, dot, dotsClass, onReady } = props;
  const slider = useRef<Slider>(null);
  const [startAt] = useState(initialSlide);
  const [ready] = useState(() => onReady);

  useEffect(() => {
    ready?.();
  }, [ready]);

  useEffect(() => {
    if (rotating) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [rotating]);

  return (
    <Slider
      ref={slider}
      initialSlide={startAt}
      autoplay={rotating}
      autoplaySpeed={AUTOPLAY_MS}
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
