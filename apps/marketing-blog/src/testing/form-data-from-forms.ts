/**
 * jest-fixed-jsdom replaces jsdom's FormData with Node's, which cannot read a form element. React 19
 * reads the submitted form into a FormData when a submit starts a transition (the router's
 * navigation does), so tests that submit forms install one that can, as every browser has.
 */
export function installFormDataFromForms(): void {
  const NodeFormData = globalThis.FormData;
  class FormDataFromForm extends NodeFormData {
    constructor(form?: HTMLFormElement) {
      super();
      if (!form) return;
      for (const element of Array.from(form.elements) as HTMLInputElement[]) {
        if (element.name && !element.disabled) this.append(element.name, element.value);
      }
    }
  }
  beforeAll(() => {
    globalThis.FormData = FormDataFromForm as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = NodeFormData;
  });
}
