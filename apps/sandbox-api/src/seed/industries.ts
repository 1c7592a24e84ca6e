export interface Industry {
  id: number;
  name: string;
  name_en: string;
}

/** Id 68 is the public-administration industry the registration form always sends. */
export const INDUSTRIES: Industry[] = [
  { id: 12, name: 'Ngân hàng - Tài chính', name_en: 'Banking and finance' },
  { id: 15, name: 'Bảo hiểm', name_en: 'Insurance' },
  { id: 21, name: 'Bán lẻ - Thương mại điện tử', name_en: 'Retail and e-commerce' },
  { id: 24, name: 'Hàng tiêu dùng nhanh', name_en: 'Fast-moving consumer goods' },
  { id: 31, name: 'Bất động sản', name_en: 'Real estate' },
  { id: 33, name: 'Ô tô - Xe máy', name_en: 'Automotive' },
  { id: 40, name: 'Viễn thông - Công nghệ', name_en: 'Telecoms and technology' },
  { id: 44, name: 'Du lịch - Khách sạn', name_en: 'Travel and hospitality' },
  { id: 47, name: 'Y tế - Dược phẩm', name_en: 'Healthcare and pharmaceuticals' },
  { id: 52, name: 'Giáo dục', name_en: 'Education' },
  { id: 55, name: 'Năng lượng', name_en: 'Energy' },
  { id: 60, name: 'Truyền thông - Giải trí', name_en: 'Media and entertainment' },
  { id: 68, name: 'Cơ quan nhà nước', name_en: 'Government and public administration' },
];
