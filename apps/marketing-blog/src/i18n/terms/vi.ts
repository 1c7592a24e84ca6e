/** Điều khoản sử dụng, tiếng Việt. A block is a paragraph (string) or a bulleted list ({ list }). */
export const vi = {
  terms: {
    title: 'Điều khoản sử dụng',
    intro:
      'Vui lòng đọc kỹ các điều khoản dưới đây trước khi sử dụng website, ứng dụng web và ứng dụng di động {{brand}}. Đây là thỏa thuận giữa {{brand}} với mọi tổ chức và cá nhân sử dụng dịch vụ.',
    contact:
      'Nếu có câu hỏi về Điều khoản sử dụng, vui lòng liên hệ {{brand}} qua email <mail>{{email}}</mail> hoặc hotline <phone>{{hotline}}</phone>.',
    sections: {
      acceptTerms: {
        title: 'Chấp nhận điều khoản',
        blocks: [
          'Điều khoản sử dụng này điều chỉnh việc truy cập và sử dụng website, ứng dụng web và ứng dụng di động {{brand}} (gọi chung là "Dịch vụ") - dịch vụ lắng nghe mạng xã hội và giám sát danh tiếng trực tuyến dành cho doanh nghiệp, cơ quan nhà nước và tổ chức.',
          'Khi truy cập website, tạo tài khoản, bắt đầu dùng thử hoặc sử dụng bất kỳ gói dịch vụ nào, bạn xác nhận đã đọc, hiểu và đồng ý tuân thủ Điều khoản này cùng Chính sách bảo mật. Nếu đăng ký thay mặt một tổ chức, bạn xác nhận mình có thẩm quyền chấp nhận Điều khoản này cho tổ chức đó.',
          '{{brand}} có thể cập nhật Điều khoản theo từng thời kỳ. Các thay đổi quan trọng được đăng trên trang này và gửi email cho quản trị viên tài khoản ít nhất 7 ngày trước khi có hiệu lực. Việc tiếp tục sử dụng Dịch vụ sau thời điểm đó đồng nghĩa với việc bạn chấp nhận Điều khoản đã cập nhật.',
          'Nếu không đồng ý với Điều khoản, vui lòng ngừng sử dụng Dịch vụ và gửi email tới {{email}} để chúng tôi đóng tài khoản của bạn.',
        ],
      },
      websiteAvailability: {
        title: 'Tính sẵn sàng của website',
        blocks: [
          'Chúng tôi nỗ lực duy trì website và Dịch vụ hoạt động 24 giờ mỗi ngày, 7 ngày mỗi tuần, nhưng không cam kết Dịch vụ luôn liên tục hoặc không có lỗi.',
          'Dịch vụ có thể tạm thời gián đoạn do:',
          {
            list: [
              'bảo trì định kỳ, được thông báo trước khi có thể và thường thực hiện trong khung giờ 22:00 - 06:00 (giờ Việt Nam);',
              'khắc phục khẩn cấp sự cố bảo mật hoặc sự cố ổn định hệ thống;',
              'sự cố của mạng viễn thông, nhà cung cấp hạ tầng hoặc nguồn dữ liệu nằm ngoài tầm kiểm soát của chúng tôi;',
              'sự kiện bất khả kháng như thiên tai, hỏa hoạn, mất điện hoặc quyết định của cơ quan có thẩm quyền.',
            ],
          },
          'Việc thu thập dữ liệu từ nền tảng bên thứ ba (mạng xã hội, trang tin, diễn đàn, nền tảng video) phụ thuộc vào cách các nền tảng đó vận hành. Thay đổi từ phía họ có thể làm chậm hoặc giảm lượng dữ liệu thu thập được; chúng tôi sẽ nỗ lực hợp lý để khôi phục việc thu thập nhanh nhất có thể.',
          'Chúng tôi không chịu trách nhiệm về thiệt hại do gián đoạn tạm thời. Với sự cố kéo dài ảnh hưởng đến tài khoản trả phí, {{brand}} có thể gia hạn thời gian sử dụng tương ứng với thời gian Dịch vụ bị gián đoạn.',
        ],
      },
      serviceDescription: {
        title: 'Mô tả dịch vụ',
        blocks: [
          '{{brand}} là dịch vụ lắng nghe mạng xã hội và giám sát danh tiếng trực tuyến. Dịch vụ thu thập các đề cập công khai từ báo điện tử, mạng xã hội, diễn đàn, blog và nền tảng video theo chủ đề và từ khóa mà mỗi khách hàng thiết lập.',
          'Các tính năng chính gồm:',
          {
            list: [
              'thu thập đề cập theo chủ đề và từ khóa, lọc theo nguồn, thời gian và sắc thái;',
              'tự động phân loại sắc thái tích cực, trung tính hoặc tiêu cực, người dùng có thể rà soát và điều chỉnh;',
              'bảng phân tích: lượng đề cập, thị phần thảo luận, nguồn nổi bật, tương tác và nhân khẩu học;',
              'cảnh báo đề cập tiêu cực hoặc bất thường qua web, ứng dụng di động và email, tùy theo gói dịch vụ;',
              'báo cáo định kỳ tự động và xuất dữ liệu.',
            ],
          },
          'Dịch vụ được cung cấp theo bốn gói Basic, Standard, Premium và Professional, khác nhau về hạn mức đề cập mỗi tháng, số tài khoản, số chủ đề và từ khóa, số lượt xuất dữ liệu mỗi ngày và các phân hệ tính năng. Hạn mức và giá hiện hành được công bố tại trang Bảng giá.',
          'Dữ liệu chỉ được thu thập từ các nguồn công khai. Sắc thái được phân loại tự động nên có thể chưa chính xác tuyệt đối; kết quả nhằm hỗ trợ việc ra quyết định và không thay thế đánh giá chuyên môn của chính bạn.',
        ],
      },
      mobileApp: {
        title: 'Ứng dụng di động',
        blocks: [
          'Ứng dụng di động {{brand}} trên iOS và Android giúp người dùng theo dõi đề cập, nhận thông báo đẩy khi có cảnh báo và xem bảng phân tích mọi lúc mọi nơi. Ứng dụng được tải miễn phí trên App Store và Google Play; để sử dụng, bạn cần có tài khoản {{brand}} đang hoạt động.',
          {
            list: [
              'Cập nhật ứng dụng thường xuyên để nhận bản vá bảo mật và tính năng mới; các phiên bản cũ có thể ngừng được hỗ trợ.',
              'Cho phép thông báo để nhận cảnh báo theo thời gian thực; bạn có thể tắt bất cứ lúc nào trong phần cài đặt của ứng dụng hoặc thiết bị.',
              'Ứng dụng giữ trạng thái đăng nhập, vì vậy hãy khóa màn hình thiết bị và không cho người ngoài tổ chức sử dụng thiết bị của bạn.',
              'Nếu thiết bị bị mất hoặc bị đánh cắp, hãy đổi mật khẩu ngay và liên hệ chúng tôi để chấm dứt các phiên đăng nhập trên thiết bị đó.',
            ],
          },
          'Việc sử dụng ứng dụng đồng thời tuân theo điều khoản của App Store hoặc Google Play. Một số tính năng có thể được trình bày khác nhau giữa ứng dụng và phiên bản web.',
        ],
      },
      paymentAndPackages: {
        title: 'Thanh toán và thay đổi gói dịch vụ',
        blocks: [
          'Tổ chức mới được dùng thử Dịch vụ miễn phí trong 15 ngày với tối đa 5.000 dữ liệu thu thập. Không cần thanh toán khi dùng thử. Khi hết thời gian dùng thử, tài khoản tạm dừng cho đến khi mua gói dịch vụ và dữ liệu dùng thử được lưu giữ trong 30 ngày.',
          'Phí gói dịch vụ được tính theo tháng hoặc theo thời hạn hợp đồng, căn cứ báo giá và hóa đơn. Giá tính bằng đồng Việt Nam (VND) và chưa gồm thuế GTGT nếu không có ghi chú khác. Thanh toán bằng chuyển khoản trong thời hạn ghi trên hóa đơn.',
          {
            list: [
              'Nâng cấp gói có hiệu lực ngay khi được xác nhận; phần chênh lệch cho thời gian còn lại của kỳ thanh toán được tính theo tỷ lệ.',
              'Hạ cấp gói có hiệu lực từ kỳ thanh toán tiếp theo; nếu số chủ đề hoặc tài khoản vượt hạn mức của gói nhỏ hơn, bạn chọn những mục được giữ lại.',
              'Gói mở rộng (thêm từ khóa, thêm dữ liệu, thêm tài khoản, thêm nguồn trang hoặc nhóm mạng xã hội) có thể mua bất cứ lúc nào và được tính phí theo tháng.',
              'Khi đạt hạn mức đề cập trong tháng, việc thu thập tạm dừng đến kỳ tiếp theo hoặc đến khi mua thêm dữ liệu; quản trị viên được cảnh báo trước khi chạm hạn mức.',
            ],
          },
          'Nếu hóa đơn quá hạn thanh toán hơn 15 ngày, {{brand}} có thể tạm khóa tài khoản sau khi thông báo. Phí đã thanh toán không được hoàn lại, trừ trường hợp Dịch vụ không thể cung cấp do lỗi của chúng tôi hoặc hợp đồng có quy định khác.',
        ],
      },
      intellectualProperty: {
        title: 'Quyền sở hữu trí tuệ',
        blocks: [
          'Phần mềm, giao diện, tên và logo {{brand}}, thiết kế, mô hình phân tích, tài liệu và nội dung trên website và ứng dụng thuộc quyền sở hữu của {{brand}} hoặc bên cấp phép, được bảo hộ theo pháp luật sở hữu trí tuệ Việt Nam và các điều ước quốc tế.',
          '{{brand}} cấp cho mỗi khách hàng quyền sử dụng Dịch vụ có giới hạn, không độc quyền và không thể chuyển nhượng trong thời hạn thuê bao, phục vụ mục đích nội bộ của tổ chức. Bạn không được:',
          {
            list: [
              'sao chép, chỉnh sửa, dịch ngược hoặc phân tích ngược phần mềm;',
              'bán lại, cấp phép lại hoặc cho bên thứ ba truy cập Dịch vụ khi chưa có thỏa thuận bằng văn bản;',
              'sử dụng Dịch vụ hoặc dữ liệu của Dịch vụ để xây dựng sản phẩm cạnh tranh;',
              'xóa hoặc che khuất thông báo bản quyền và dấu hiệu thương hiệu.',
            ],
          },
          'Báo cáo và phân tích được tạo cho bạn có thể sử dụng tự do trong tổ chức và với đối tác, kèm ghi nguồn {{brand}}. Nội dung gốc của từng đề cập thuộc về tác giả hoặc đơn vị đăng tải; Dịch vụ chỉ lưu trữ và hiển thị nội dung đó cho mục đích giám sát.',
        ],
      },
      signUp: {
        title: 'Đăng ký tài khoản',
        blocks: [
          'Để sử dụng Dịch vụ, bạn cần tạo tài khoản với thông tin chính xác và đầy đủ: tên tổ chức, họ tên, email công việc, số điện thoại di động và tỉnh/thành phố. Cơ quan nhà nước đăng ký qua phiên bản dành cho chính phủ, doanh nghiệp đăng ký qua phiên bản dành cho doanh nghiệp.',
          'Tài khoản được kích hoạt sau khi địa chỉ email được xác nhận qua đường dẫn chúng tôi gửi. Tài khoản đầu tiên của tổ chức là quản trị viên, có thể mời thêm thành viên trong phạm vi số tài khoản của gói dịch vụ.',
          {
            list: [
              'Mật khẩu phải có ít nhất 8 ký tự, gồm chữ thường, chữ hoa, chữ số và ký tự đặc biệt.',
              'Bạn chịu trách nhiệm giữ bí mật thông tin đăng nhập và chịu trách nhiệm về mọi hoạt động dưới tài khoản của mình.',
              'Chúng tôi khuyến nghị bật xác thực hai lớp.',
              'Hãy báo ngay cho chúng tôi qua {{email}} nếu nghi ngờ tài khoản bị sử dụng trái phép.',
            ],
          },
          '{{brand}} có quyền từ chối hoặc tạm khóa đăng ký sử dụng thông tin sai sự thật, mạo danh cá nhân hay tổ chức khác hoặc có dấu hiệu lạm dụng.',
        ],
      },
      useOfService: {
        title: 'Sử dụng dịch vụ',
        blocks: [
          'Bạn đồng ý sử dụng Dịch vụ hợp pháp, phù hợp với Điều khoản này và pháp luật Việt Nam, bao gồm quy định về an ninh mạng, bảo vệ dữ liệu cá nhân và báo chí. Cụ thể, bạn không được:',
          {
            list: [
              'sử dụng dữ liệu thu thập được để quấy rối, bôi nhọ, phân biệt đối xử hoặc xâm phạm quyền và lợi ích hợp pháp của người khác;',
              'thiết lập chủ đề nhằm theo dõi cá nhân vì mục đích trái pháp luật;',
              'tìm cách truy cập trái phép vào hệ thống, tài khoản khác hoặc dữ liệu của họ;',
              'gửi yêu cầu tự động, thu thập dữ liệu hàng loạt hoặc gây quá tải hệ thống, trừ khi dùng open API với API key hợp lệ và trong hạn mức cho phép;',
              'dùng chung tài khoản với người ngoài tổ chức hoặc bán dữ liệu xuất từ Dịch vụ.',
            ],
          },
          'Bạn chịu trách nhiệm về cách sử dụng dữ liệu và báo cáo, kể cả khi công bố hoặc chia sẻ chúng.',
          'Khi có vi phạm, {{brand}} có thể cảnh báo, hạn chế tính năng, tạm khóa hoặc đóng tài khoản và phối hợp với cơ quan có thẩm quyền theo quy định của pháp luật.',
        ],
      },
      dataSecurity: {
        title: 'Bảo mật dữ liệu',
        blocks: [
          'Chúng tôi bảo vệ dữ liệu bằng các biện pháp kỹ thuật và tổ chức: kết nối mã hóa (HTTPS/TLS), mật khẩu được băm, phân quyền theo vai trò, ghi nhật ký truy cập, sao lưu định kỳ và máy chủ đặt tại trung tâm dữ liệu ở Việt Nam.',
          'Dữ liệu của mỗi tổ chức được tách biệt. Chỉ tài khoản của chính tổ chức đó và nhân viên hỗ trợ khi được tổ chức yêu cầu mới có thể truy cập; nhân viên của chúng tôi có nghĩa vụ bảo mật thông tin.',
          'Bảo mật là trách nhiệm chung. Về phía mình, bạn vui lòng:',
          {
            list: [
              'chỉ cấp tài khoản cho người cần sử dụng và thu hồi khi nhân sự nghỉ việc;',
              'sử dụng mật khẩu mạnh và xác thực hai lớp;',
              'giữ bí mật API key và thay key mới trong phần quản lý tổ chức nếu key có thể đã bị lộ.',
            ],
          },
          'Nếu có sự cố bảo mật ảnh hưởng đến dữ liệu của bạn, chúng tôi sẽ thông báo cho quản trị viên kịp thời, chậm nhất 72 giờ sau khi phát hiện, và thực hiện biện pháp hạn chế ảnh hưởng. Cách chúng tôi xử lý dữ liệu cá nhân được mô tả trong Chính sách bảo mật.',
        ],
      },
      cancellation: {
        title: 'Hủy dịch vụ',
        blocks: [
          'Bạn có thể hủy dịch vụ bất cứ lúc nào bằng cách gửi email tới {{email}} hoặc gọi hotline {{hotline}} ít nhất 30 ngày trước khi kết thúc kỳ thanh toán hiện tại. Việc hủy có hiệu lực khi hết thời gian đã thanh toán; phí đã thanh toán không được hoàn lại trừ khi hợp đồng có quy định khác.',
          '{{brand}} có thể tạm khóa hoặc đóng tài khoản vi phạm nghiêm trọng Điều khoản này, không thanh toán sau khi đã được thông báo, hoặc theo yêu cầu của cơ quan có thẩm quyền. Trừ trường hợp khẩn cấp, chúng tôi thông báo trước ít nhất 7 ngày.',
          'Khi tài khoản bị đóng:',
          {
            list: [
              'quyền truy cập ứng dụng web và ứng dụng di động chấm dứt;',
              'trong 30 ngày, quản trị viên có thể yêu cầu chúng tôi xuất dữ liệu và báo cáo của tổ chức;',
              'sau thời hạn đó, dữ liệu bị xóa vĩnh viễn khỏi hệ thống, trừ phần pháp luật yêu cầu lưu giữ.',
            ],
          },
          'Các quy định về sở hữu trí tuệ, bảo mật thông tin và giới hạn trách nhiệm vẫn có hiệu lực sau khi thỏa thuận chấm dứt. Tranh chấp được giải quyết trước hết bằng thương lượng; nếu không thành, tranh chấp được đưa ra tòa án có thẩm quyền của Việt Nam.',
        ],
      },
    },
  },
};
