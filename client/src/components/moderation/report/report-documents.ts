import { graphql } from '@/gql';

/** Sends a report or a notice of illegal content; the answer is the receipt the dialog shows. */
export const SendReport = graphql(`
  mutation SendReport($input: ReportInput!) {
    report(input: $input) {
      id
      reason
      createdAt
      repeated
      receiptCode
    }
  }
`);
