// The site's accessible building blocks. They carry no texts: every label comes from the caller,
// already translated.
export { Tabs, type TabsProps, type TabWithPanel } from './tabs/tabs';
export { TabList, type TabItem, type TabListProps, type TabsVariant } from './tabs/tab-list';
export { TextField, type TextFieldProps } from './field/text-field';
export { FieldError } from './field/field-error';
export { RequiredNote } from './field/required-note';
export { describedBy } from './field/described-by';
export { useKeepEarlyCheck } from './field/keep-early-check';
export { PostedFormProvider, postedFormOf, usePostedText, type PostedForm } from './field/posted-form';
export { OtpInput, codeDigits, type OtpInputProps } from './otp/otp-input';
export { Select, type SelectProps } from './select/select';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { ContentWidth, type ContentWidthProps } from './layout/content-width';
export { Section, type SectionProps, type SectionTone } from './layout/section';
export { PageTitle, pageTitleClassName, type PageTitleProps, type TitleScale } from './page-title/page-title';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb, type CrumbLinkProps } from './breadcrumbs/breadcrumbs';
export { PageBanner, type BannerVariant, type PageBannerProps } from './page-banner/page-banner';
export { Card, CardGrid, type CardProps } from './card/card';
export { CtaRow, type CtaRowProps } from './cta-row/cta-row';
export { LegalPage, type LegalPageProps } from './legal-page/legal-page';
