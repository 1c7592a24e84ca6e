import type { NamespaceResources } from '@echowatch/remote-kit';

/** Texts of a blog card (type labels, links), which the home page shows too. */
export const blogCardTexts: NamespaceResources = {
  vi: {
    blog: {
      types: {
        marketingKnowledge: 'Kiến thức marketing',
        solutionHandbook: 'Cẩm nang giải pháp',
        expertOpinion: 'Góc chuyên gia',
        industryReport: 'Báo cáo ngành',
      },
      card: {
        readMore: 'Đọc tiếp',
        readMoreAbout: 'Đọc tiếp: {{title}}',
        downloadReport: 'Tải báo cáo',
        downloadReportAbout: 'Tải báo cáo: {{title}}',
      },
    },
  },
  en: {
    blog: {
      types: {
        marketingKnowledge: 'Marketing knowledge',
        solutionHandbook: 'Solution handbook',
        expertOpinion: 'Expert opinion',
        industryReport: 'Industry report',
      },
      card: {
        readMore: 'Read more',
        readMoreAbout: 'Read more: {{title}}',
        downloadReport: 'Download report',
        downloadReportAbout: 'Download report: {{title}}',
      },
    },
  },
};
