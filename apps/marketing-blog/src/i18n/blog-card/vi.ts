/** Vietnamese texts of a blog card (type labels, categories, links), which the home page shows too. */
export const vi = {
  blog: {
    types: {
      marketingKnowledge: 'Kiến thức marketing',
      solutionHandbook: 'Cẩm nang giải pháp',
      expertOpinion: 'Góc chuyên gia',
      industryReport: 'Báo cáo ngành',
    },
    categories: {
      marketingKnowledge: 'Kiến thức marketing',
      solutionHandbook: 'Cẩm nang giải pháp',
      expertHub: 'Góc chuyên gia',
    },
    card: {
      readMore: 'Đọc tiếp',
      readMoreAbout: 'Đọc tiếp: {{title}}',
      downloadReport: 'Tải báo cáo',
      downloadReportAbout: 'Tải báo cáo: {{title}}',
    },
  },
};
