/** Vietnamese texts of the article page (/blog-detail/{slug}); the cards of its related posts are in blog-card. */
export const vi = {
  blog: {
    detail: {
      loading: 'Đang tải bài viết…',
      failed: 'Chưa tải được bài viết. Vui lòng kiểm tra kết nối và thử lại.',
      retry: 'Thử lại',
      postedAt: 'Ngày đăng',
      // A post's publication day, written as the language writes a date.
      date: '{{dd}}/{{mm}}/{{year}}',
      months: {
        january: 'tháng 1',
        february: 'tháng 2',
        march: 'tháng 3',
        april: 'tháng 4',
        may: 'tháng 5',
        june: 'tháng 6',
        july: 'tháng 7',
        august: 'tháng 8',
        september: 'tháng 9',
        october: 'tháng 10',
        november: 'tháng 11',
        december: 'tháng 12',
      },
      report: 'Báo cáo đầy đủ',
      reportText: 'Tải bản báo cáo đầy đủ kèm số liệu chi tiết và phương pháp thu thập.',
      downloadReport: 'Tải báo cáo (PDF)',
      share: 'Chia sẻ bài viết',
      related: 'Bài viết liên quan',
      language: {
        name: { vi: 'tiếng Việt', en: 'tiếng Anh' },
        writtenIn: 'Bài viết này được viết bằng {{language}}.',
        onlyIn: 'Bài viết này chỉ có bằng {{language}}.',
        readTranslation: 'Đọc bản tiếng Việt',
        seeArticles: 'Xem các bài viết tiếng Việt',
      },
    },
  },
};
