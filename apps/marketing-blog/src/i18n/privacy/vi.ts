/** Chính sách bảo mật, tiếng Việt. A block is a paragraph (string) or a bulleted list ({ list }). */
export const vi = {
  privacy: {
    title: 'Chính sách bảo mật',
    intro:
      '{{brand}} tôn trọng quyền riêng tư của mọi người truy cập website và sử dụng dịch vụ của chúng tôi. Chính sách này giải thích chúng tôi thu thập thông tin gì, sử dụng thông tin như thế nào và các lựa chọn của bạn.',
    contact:
      'Nếu có câu hỏi về Chính sách bảo mật hoặc dữ liệu cá nhân của bạn, vui lòng liên hệ {{brand}} qua email <mail>{{email}}</mail> hoặc hotline <phone>{{hotline}}</phone>.',
    sections: {
      useOfInformation: {
        title: 'Chúng tôi làm gì với thông tin của bạn',
        blocks: [
          'Chúng tôi sử dụng thông tin để cung cấp, duy trì, cải thiện dịch vụ {{brand}} và liên lạc với bạn. Cụ thể, thông tin được dùng để:',
          {
            list: [
              'tạo và quản lý tài khoản, xác nhận email và số điện thoại, bảo vệ việc đăng nhập, bao gồm xác thực hai lớp;',
              'vận hành dịch vụ cho tổ chức của bạn: thu thập dữ liệu theo chủ đề, gửi cảnh báo qua web, ứng dụng di động và email, tạo báo cáo;',
              'trả lời yêu cầu hỗ trợ, yêu cầu tư vấn dịch vụ báo cáo và yêu cầu báo giá;',
              'gửi thông báo về dịch vụ (thay đổi điều khoản, bảo trì, thanh toán) và, nếu bạn đã đăng ký, bản tin ngành, báo cáo ngành và báo cáo thị trường, mỗi email đều có đường dẫn để ngừng nhận;',
              'tìm hiểu ở mức tổng hợp cách website và ứng dụng được sử dụng để cải thiện nội dung và hiệu năng;',
              'phát hiện và ngăn chặn gian lận, lạm dụng và sự cố bảo mật.',
            ],
          },
          'Chúng tôi không bán thông tin tài khoản hay dữ liệu giám sát của tổ chức bạn và không sử dụng chúng cho mục đích quảng cáo.',
          'Thông tin được lưu giữ trong thời gian tài khoản hoạt động và trong thời hạn cần thiết cho các mục đích trên hoặc theo quy định của pháp luật. Khi tài khoản bị đóng, dữ liệu được xóa như mô tả trong Điều khoản sử dụng.',
        ],
      },
      informationCollected: {
        title: 'Chúng tôi thu thập những thông tin nào',
        blocks: [
          'Chúng tôi chỉ thu thập những thông tin cần thiết để cung cấp dịch vụ:',
          {
            list: [
              'thông tin bạn cung cấp: tên tổ chức, họ tên, email công việc, số điện thoại, phòng ban, ngành và tỉnh/thành phố khi bạn đăng ký, yêu cầu báo giá, liên hệ hoặc đăng ký nhận bản tin;',
              'thông tin tài khoản: tên đăng nhập, mật khẩu (chỉ lưu ở dạng đã băm), thiết lập xác thực hai lớp và vai trò của bạn trong tổ chức;',
              'thiết lập dịch vụ do bạn tạo: chủ đề, từ khóa, thiết lập cảnh báo và danh sách người nhận báo cáo;',
              'thông tin kỹ thuật: địa chỉ IP, trình duyệt, hệ điều hành, loại thiết bị, thời gian truy cập, trang đã xem, phiên bản ứng dụng và mã nhận thông báo đẩy của thiết bị.',
            ],
          },
          'Các đề cập mà dịch vụ thu thập từ nguồn công khai (báo điện tử, mạng xã hội, diễn đàn) là nội dung công khai, được xử lý thay mặt khách hàng cho mục đích giám sát. Chúng tôi không thu thập tin nhắn riêng tư hoặc nội dung trong các nhóm kín yêu cầu đăng nhập.',
          'Bạn có thể xem và cập nhật thông tin cá nhân trong phần cài đặt tài khoản, hoặc yêu cầu truy cập, chỉnh sửa, xóa thông tin bằng cách gửi email tới {{email}}. Chúng tôi phản hồi kịp thời và trong thời hạn theo quy định của pháp luật về bảo vệ dữ liệu cá nhân.',
        ],
      },
      cookies: {
        title: 'Cookie',
        blocks: [
          'Cookie là các tệp văn bản nhỏ được trình duyệt lưu lại khi bạn truy cập website. Chúng tôi sử dụng cookie và các hình thức lưu trữ tương tự của trình duyệt để website hoạt động và để hiểu cách website được sử dụng:',
          {
            list: [
              'cookie thiết yếu giữ trạng thái đăng nhập, bảo vệ biểu mẫu khỏi thư rác và ghi nhớ thiết lập bảo mật; website không thể hoạt động đúng nếu thiếu chúng;',
              'cookie tùy chọn ghi nhớ ngôn ngữ (tiếng Việt hoặc tiếng Anh) và các lựa chọn hiển thị của bạn;',
              'cookie phân tích đếm lượt truy cập và đo hiệu năng trang ở mức tổng hợp để chúng tôi cải thiện nội dung.',
            ],
          },
          'Chúng tôi không sử dụng cookie cho quảng cáo của bên thứ ba hoặc để theo dõi bạn trên các website khác.',
          'Bạn có thể chặn hoặc xóa cookie trong phần cài đặt của trình duyệt. Việc chặn cookie thiết yếu có thể khiến bạn không đăng nhập được hoặc không dùng được một số tính năng.',
        ],
      },
      sharingWithOthers: {
        title: 'Chúng tôi có cung cấp thông tin cho bên khác không?',
        blocks: [
          '{{brand}} không bán, cho thuê hay trao đổi thông tin cá nhân của bạn. Chúng tôi chỉ chia sẻ thông tin trong các trường hợp sau:',
          {
            list: [
              'với nhà cung cấp giúp vận hành dịch vụ - lưu trữ tại trung tâm dữ liệu, gửi email và SMS, xác minh số điện thoại và chống thư rác - theo hợp đồng yêu cầu bảo mật và chỉ xử lý theo chỉ dẫn của chúng tôi;',
              'trong tổ chức của bạn: quản trị viên có thể xem họ tên, email và hoạt động của thành viên trong tài khoản tổ chức;',
              'khi cơ quan nhà nước có thẩm quyền yêu cầu theo quy định của pháp luật;',
              'khi có sự đồng ý hoặc theo chỉ dẫn của bạn, ví dụ khi bạn chia sẻ báo cáo với đối tác.',
            ],
          },
          'Khi nhà cung cấp xử lý dữ liệu ngoài lãnh thổ Việt Nam, chúng tôi bảo đảm việc chuyển dữ liệu tuân thủ pháp luật Việt Nam về bảo vệ dữ liệu cá nhân.',
          'Nếu thay đổi cách chia sẻ thông tin, chúng tôi sẽ cập nhật chính sách này và thông báo cho quản trị viên tài khoản trước khi thay đổi có hiệu lực.',
        ],
      },
    },
  },
};
