import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSiteApi } from '@echowatch/remote-kit';
import type { ProvinceMap } from '@echowatch/api-client';
import { Button } from '@echowatch/ui';
import { Captcha, type useCaptcha } from '../../captcha/captcha';
import { PasswordField } from '../../forms/password-field';
import { useFieldMessage } from '../../forms/use-field-message';
import { checkConfirmation, checkPassword, type FieldCheck } from '../../forms/validation';
import { useTexts } from '../../i18n/texts';
import { ProvinceSelect, type ProvinceOption } from './province-select';
import type { RegistrationInfo } from './registration-info';
import * as forms from '../../forms/forms.module.css';

type Field = 'province' | 'password' | 'confirm';

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

/** Step 2: province, password and its confirmation, captcha; Back keeps everything typed. */
export function AccountStep({
  info,
  onChange,
  onBack,
  onRegister,
  captcha,
  sending,
  failure,
}: {
  info: RegistrationInfo;
  onChange: (change: Partial<RegistrationInfo>) => void;
  onBack: () => void;
  onRegister: () => void;
  captcha: ReturnType<typeof useCaptcha>;
  sending: boolean;
  failure: ReactNode;
}) {
  const { t, language } = useTexts();
  const message = useFieldMessage();
  const provinces = useProvinces();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const options: ProvinceOption[] =
    typeof provinces === 'object'
      ? Object.entries(provinces).map(([id, [vi, en]]) => ({ id, label: language === 'en' ? en : vi }))
      : [];

  const checks: Record<Field, FieldCheck> = {
    province: info.province ? null : { key: 'register.errors.selectProvince' },
    password: checkPassword(info.password, 'register.password'),
    // The confirmation is checked once it has been left (docs/product-rules.md, R-VALID-2).
    confirm: checkConfirmation(info.confirm, info.password, 'register.confirm'),
  };
  const ready = Object.values(checks).every((check) => check === null) && captcha.token !== null && !sending;
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const shown = (field: Field) => (touched[field] ? message(checks[field]) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onRegister();
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      {provinces === 'loading' && <p className={forms.muted}>{t('register.provincesLoading')}</p>}
      {provinces === 'failed' && <p className={forms.alert}>{t('register.provincesFailed')}</p>}
      <ProvinceSelect
        label={t('register.province')}
        placeholder={t('register.provincePlaceholder')}
        options={options}
        value={info.province}
        onChange={(province) => onChange({ province })}
        onBlur={touch('province')}
        error={shown('province')}
      />
      <PasswordField
        label={t('register.password')}
        value={info.password}
        onValueChange={(password) => onChange({ password })}
        onBlur={touch('password')}
        error={shown('password')}
        hint={shown('password') ? t('form.passwordHint') : `${t('form.passwordRule')}. ${t('form.passwordHint')}`}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('register.confirm')}
        value={info.confirm}
        onValueChange={(confirm) => onChange({ confirm })}
        onBlur={touch('confirm')}
        error={shown('confirm')}
        autoComplete="new-password"
      />
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
