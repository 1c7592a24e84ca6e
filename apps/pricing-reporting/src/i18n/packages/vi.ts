/** Vietnamese texts of the pricing page (/packages). */
export const vi = {
  packages: {
    hero: {
      eyebrow: 'Bảng giá',
      title: 'Bảng giá các gói {{brand}}',
      lead: '{{brand}} thu thập thảo luận từ báo chí, mạng xã hội và diễn đàn, phân loại sắc thái và cảnh báo sớm khi có tin tiêu cực. Các gói khác nhau ở hạn mức sử dụng và tính năng; gói càng cao thì hạn mức càng lớn.',
    },
    tabs: {
      label: 'Bảng giá theo đối tượng khách hàng',
      business: 'Doanh nghiệp',
      government: 'Cơ quan Nhà nước',
      agency: 'Agency',
    },
    audiences: {
      business: {
        title: 'Cho doanh nghiệp: bảo vệ thương hiệu, thấu hiểu khách hàng',
        intro: 'Theo dõi khách hàng nói gì về thương hiệu, sản phẩm và đối thủ của bạn trên báo chí, fanpage, nhóm và diễn đàn. Phát hiện phàn nàn trước khi chúng lan rộng và đo hiệu quả từng chiến dịch bằng số liệu thật.',
        useCasesTitle: 'Doanh nghiệp thường dùng {{brand}} để',
        useCases: {
          brandHealth: 'Đo sức khỏe thương hiệu hằng ngày qua lượng thảo luận và tỷ lệ tích cực, tiêu cực',
          campaigns: 'Đánh giá hiệu quả chiến dịch truyền thông và đợt ra mắt sản phẩm',
          customerCare: 'Chuyển phản hồi, khiếu nại trên mạng xã hội đến đúng bộ phận chăm sóc khách hàng',
        },
      },
      government: {
        title: 'Cho cơ quan Nhà nước: nắm bắt dư luận, chủ động thông tin',
        intro: 'Tổng hợp ý kiến người dân về chính sách, dịch vụ công và các vấn đề nóng tại địa phương từ báo chí và mạng xã hội. Lãnh đạo nhận cảnh báo kịp thời và báo cáo định kỳ để chủ động định hướng thông tin.',
        useCasesTitle: 'Cơ quan Nhà nước thường dùng {{brand}} để',
        useCases: {
          policyFeedback: 'Theo dõi phản ứng của dư luận với chính sách và văn bản mới ban hành',
          localHotspots: 'Phát hiện sớm điểm nóng, vụ việc phát sinh trên địa bàn',
          leadershipBriefings: 'Gửi báo cáo tình hình dư luận định kỳ qua email cho lãnh đạo',
          publicServices: 'Lắng nghe đánh giá của người dân về chất lượng dịch vụ công',
        },
      },
      agency: {
        title: 'Cho agency: một nền tảng cho nhiều khách hàng',
        intro: 'Quản lý từ khóa của nhiều thương hiệu khách hàng trên cùng một tài khoản, chuẩn bị số liệu cho bản đề xuất chiến dịch và gửi báo cáo hiệu quả đúng hạn mà không phải tổng hợp thủ công.',
        useCasesTitle: 'Agency thường dùng {{brand}} để',
        useCases: {
          multiClient: 'Theo dõi song song nhiều thương hiệu khách hàng, mỗi thương hiệu một bộ từ khóa riêng',
          pitchInsights: 'Tìm insight người tiêu dùng và xu hướng thảo luận cho bản đề xuất',
          campaignReporting: 'Xuất dữ liệu và lập báo cáo hiệu quả chiến dịch gửi khách hàng',
          crisisRetainer: 'Trực khủng hoảng truyền thông cho khách hàng với cảnh báo tin tiêu cực',
        },
      },
    },
    comparison: {
      caption: 'So sánh các gói {{brand}} dành cho {{audience}}',
      hint: 'Bấm vào tên nhóm tính năng để xem chi tiết từng tính năng trong mỗi gói.',
      itemHeader: 'Hạng mục',
      monthlyCost: 'Chi phí hằng tháng',
      perMonth: '/tháng',
      onRequest: 'Liên hệ để biết chi tiết theo từng gói',
      included: 'Có trong gói',
      notIncluded: 'Không có trong gói',
      limitsHeading: 'Hạn mức sử dụng',
      featuresHeading: 'Tính năng',
    },
    limits: {
      mentionsPerMonth: 'Số thảo luận thu thập mỗi tháng',
      accounts: 'Số tài khoản người dùng',
      keywords: 'Số chủ đề/từ khóa',
      exportsPerDay: 'Số lượt xuất dữ liệu mỗi ngày',
      mentionsPerExport: 'Số thảo luận tối đa mỗi lượt xuất',
    },
    modules: {
      healthMonitoring: 'Theo dõi sức khỏe thương hiệu',
      crisisAlerts: 'Cảnh báo khủng hoảng',
      reports: 'Báo cáo',
      onDemandDeployment: 'Triển khai theo yêu cầu',
    },
    features: {
      advancedAlertSettings: 'Thiết lập cảnh báo nâng cao',
      alertConfigAppOrWeb: 'Cấu hình cảnh báo qua ứng dụng hoặc web',
      emailAlerts: 'Nhận cảnh báo qua email',
      monthlyBrandReport: 'Báo cáo thương hiệu hằng tháng',
      configurableRecipients: 'Tùy chỉnh người nhận báo cáo',
    },
    sticky: {
      label: 'Tóm tắt các gói',
      register: 'Đăng ký ngay',
    },
    trial: {
      title: 'Dùng thử miễn phí {{days}} ngày',
      text: 'Trải nghiệm bảng điều khiển, cảnh báo và báo cáo của {{brand}} với dữ liệu thật về thương hiệu của bạn. Hết thời gian dùng thử, bạn chọn gói phù hợp để tiếp tục.',
      days: '{{days}} ngày sử dụng',
      dataItems: '{{dataItems}} dữ liệu thu thập',
      cta: 'Đăng ký dùng thử miễn phí',
    },
    reportPrices: {
      title: 'Dịch vụ báo cáo diễn giải dữ liệu',
      intro: 'Chuyên gia phân tích của {{brand}} đọc số liệu giúp bạn: tóm tắt diễn biến, giải thích nguyên nhân và đề xuất hành động, gửi theo tuần hoặc theo tháng. Giá tính theo gói bạn đang sử dụng.',
      caption: 'Giá báo cáo diễn giải dữ liệu theo từng gói',
      package: 'Gói',
      weekly: 'Báo cáo hằng tuần',
      monthly: 'Báo cáo hằng tháng',
      link: 'Tìm hiểu dịch vụ báo cáo',
    },
    addOns: {
      title: 'Tiện ích mở rộng',
      intro: 'Cần nhiều hơn hạn mức của gói? Thêm đúng phần bạn cần, tính phí theo tháng.',
      perMonth: '{{price}}/tháng',
      extraKeyword: {
        name: 'Thêm từ khóa',
        description: 'Mở rộng số chủ đề/từ khóa theo dõi khi bạn có thêm thương hiệu, sản phẩm hoặc chiến dịch.',
      },
      extraData: {
        name: 'Thêm dữ liệu',
        description: 'Tăng số thảo luận thu thập mỗi tháng cho mùa cao điểm hoặc sự kiện lớn.',
      },
      extraAccount: {
        name: 'Thêm tài khoản',
        description: 'Mời thêm đồng nghiệp cùng theo dõi thảo luận và xử lý cảnh báo.',
      },
      extraSocialSources: {
        name: 'Thêm {{sources}} nguồn trang/nhóm mạng xã hội',
        description: 'Đưa thêm fanpage, nhóm cộng đồng bạn chỉ định vào danh sách nguồn thu thập.',
      },
    },
    contact: {
      title: 'Cần tư vấn chọn gói?',
      text: 'Đội ngũ {{brand}} sẵn sàng tư vấn gói, tiện ích mở rộng và báo giá cho nhu cầu riêng của tổ chức bạn.',
      hotline: 'Hotline',
      email: 'Email',
    },
  },
};
