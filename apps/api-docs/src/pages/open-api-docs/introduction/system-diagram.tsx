import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import type { vi } from '../../../i18n/open-api-docs/vi';
import * as styles from './system-diagram.module.css';

const IDS = {
  title: 'api-docs-diagram-title',
  desc: 'api-docs-diagram-desc',
  arrow: 'api-docs-diagram-arrow',
};
const ARROW = `url(#${IDS.arrow})`;
const CENTER = 260;

interface BoxProps {
  y: number;
  x?: number;
  width?: number;
  label: string;
  note: string;
  className?: string;
}

function Box({ y, x = 130, width = 260, label, note, className = styles.box }: BoxProps) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={70} rx={8} className={className} />
      <text x={CENTER} y={y + 30} textAnchor="middle" className={styles.label}>
        {label}
      </text>
      <text x={CENTER} y={y + 53} textAnchor="middle" className={styles.note}>
        {note}
      </text>
    </g>
  );
}

function Arrow({ x, from, to, both = false }: { x: number; from: number; to: number; both?: boolean }) {
  return (
    <line
      x1={x}
      y1={from}
      x2={x}
      y2={to}
      className={styles.arrow}
      markerEnd={ARROW}
      markerStart={both ? ARROW : undefined}
    />
  );
}

/** Client → API gateway → data platform; drawn top to bottom so it stays legible on a phone. */
export function SystemDiagram() {
  const { t } = useTexts();
  const brand = useSiteConfig().brand.name;
  const d = (key: keyof typeof vi.intro.diagram) => t(`intro.diagram.${key}`, { brand });
  return (
    <>
      <p>{d('intro')}</p>
      <figure className={styles.figure}>
        <svg
          viewBox="0 0 520 600"
          className={styles.diagram}
          role="img"
          aria-labelledby={IDS.title}
          aria-describedby={IDS.desc}
        >
          <title id={IDS.title}>{d('title')}</title>
          <desc id={IDS.desc}>{d('desc')}</desc>
          <defs>
            <marker
              id={IDS.arrow}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
            </marker>
          </defs>
          <Box y={10} label={d('client')} note={d('clientNote')} />
          <Arrow x={225} from={80} to={128} />
          <text x={215} y={110} textAnchor="end" className={styles.note}>
            {d('request')}
          </text>
          <Arrow x={295} from={130} to={82} />
          <text x={305} y={110} className={styles.note}>
            {d('response')}
          </text>
          <Box y={130} label={d('gateway')} note={d('gatewayNote')} className={styles.gateway} />
          <Arrow x={350} from={202} to={303} both />
          <text x={360} y={232} className={styles.note}>
            {d('query')}
          </text>
          <rect x={10} y={250} width={500} height={340} rx={12} className={styles.platform} />
          <text x={30} y={280} className={styles.platformLabel}>
            {d('platform')}
          </text>
          <Box y={305} x={40} width={440} label={d('index')} note={d('indexNote')} />
          <Arrow x={CENTER} from={405} to={377} />
          <Box y={405} x={40} width={440} label={d('classification')} note={d('classificationNote')} />
          <Arrow x={CENTER} from={505} to={477} />
          <Box y={505} x={40} width={440} label={d('collection')} note={d('collectionNote')} />
        </svg>
        <figcaption className={styles.caption}>{d('caption')}</figcaption>
      </figure>
    </>
  );
}
