import type { SeedPost } from './blog-seed-types';

/** The standard PDF fonts know no Vietnamese letters; the sandbox's reports carry the text without marks. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '');
}

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function reportLines(post: SeedPost): { size: number; text: string }[] {
  const lines = [
    { size: 11, text: post.language === 'vi' ? 'EchoWatch - Bao cao chuyen sau' : 'EchoWatch - Insight report' },
    ...wrap(plain(post.title), 60).map((text) => ({ size: 18, text })),
    ...wrap(plain(post.lead), 90).map((text) => ({ size: 11, text })),
  ];
  for (const part of post.sections) {
    lines.push({ size: 14, text: plain(part.heading) });
    for (const paragraph of [...part.paragraphs, ...(part.list ?? []).map((item) => `- ${item}`)]) {
      lines.push(...wrap(plain(paragraph), 90).map((text) => ({ size: 11, text })));
    }
  }
  return lines;
}

/** A one-page A4 PDF of the report, built by hand so the sandbox ships no binary files. */
export function blogReportPdf(post: SeedPost): Buffer {
  let y = 790;
  const commands = reportLines(post).map(({ size, text }) => {
    y -= size + 8;
    return `BT /F1 ${size} Tf 56 ${y} Td (${escapePdf(text)}) Tj ET`;
  });
  const stream = commands.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
