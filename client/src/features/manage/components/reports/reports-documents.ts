import { graphql } from '@/gql';

export const ModerationCase_case = graphql(`
  fragment ModerationCase_case on ModerationCase {
    id
    targetKind
    targetId
    buildId
    status
    contentState
    autoHidden
    heldByWordList
    locked
    reportCount
    eligibleReportCount
    openedAt
    lastReportedAt
    reported {
      title
      text
      path
      at
    }
    current {
      title
      text
      path
      at
    }
    author {
      username
      displayName
      createdAt
      suspension {
        until
        permanent
      }
      earlierDecisions {
        id
        action
        rule
        reason
        decidedAt
        content {
          title
        }
      }
    }
    reports(first: 20) {
      id
      reason
      text
      createdAt
      reporter
      reporterSince
      noticeExplanation
      noticeUrl
      noticeName
      noticeEmail
    }
    appealedDecisionBy
  }
`);

export const ModerationQueueQuery = graphql(`
  query ModerationQueue($order: ModerationQueueOrder!) {
    moderationQueue(order: $order, first: 50) {
      totalCount
      edges {
        node {
          id
          ...ModerationCase_case
        }
      }
    }
    moderationReasonTemplates {
      id
      rule
      title
      text
    }
  }
`);

export const ModerationCaseChanged = graphql(`
  subscription ModerationCaseChanged {
    moderationCaseChanged {
      id
      status
      ...ModerationCase_case
    }
  }
`);

export const DecideModerationCase = graphql(`
  mutation DecideModerationCase($input: ModerationDecisionInput!) {
    decideModerationCase(input: $input) {
      id
      status
      ...ModerationCase_case
    }
  }
`);
