/** Type ids of the blog service: 1 marketing knowledge, 2 solution handbook, 3 expert opinion, 4 industry report. */
export type SeedBlogType = 1 | 2 | 3 | 4;

export interface SeedSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A post as the editors wrote it; the routes turn it into the service's answer. */
export interface SeedPost {
  id: number;
  slug: string;
  language: 'vi' | 'en';
  type: SeedBlogType;
  /** 1 published; anything else is a draft that must never be served. */
  status: number;
  /** ISO 8601, Vietnam time. */
  created_at: string;
  title: string;
  lead: string;
  sections: SeedSection[];
  /** The post offers a downloadable report (PDF). */
  report?: boolean;
  /** Raw editor HTML appended after the sections, exactly as it was pasted. */
  rawHtml?: string;
}

type Meta = Pick<SeedPost, 'id' | 'slug' | 'type' | 'created_at' | 'title' | 'lead'> &
  Partial<Pick<SeedPost, 'status' | 'report' | 'rawHtml'>>;

export function section(heading: string, paragraphs: string | string[], list?: string[]): SeedSection {
  return { heading, paragraphs: Array.isArray(paragraphs) ? paragraphs : [paragraphs], list };
}

export function viPost(meta: Meta, sections: SeedSection[]): SeedPost {
  return { status: 1, ...meta, language: 'vi', sections };
}

export function enPost(meta: Meta, sections: SeedSection[]): SeedPost {
  return { status: 1, ...meta, language: 'en', sections };
}

/** Vietnam time, so the list order and the shown times match what the editors saw. */
export function at(date: string, time: string): string {
  return `${date}T${time}:00+07:00`;
}
