import type { NamespaceResources } from '@echowatch/remote-kit';

/** Texts of the blog list, the article page and the insight list (the cards' own are in blog-card-texts). */
export const blogTexts: NamespaceResources = {
  vi: {
    blog: {
      tabs: {
        label: 'Chuyên mục bài viết',
        all: 'Tất cả',
        marketingKnowledge: 'Kiến thức marketing',
        solutionHandbook: 'Cẩm nang giải pháp',
        expertHub: 'Góc chuyên gia',
      },
      banner: {
        title: 'Khám phá kiến thức social listening',
        text: 'Bài viết, cẩm nang và báo cáo ngành giúp bạn hiểu khách hàng qua những gì họ nói trên mạng xã hội và báo chí.',
      },
      search: {
        label: 'Tìm bài viết',
        placeholder: 'Nhập từ khóa, ví dụ: khủng hoảng truyền thông',
        submit: 'Tìm kiếm',
      },
      list: {
        heading: 'Bài viết',
        resultsFor: 'Kết quả cho “{{keyword}}”',
        count_one: '{{count}} bài viết',
        count_other: '{{count}} bài viết',
        loading: 'Đang tải bài viết…',
        empty: 'Chưa có bài viết phù hợp.',
        emptyKeyword: 'Không tìm thấy bài viết nào cho “{{keyword}}”. Hãy thử một từ khóa khác.',
        failed: 'Chưa tải được danh sách bài viết. Vui lòng kiểm tra kết nối và thử lại.',
        retry: 'Thử lại',
      },
      pagination: {
        label: 'Phân trang',
        previous: 'Trang trước',
        next: 'Trang sau',
        page: 'Trang {{page}}',
      },
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
      },
      insight: {
        title: 'Báo cáo chuyên sâu',
        text: 'Báo cáo ngành và nhận định chuyên gia từ dữ liệu thảo luận trực tuyến, kèm bản báo cáo đầy đủ để tải về.',
        heading: 'Báo cáo và nhận định',
      },
    },
  },
  en: {
    blog: {
      tabs: {
        label: 'Article categories',
        all: 'All',
        marketingKnowledge: 'Marketing knowledge',
        solutionHandbook: 'Solution handbook',
        expertHub: 'Expert hub',
      },
      banner: {
        title: 'Discover social listening know-how',
        text: 'Articles, handbooks and industry reports that help you understand customers through what they say on social media and in the news.',
      },
      search: {
        label: 'Search articles',
        placeholder: 'Type a keyword, e.g. crisis',
        submit: 'Search',
      },
      list: {
        heading: 'Articles',
        resultsFor: 'Results for “{{keyword}}”',
        count_one: '{{count}} article',
        count_other: '{{count}} articles',
        loading: 'Loading articles…',
        empty: 'There are no articles here yet.',
        emptyKeyword: 'No articles found for “{{keyword}}”. Try another keyword.',
        failed: 'The articles could not be loaded. Please check your connection and try again.',
        retry: 'Try again',
      },
      pagination: {
        label: 'Pagination',
        previous: 'Previous page',
        next: 'Next page',
        page: 'Page {{page}}',
      },
      detail: {
        loading: 'Loading the article…',
        failed: 'The article could not be loaded. Please check your connection and try again.',
        retry: 'Try again',
        postedAt: 'Posted at',
        report: 'Full report',
        reportText: 'Download the full report with detailed figures and the collection method.',
        downloadReport: 'Download report (PDF)',
        share: 'Share this article',
        related: 'Related articles',
      },
      insight: {
        title: 'Insight reports',
        text: 'Industry reports and expert views drawn from online conversation data, each with the full report to download.',
        heading: 'Reports and views',
      },
    },
  },
};
