/** Vietnamese texts of the article page (/blog-detail/{slug}); the cards of its related posts are in blog-card. */
export const vi = {
  blog: {
    detail: {
      loading: 'Đang tải bài viết…',
      failed: 'Chưa tải được bài viết. Vui lòng kiểm tra kết nối và thử lại.',
      retry: 'Thử lại',
      postedAt: 'Đăng lúc',
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
