export const ACTIVITY_KINDS: readonly ["task.created", "task.updated", "task.moved", "task.deleted", "feature.created", "feature.updated", "feature.deleted", "file.created", "file.updated", "file.versioned", "file.approved", "file.deleted", "review.created", "review.updated", "comment.created", "comment.updated", "comment.deleted", "meeting.scheduled", "meeting.updated", "member.joined", "member.updated", "member.removed", "brief.updated", "page-chat.message", "project.updated", "project.completed", "project.contract-signed", "project.first-payment", "milestone.split", "milestone.delivered", "milestone.changes-requested", "milestone.accepted", "milestone.paid", "invoice.paid", "notification.created"];
export function followsKind(kind: string, followed: readonly string[]): boolean;
export namespace LIVE_CONTROL_EVENTS {
    let ready: "ready";
    let presence: "presence";
    let reload: "reload";
}
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
