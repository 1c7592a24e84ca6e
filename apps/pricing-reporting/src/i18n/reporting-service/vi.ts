/**
 * Vietnamese texts of the report-service page (/reporting-service): banner, report introductions and
 * the contact form, whose error keys are the message keys of R-VALID-1.
 */
export const vi = {
  reporting: {
    banner: {
      eyebrow: 'Dịch vụ báo cáo',
      title: 'Dịch vụ báo cáo chuyên sâu từ dữ liệu mạng xã hội',
      lead: 'Không chỉ là số liệu: chuyên gia phân tích của {{brand}} đọc hàng triệu thảo luận trên báo chí, mạng xã hội và diễn đàn, rồi gửi bạn báo cáo diễn giải rõ ràng kèm khuyến nghị hành động, theo đúng lịch bạn chọn.',
      toIntro: 'Xem các loại báo cáo',
      toForm: 'Đăng ký tư vấn',
    },
    intro: {
      position: 'Loại báo cáo {{number}}/{{total}}',
      deliverablesTitle: 'Báo cáo gồm',
      contact: 'Liên hệ tư vấn',
      contactFor: ': {{report}}',
      next: 'Tiếp theo: {{report}}',
      sections: {
        brandHealth: {
          title: 'Báo cáo sức khỏe thương hiệu',
          text: 'Thương hiệu của bạn đang được nhắc đến bao nhiêu, tích cực hay tiêu cực, ở đâu và bởi ai? Chuyên gia {{brand}} đọc các thảo luận về thương hiệu trên báo chí, mạng xã hội và diễn đàn, rồi diễn giải thành những việc bộ phận marketing cần làm tiếp theo.',
          deliverables: {
            volume: 'Lượng thảo luận và tỷ lệ tích cực, tiêu cực theo thời gian',
            drivers: 'Chủ đề, kênh và nguồn ảnh hưởng nhiều nhất tới hình ảnh thương hiệu',
            share: 'Thị phần thảo luận so với các đối thủ cùng ngành',
            actions: 'Khuyến nghị hành động cho kỳ tiếp theo',
          },
          audience: 'Phù hợp với bộ phận marketing, thương hiệu và ban lãnh đạo cần theo dõi hình ảnh doanh nghiệp định kỳ.',
        },
        industry: {
          title: 'Báo cáo ngành',
          text: 'Bức tranh thảo luận của cả một ngành: thương hiệu nào được quan tâm nhất, người tiêu dùng khen chê điều gì và xu hướng nào đang hình thành. Số liệu được tổng hợp theo tháng hoặc theo quý để bạn lập kế hoạch dựa trên dữ liệu thay vì cảm tính.',
          deliverables: {
            ranking: 'Xếp hạng thương hiệu theo lượng thảo luận và mức độ tích cực',
            concerns: 'Mối quan tâm và phàn nàn nổi bật của người tiêu dùng',
            trends: 'Xu hướng, sản phẩm và từ khóa mới nổi trong ngành',
            competitors: 'Hoạt động truyền thông đáng chú ý của các đối thủ',
          },
          audience: 'Phù hợp với bộ phận chiến lược, nghiên cứu thị trường và phát triển sản phẩm.',
        },
        campaign: {
          title: 'Báo cáo hiệu quả chiến dịch',
          text: 'Đánh giá chiến dịch truyền thông, đợt ra mắt sản phẩm hay sự kiện bằng dữ liệu thật: chiến dịch lan tỏa tới đâu, được đón nhận thế nào và thông điệp nào thực sự được nhắc lại. Báo cáo có thể thực hiện trước, trong và sau chiến dịch để so sánh.',
          deliverables: {
            reach: 'Độ phủ thảo luận, lượt tương tác và diễn biến theo ngày',
            messages: 'Phản ứng của người dùng với từng thông điệp và nội dung chính',
            influencers: 'KOL, fanpage và nhóm đóng góp nhiều thảo luận nhất',
            benchmark: 'So sánh với chiến dịch trước hoặc chiến dịch của đối thủ',
          },
          audience: 'Phù hợp với đội ngũ marketing, agency và nhãn hàng đang triển khai chiến dịch.',
        },
        mediaCase: {
          title: 'Báo cáo sự vụ truyền thông',
          text: 'Khi một vụ việc bùng lên trên mạng, bạn cần biết ngay nó bắt đầu từ đâu, lan theo đường nào và dư luận đang nghiêng về phía nào. Báo cáo sự vụ tổng hợp diễn biến theo từng giờ để ban lãnh đạo quyết định cách phản hồi.',
          deliverables: {
            timeline: 'Dòng thời gian của vụ việc, từ nguồn đăng đầu tiên',
            spread: 'Các kênh, trang và nhóm lan truyền mạnh nhất',
            opinion: 'Diễn biến sắc thái và những luồng ý kiến chính',
            response: 'Đánh giá mức độ ảnh hưởng và đề xuất hướng xử lý',
          },
          audience: 'Phù hợp với bộ phận truyền thông, pháp chế và cơ quan Nhà nước cần xử lý khủng hoảng kịp thời.',
        },
      },
    },
    form: {
      title: 'Đăng ký tư vấn dịch vụ báo cáo',
      lead: 'Cho chúng tôi biết bạn cần theo dõi điều gì. Chuyên viên {{brand}} sẽ liên hệ trong vòng một ngày làm việc để gửi báo cáo mẫu và báo giá phù hợp.',
      requiredNote: 'Các trường có dấu * là bắt buộc.',
      fields: {
        name: 'Họ và tên',
        phone: 'Số điện thoại',
        phoneHint: 'Số Việt Nam như 0912 345 678, hoặc số quốc tế bắt đầu bằng +, ví dụ +65 6123 4567.',
        email: 'Email',
        department: 'Phòng ban',
        organization: 'Tên tổ chức, doanh nghiệp',
        industry: 'Lĩnh vực hoạt động',
        chooseIndustry: 'Chọn lĩnh vực',
        industryFailed: 'Chưa tải được danh sách lĩnh vực. Bạn vẫn có thể gửi yêu cầu mà không chọn, hoặc thử lại.',
        province: 'Tỉnh/Thành phố',
        chooseProvince: 'Chọn tỉnh/thành phố',
        provinceFailed: 'Chưa tải được danh sách tỉnh/thành phố. Bạn vẫn có thể gửi yêu cầu mà không chọn, hoặc thử lại.',
        loading: 'Đang tải danh sách…',
        retry: 'Tải lại',
      },
      reportTypes: {
        legend: 'Loại báo cáo bạn quan tâm',
        hint: 'Chọn một hoặc nhiều loại.',
        options: {
          brandHealth: 'Sức khỏe thương hiệu',
          industry: 'Báo cáo ngành',
          campaign: 'Hiệu quả chiến dịch',
          mediaCase: 'Sự vụ truyền thông',
          custom: 'Báo cáo theo yêu cầu riêng',
        },
      },
      methods: {
        legend: 'Bạn muốn được liên hệ qua',
        hint: 'Chọn một hoặc cả hai cách.',
        options: { email: 'Email', phoneCall: 'Gọi điện thoại' },
      },
      receivedTime: {
        legend: 'Tần suất nhận báo cáo',
        options: { oneOff: 'Một lần', weekly: 'Hằng tuần', monthly: 'Hằng tháng', quarterly: 'Hằng quý' },
      },
      submit: 'Gửi yêu cầu',
      sending: 'Đang gửi…',
      errors: {
        require_name: 'Vui lòng nhập họ và tên.',
        require_phone: 'Vui lòng nhập số điện thoại.',
        invalid_phone: 'Số điện thoại không hợp lệ. Hãy nhập số Việt Nam như 0912 345 678, hoặc số quốc tế bắt đầu bằng +.',
        require_email: 'Vui lòng nhập email.',
        invalid_email: 'Email chưa đúng định dạng, ví dụ ten@congty.vn.',
        require_department: 'Vui lòng nhập phòng ban.',
        require_organization: 'Vui lòng nhập tên tổ chức, doanh nghiệp.',
        require_report_types: 'Vui lòng chọn ít nhất một loại báo cáo.',
        require_method_types: 'Vui lòng chọn ít nhất một cách liên hệ.',
        require_industry: 'Vui lòng chọn lĩnh vực hoạt động.',
        require_province: 'Vui lòng chọn tỉnh/thành phố.',
        require_received_time: 'Vui lòng chọn tần suất nhận báo cáo.',
        too_long: 'Tối đa {{max}} ký tự.',
      },
      failure: {
        timeout: 'Máy chủ phản hồi quá lâu nên yêu cầu chưa được gửi. Thông tin bạn nhập vẫn còn nguyên, vui lòng thử lại hoặc gọi hotline {{hotline}}.',
        network: 'Không kết nối được tới máy chủ nên yêu cầu chưa được gửi. Hãy kiểm tra kết nối mạng rồi thử lại; thông tin bạn nhập vẫn còn nguyên.',
        server: 'Hệ thống đang gặp sự cố nên yêu cầu chưa được gửi. Thông tin bạn nhập vẫn còn nguyên, vui lòng thử lại sau ít phút hoặc gọi hotline {{hotline}}.',
        rejected: 'Một số thông tin chưa hợp lệ nên yêu cầu chưa được gửi. Vui lòng sửa các trường được đánh dấu rồi gửi lại.',
        refused: 'Yêu cầu chưa được gửi (mã lỗi {{code}}). Thông tin bạn nhập vẫn còn nguyên, vui lòng thử lại hoặc gọi hotline {{hotline}}.',
      },
      success: {
        title: 'Đã gửi yêu cầu của bạn',
        text: 'Cảm ơn {{name}}. Chuyên viên {{brand}} sẽ liên hệ với bạn qua {{channels}} trong vòng một ngày làm việc.',
        channels: { email: 'email', phoneCall: 'điện thoại' },
        again: 'Gửi yêu cầu khác',
      },
    },
  },
};
