// The site's accessible building blocks. They carry no texts: every label comes from the caller,
// already translated.
export { Tabs, type TabsProps, type TabWithPanel } from './tabs/tabs';
export { TabList, type TabItem, type TabListProps, type TabsVariant } from './tabs/tab-list';
export { TextField, type TextFieldProps } from './field/text-field';
export { FieldError } from './field/field-error';
export { describedBy } from './field/described-by';
export { OtpInput, codeDigits, type OtpInputProps } from './otp/otp-input';
export { Select, type SelectProps } from './select/select';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './button/button';
