/** Province map: numeric id → [Vietnamese name, English name]. */
export type ProvinceMap = Record<string, [string, string]>;

export interface Industry {
  id: number;
  name: string;
  name_en: string;
}

export interface SessionUser {
  username: string;
  email: string;
  full_name: string;
}

/** What validating a confirm or invite link tells the page. */
export interface LinkValidation {
  email: string;
  organization_name?: string;
}

export interface ApiHosts {
  api: string;
  blog: string;
  sso: string;
  /** Base URL of the Open API; defaults to /open-api on the API host. */
  openApi?: string;
}
