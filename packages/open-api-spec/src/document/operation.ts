import type { ResponseCode } from '../response-codes';
import type { LocalizedText, SourceNode } from './localized-text';
import { text } from './localized-text';
import { ref } from './schemas-common';

interface Example {
  value: SourceNode;
  summary?: LocalizedText;
}

export interface OperationSpec {
  operationId: string;
  tag: string;
  summary: LocalizedText;
  description: LocalizedText;
  /** The component schema of the request body and a request that the sandbox accepts as it is. */
  request?: { schema: string; example: Example };
  /** The component schema of the success envelope, and an example of it. */
  response: { schema: string; example: SourceNode };
  codes: readonly ResponseCode[];
  requiredModule?: string;
}

/** One documented call: request, success and error answers, the codes it can return. */
export function operation(spec: OperationSpec) {
  const errorExamples = Object.fromEntries(
    spec.codes.filter((code) => code > 10).map((code) => [`error${code}`, { $ref: `#/components/examples/Error${code}` }]),
  );
  return {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    ...(spec.request && {
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: ref(spec.request.schema),
            examples: { request: { summary: spec.request.example.summary, value: spec.request.example.value } },
          },
        },
      },
    }),
    responses: {
      '200': {
        description: text(
          'Luôn là HTTP 200; trường code của phản hồi cho biết kết quả.',
          'Always HTTP 200; the code field of the envelope tells the outcome.',
        ),
        content: {
          'application/json': {
            schema: { oneOf: [ref(spec.response.schema), ref('ErrorResponse')] },
            examples: {
              success: { summary: text('Thành công', 'Success'), value: spec.response.example },
              ...errorExamples,
            },
          },
        },
      },
    },
    'x-response-codes': [...spec.codes],
    ...(spec.requiredModule && { 'x-required-module': spec.requiredModule }),
  };
}
