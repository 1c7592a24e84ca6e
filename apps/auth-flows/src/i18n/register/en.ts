import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

export const en: Translation<typeof vi> = {
  register: {
    title: 'Create an account',
    step: 'Step {{step}} of 2',
    trial: 'You are signing up for the free {{days}}-day trial with {{dataItems}} collected data items: no payment is needed, and the trial starts once the account is activated.',
    choice: {
      legend: 'The account is for',
      government: 'Government body',
      governmentText: 'Ministries, departments, agencies and local authorities',
      business: 'Business',
      businessText: 'Companies, brands and media agencies',
    },
    business: {
      title: 'Business accounts are created on the business edition',
      text: "{{brand}}'s business edition has the packages and tools made for brands. Please continue your registration there.",
      link: 'Go to business registration',
    },
    organization: 'Organization name',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Mobile phone',
    agree: 'I agree to the <terms>Terms of use</terms>',
    province: 'Province or city',
    provincePlaceholder: 'Choose a province or city',
    provincesLoading: 'Loading the provinces and cities…',
    provincesFailed: 'The list of provinces and cities could not be loaded.',
    password: 'Password',
    confirm: 'Confirm password',
    continue: 'Continue',
    register: 'Register',
    back: 'Back',
    submitting: 'Registering…',
    checking: 'Checking…',
    errors: {
      invalidOrganization: 'Invalid organization',
      invalidEmail: 'Invalid email',
      invalidPhone: 'Invalid phone number',
      phoneExisted: 'The phone number is already existed',
      selectProvince: 'Please select Province',
      agree: 'Please agree to the terms of use',
    },
    failed: 'An error occurred. Please try again!',
    helpForm: 'Ask for help through the contact form',
    done: {
      title: 'Registration complete',
      validate: 'We sent a confirmation link to {{email}}. Open it to validate your email address and activate your account.',
      government:
        "We sent a confirmation link to {{email}}. Validate your email address, then contact {{brand}} to activate your organization's account.",
      contact: 'Hotline {{hotline}} · Email {{email}}',
      login: 'Go to login',
    },
  },
};
