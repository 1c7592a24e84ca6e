import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useSiteApi } from '@echowatch/remote-kit';
import type { ProvinceMap } from '@echowatch/api-client';
import { Button } from '@echowatch/ui';
import { Captcha, type useCaptcha } from '../../captcha/captcha';
import { PasswordField } from '../../forms/password-field';
import { RequiredFieldsNote } from '../../forms/required-fields-note';
import { useTexts } from '../../i18n/texts';
import { ProvinceSelect, type ProvinceOption } from './province-select';
import { ACCOUNT_SCHEMA, brokenFields, messageOnceLeft, type RegistrationFormState } from './registration-rules';
import * as forms from '../../forms/forms.module.css';

function useProvinces(): ProvinceMap | 'loading' | 'failed' {
  const api = useSiteApi();
  const [provinces, setProvinces] = useState<ProvinceMap | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    api.getLocations().then(
      (map) => current && setProvinces(map),
      () => current && setProvinces('failed'),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return provinces;
}

/**
 * The provinces by name as the visitor reads them: the service's order is by id, and Vietnamese
 * collation puts "Đà Nẵng" after "Cần Thơ" (docs/product-rules.md, R-AUTH-9).
 */
function provinceOptions(provinces: ProvinceMap | 'loading' | 'failed', language: string): ProvinceOption[] {
  if (typeof provinces !== 'object') return [];
  const english = language === 'en';
  const collator = new Intl.Collator(english ? 'en' : 'vi');
  return Object.entries(provinces)
    .map(([id, [vi, en]]) => ({ id, label: english ? en : vi }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Step 2: province, password and its confirmation, captcha; Back keeps everything typed. */
export function AccountStep({
  form,
  onBack,
  onRegister,
  captcha,
  failure,
}: {
  form: RegistrationFormState;
  onBack: () => void;
  onRegister: () => void;
  captcha: ReturnType<typeof useCaptcha>;
  failure: ReactNode;
}) {
  const { t, language } = useTexts();
  const provinces = useProvinces();
  const { values, formik, sending } = form;
  const options = useMemo(() => provinceOptions(provinces, language), [provinces, language]);

  const ready = brokenFields(ACCOUNT_SCHEMA, values).size === 0 && captcha.token !== null && !sending;
  // Every message, the confirmation's included, waits until its field is left (docs/product-rules.md, R-VALID-2).
  const field = (name: 'password' | 'confirm') => ({ ...form.field(name), error: messageOnceLeft(form, name), markRequired: true });
  const passwordError = messageOnceLeft(form, 'password');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onRegister();
  }

  return (
    <form method="post" className={forms.form} onSubmit={submit} noValidate>
      <RequiredFieldsNote />
      {provinces === 'loading' && <p className={forms.muted}>{t('register.provincesLoading')}</p>}
      {provinces === 'failed' && <p className={forms.alert}>{t('register.provincesFailed')}</p>}
      <ProvinceSelect
        label={t('register.province')}
        placeholder={t('register.provincePlaceholder')}
        options={options}
        value={values.province}
        onChange={(province) => void formik.setFieldValue('province', province)}
        onBlur={() => void formik.setFieldTouched('province', true)}
        error={messageOnceLeft(form, 'province')}
      />
      <PasswordField
        {...field('password')}
        label={t('register.password')}
        hint={passwordError ? t('form.passwordHint') : `${t('form.passwordRule')}. ${t('form.passwordHint')}`}
        autoComplete="new-password"
      />
      <PasswordField {...field('confirm')} label={t('register.confirm')} autoComplete="new-password" />
      <Captcha key={captcha.round} onChange={captcha.onChange} />
      {failure}
      <div className={forms.actions}>
        <Button type="submit" keepFocus disabled={!ready}>
          {sending ? t('register.submitting') : t('register.register')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {t('register.back')}
        </Button>
      </div>
    </form>
  );
}
