import type { NamespaceResources } from '@echowatch/remote-kit';

/** Texts of the home page's first screen: the carousel with its first slide. */
export const homeTexts: NamespaceResources = {
  vi: {
    home: {
      title: '{{brand}} – Lắng nghe mạng xã hội và giám sát danh tiếng trực tuyến',
      carousel: {
        roledescription: 'băng chuyền',
        label: 'Giới thiệu nổi bật',
        slide: 'Trang chiếu',
        slideLabel: '{{index}} / {{count}}',
        pause: 'Tạm dừng',
        pauseLabel: 'Tạm dừng trình chiếu',
        play: 'Phát',
        playLabel: 'Phát trình chiếu',
        goTo: 'Trang chiếu {{index}} / {{count}}',
      },
      cta: {
        register: 'Dùng thử miễn phí 15 ngày',
        packages: 'Xem bảng giá',
      },
      slides: {
        listening: {
          eyebrow: 'Social listening',
          title: 'Lắng nghe mọi cuộc thảo luận về thương hiệu của bạn',
          text: '{{brand}} thu thập đề cập từ báo chí, mạng xã hội, diễn đàn và video, rồi phân loại sắc thái ngay khi chúng xuất hiện.',
        },
      },
    },
  },
  en: {
    home: {
      title: '{{brand}} – Social listening and online reputation monitoring',
      carousel: {
        roledescription: 'carousel',
        label: 'Highlights',
        slide: 'Slide',
        slideLabel: '{{index}} of {{count}}',
        pause: 'Pause',
        pauseLabel: 'Pause slideshow',
        play: 'Play',
        playLabel: 'Play slideshow',
        goTo: 'Slide {{index}} of {{count}}',
      },
      cta: {
        register: 'Start your free 15-day trial',
        packages: 'See pricing',
      },
      slides: {
        listening: {
          eyebrow: 'Social listening',
          title: 'Hear every conversation about your brand',
          text: '{{brand}} collects mentions from news, social networks, forums and video, and classifies their sentiment as soon as they appear.',
        },
      },
    },
  },
};
