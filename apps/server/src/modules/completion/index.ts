/** The completion code the customer reads out to confirm the work (DESIGN.md section 3). */
export {
  checkCompletionCode,
  consumeCompletionCode,
  issueCompletionCode,
} from './completion-code.ts';
